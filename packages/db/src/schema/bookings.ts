import type { OvertimeStatus, TaxAmount, TaxRate } from '@limpa/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customerAddresses, type PropertyRoom, paymentMethods } from './addresses-and-cards';
import { userReference, users } from './auth';
import { services } from './catalogue';
import { coordinate, createdAt, hours, tstzrange, updatedAt } from './columns';
import { bookingSeries } from './lifecycle';

/**
 * Bookings and the idempotency keys of booking requests. Their charge attempts are in booking-charges.ts, their
 * reviews and the customers' favourites in reviews-and-favorites.ts.
 */
export type BookingAddOn = { id: string; name: string; priceCents: number };

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: userReference('customer_id', 'restrict'),
    cleanerId: text('cleaner_id').references(() => users.id, { onDelete: 'restrict' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    homeType: text('home_type').$type<'T0' | 'T1' | 'T2' | 'T3' | 'T4'>().notNull(),
    isRecurring: boolean('is_recurring').notNull().default(false),
    /** The recurring series this visit belongs to (decision 019); null for a one-off booking. */
    seriesId: uuid('series_id').references(() => bookingSeries.id, { onDelete: 'restrict' }),
    estimatedTime: text('estimated_time').notNull(),
    currency: text('currency').$type<'CAD' | 'EUR'>().notNull(),
    basePriceCents: integer('base_price_cents').notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    bookingTime: text('booking_time').notNull(),
    timeZone: text('time_zone').notNull(),
    durationHours: hours('duration_hours').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeRange: tstzrange('time_range').generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`),
    customerAddress: text('customer_address').notNull(),
    customerLatitude: coordinate('customer_latitude'),
    customerLongitude: coordinate('customer_longitude'),
    addressId: uuid('address_id').references(() => customerAddresses.id, { onDelete: 'set null' }),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, { onDelete: 'restrict' }),
    selectedRooms: jsonb('selected_rooms').$type<PropertyRoom[]>().notNull().default([]),
    addOns: jsonb('add_ons').$type<BookingAddOn[]>().notNull().default([]),
    addOnsTotalCents: integer('add_ons_total_cents').notNull().default(0),
    extras: text('extras').array().notNull().default(sql`'{}'::text[]`),
    specialInstructions: text('special_instructions'),
    /**
     * Tax (decision 079): the profile the booking was priced under (prices with tax inside in Portugal, tax on top
     * in Canada; the rates in force for its address on its visit day), kept so overtime, a late fee and refunds
     * are taxed alike later. `tax_cents`/`taxes` are the booked line's; the amount before tax is derived.
     */
    taxIncluded: boolean('tax_included').notNull().default(false),
    taxRates: jsonb('tax_rates').$type<TaxRate[]>().notNull().default([]),
    taxCents: integer('tax_cents').notNull().default(0),
    taxes: jsonb('taxes').$type<TaxAmount[]>().notNull().default([]),
    totalAmountCents: integer('total_amount_cents').notNull(),
    subtotalCents: integer('subtotal_cents').generatedAlwaysAs(sql`total_amount_cents - tax_cents`),
    platformFeeCents: integer('platform_fee_cents').notNull(),
    cleanerEarningsCents: integer('cleaner_earnings_cents').notNull(),
    status: text('status')
      .$type<'pending' | 'confirmed' | 'in_progress' | 'completed' | 'cancelled' | 'expired'>()
      .notNull()
      .default('pending'),
    paymentStatus: text('payment_status')
      .$type<'unpaid' | 'paid' | 'failed' | 'requires_action' | 'refunded'>()
      .notNull()
      .default('unpaid'),
    actualHoursWorked: hours('actual_hours_worked'),
    overtimeMinutes: integer('overtime_minutes'),
    overtimeFeeCents: integer('overtime_fee_cents'),
    finalTotalCents: integer('final_total_cents'),
    /** The final total's tax (booked line plus overtime line); 0 while the final figures are unset. */
    finalTaxCents: integer('final_tax_cents').notNull().default(0),
    finalPlatformFeeCents: integer('final_platform_fee_cents'),
    finalCleanerEarningsCents: integer('final_cleaner_earnings_cents'),
    cancelledBy: text('cancelled_by').$type<'customer' | 'cleaner' | 'admin'>(),
    /** Why it was cancelled: required when its cleaner cancels a confirmed booking (and from admins). */
    cancellationReason: text('cancellation_reason'),
    /**
     * The late-cancellation fee (decision 069): set, with the cleaner's 85 % share, when the customer cancelled a
     * confirmed booking inside 24 h or its cleaner reported that they could not get in. Charged as its own
     * 'late_fee' charge; the share is payable once that charge is collected. Null when nothing is owed.
     */
    lateCancellationFeeCents: integer('late_cancellation_fee_cents'),
    lateFeeCleanerShareCents: integer('late_fee_cleaner_share_cents'),
    /** Who did not show up, when a no-show was reported (the booking is then cancelled); null otherwise. */
    noShowParty: text('no_show_party').$type<'cleaner' | 'customer'>(),
    noShowReportedAt: timestamp('no_show_reported_at', { withTimezone: true }),
    /**
     * A confirmed booking's open reschedule request (the customer's wish, answered by the cleaner): the asked
     * wall time and its instants, computed in the booking's time zone. All null when there is none.
     */
    rescheduleDate: date('reschedule_date', { mode: 'string' }),
    rescheduleTime: text('reschedule_time'),
    rescheduleStartsAt: timestamp('reschedule_starts_at', { withTimezone: true }),
    rescheduleEndsAt: timestamp('reschedule_ends_at', { withTimezone: true }),
    rescheduleRequestedAt: timestamp('reschedule_requested_at', { withTimezone: true }),
    /**
     * Reschedules the customer made (moves and requests alike): raised by the reschedule's own compare-and-swap
     * update `WHERE reschedule_count < MAX_RESCHEDULES`, so racing reschedules cannot pass the limit (decision
     * 020).
     */
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    /**
     * Overtime consent (decision 020): pending_approval after completion with overtime; approved (by the
     * customer, by silence after 48 h or by an admin's "charge") is what lets the overtime be charged;
     * disputed waits for an admin; waived never charges it. Null when there was no overtime.
     */
    overtimeStatus: text('overtime_status').$type<OvertimeStatus>(),
    overtimeDisputeReason: text('overtime_dispute_reason'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * The start the 24-hour reminder was sent for (decision 022): the reminder job claims a booking by setting
     * it to starts_at, so it goes once per start, and again after the booking moves.
     */
    reminderSentFor: timestamp('reminder_sent_for', { withTimezone: true }),
    /** Booked as "any available cleaner" (decision 065): the platform chose the cleaner, not the customer. */
    bookedAsAny: boolean('booked_as_any').notNull().default(false),
    /**
     * The "any" booking whose cleaner let it go, when this row is its one re-offer to the next free cleaner
     * (decision 065). Unique: a booking is re-offered at most once, whatever races.
     */
    reofferOf: uuid('reoffer_of').references((): AnyPgColumn => bookings.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bookings_home_type_ck', sql`${t.homeType} in ('T0','T1','T2','T3','T4')`),
    check('bookings_currency_ck', sql`${t.currency} in ('CAD','EUR')`),
    check(
      'bookings_status_ck',
      sql`${t.status} in ('pending','confirmed','in_progress','completed','cancelled','expired')`,
    ),
    check(
      'bookings_payment_status_ck',
      sql`${t.paymentStatus} in ('unpaid','paid','failed','requires_action','refunded')`,
    ),
    check('bookings_time_ck', sql`${t.bookingTime} ~ '^([01][0-9]|2[0-3]):00$'`),
    check('bookings_range_ck', sql`${t.startsAt} < ${t.endsAt}`),
    check(
      'bookings_money_ck',
      sql`${t.basePriceCents} >= 0 and ${t.addOnsTotalCents} >= 0 and ${t.taxCents} >= 0
        and ${t.totalAmountCents} - (case when ${t.taxIncluded} then 0 else ${t.taxCents} end) = ${t.basePriceCents} + ${t.addOnsTotalCents}
        and ${t.platformFeeCents} + ${t.cleanerEarningsCents} = ${t.totalAmountCents} - ${t.taxCents}`,
    ),
    check(
      'bookings_final_money_ck',
      sql`${t.finalTotalCents} is null or (${t.finalTaxCents} >= 0 and ${t.finalPlatformFeeCents} + ${t.finalCleanerEarningsCents} = ${t.finalTotalCents} - ${t.finalTaxCents})`,
    ),
    check(
      'bookings_hours_worked_ck',
      sql`${t.actualHoursWorked} is null or ${t.actualHoursWorked} between 0.1 and 12`,
    ),
    check(
      'bookings_overtime_status_ck',
      sql`${t.overtimeStatus} is null or ${t.overtimeStatus} in ('pending_approval','approved','disputed','waived')`,
    ),
    check(
      'bookings_reschedule_ck',
      sql`(${t.rescheduleDate} is null) = (${t.rescheduleTime} is null)
        and (${t.rescheduleDate} is null) = (${t.rescheduleStartsAt} is null)
        and (${t.rescheduleDate} is null) = (${t.rescheduleEndsAt} is null)
        and (${t.rescheduleDate} is null) = (${t.rescheduleRequestedAt} is null)
        and (${t.rescheduleStartsAt} is null or ${t.rescheduleStartsAt} < ${t.rescheduleEndsAt})`,
    ),
    check('bookings_reschedule_count_ck', sql`${t.rescheduleCount} >= 0`),
    check(
      'bookings_late_fee_ck',
      sql`(${t.lateCancellationFeeCents} is null) = (${t.lateFeeCleanerShareCents} is null)
        and (${t.lateCancellationFeeCents} is null or (${t.lateCancellationFeeCents} > 0
          and ${t.lateFeeCleanerShareCents} between 0 and ${t.lateCancellationFeeCents}
          and ${t.status} = 'cancelled'))`,
    ),
    check(
      'bookings_no_show_ck',
      sql`(${t.noShowParty} is null) = (${t.noShowReportedAt} is null)
        and (${t.noShowParty} is null or (${t.noShowParty} in ('cleaner','customer') and ${t.status} = 'cancelled'))`,
    ),
    index('bookings_customer_starts_idx').on(t.customerId, t.startsAt),
    index('bookings_cleaner_starts_idx').on(t.cleanerId, t.startsAt),
    index('bookings_status_starts_idx').on(t.status, t.startsAt),
    index('bookings_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('bookings_series_starts_idx').on(t.seriesId, t.startsAt),
    uniqueIndex('bookings_reoffer_of_uq').on(t.reofferOf),
    // The expiry job's scan: pending requests by age.
    index('bookings_pending_created_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    // A customer's open requests (the 5-pending limit, counted on every booking request).
    index('bookings_customer_pending_idx').on(t.customerId).where(sql`${t.status} = 'pending'`),
    // A cleaner's requests to answer, every one of them (the portal's list, paged soonest expiry first).
    index('bookings_cleaner_pending_idx').on(t.cleanerId, t.startsAt).where(sql`${t.status} = 'pending'`),
    // The admin's per-cleaner cancellation count; the overtime job's and the admin filter's waiting rows.
    index('bookings_cleaner_cancelled_idx').on(t.cleanerId).where(sql`${t.cancelledBy} = 'cleaner'`),
    // A cleaner's no-shows in the last 90 days (the block after three, decision 069).
    index('bookings_cleaner_no_show_idx')
      .on(t.cleanerId, t.noShowReportedAt)
      .where(sql`${t.noShowParty} = 'cleaner'`),
    // A cleaner's statement (decision 077): their jobs by completion time, their late-fee shares by cancellation.
    index('bookings_cleaner_completed_idx')
      .on(t.cleanerId, t.completedAt)
      .where(sql`${t.status} = 'completed'`),
    index('bookings_cleaner_late_fee_idx')
      .on(t.cleanerId, t.cancelledAt)
      .where(sql`${t.lateFeeCleanerShareCents} > 0`),
    index('bookings_overtime_open_idx')
      .on(t.overtimeStatus, t.completedAt)
      .where(sql`${t.overtimeStatus} in ('pending_approval','disputed')`),
    // The exclusion constraint that makes double-booking a cleaner impossible is added in SQL
    // (migrations/0002_bookings_no_overlap.sql): drizzle cannot express EXCLUDE.
  ],
);

/**
 * A booking's booked line and tax profile (decision 079): what every later line (overtime, a late fee, a charge's
 * invoice) is taxed from. One select list for the readers that need them.
 */
export const bookingTaxColumns = {
  totalAmountCents: bookings.totalAmountCents,
  taxCents: bookings.taxCents,
  taxes: bookings.taxes,
  taxIncluded: bookings.taxIncluded,
  taxRates: bookings.taxRates,
  overtimeFeeCents: bookings.overtimeFeeCents,
};

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userReference('user_id', 'cascade'),
    key: text('key').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
