import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userReference } from './auth';
import { createdAt } from './columns';

/** Recurring series (decision 019), the visits they skipped, and cleaners' time off. */
export type SeriesStatus = 'pending' | 'active' | 'cancelled' | 'expired';
export type SkipReason = 'slot_taken' | 'time_off' | 'not_working';

/**
 * A recurring series: every `everyWeeks` weeks on the first visit's weekday and local time. Its visits are
 * ordinary bookings carrying `series_id` (materialised up to 8 weeks ahead); `materialised_until` is the date
 * of the last visit considered (booked or skipped), so a top-up never considers a date twice.
 */
export const bookingSeries = pgTable(
  'booking_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: userReference('customer_id', 'restrict'),
    cleanerId: userReference('cleaner_id', 'restrict'),
    everyWeeks: smallint('every_weeks').notNull(),
    status: text('status').$type<SeriesStatus>().notNull().default('pending'),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    bookingTime: text('booking_time').notNull(),
    timeZone: text('time_zone').notNull(),
    materialisedUntil: date('materialised_until', { mode: 'string' }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('booking_series_every_weeks_ck', sql`${t.everyWeeks} in (1, 2, 4)`),
    check('booking_series_status_ck', sql`${t.status} in ('pending','active','cancelled','expired')`),
    check('booking_series_materialised_ck', sql`${t.materialisedUntil} >= ${t.firstDate}`),
    index('booking_series_status_idx').on(t.status, t.materialisedUntil),
    index('booking_series_customer_idx').on(t.customerId),
  ],
);

/** A visit date of a series that could not be booked, and why (shown to both sides, told by e-mail). */
export const seriesSkips = pgTable(
  'series_skips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => bookingSeries.id, { onDelete: 'cascade' }),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    reason: text('reason').$type<SkipReason>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('series_skips_reason_ck', sql`${t.reason} in ('slot_taken','time_off','not_working')`),
    uniqueIndex('series_skips_series_date_uq').on(t.seriesId, t.visitDate),
  ],
);

/** A cleaner's days off, inclusive, in the cleaner's own time zone (kept on the row for the search filter). */
export const cleanerTimeOff = pgTable(
  'cleaner_time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userReference('user_id', 'cascade'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    timeZone: text('time_zone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('cleaner_time_off_range_ck', sql`${t.endDate} >= ${t.startDate}`),
    check('cleaner_time_off_reason_ck', sql`${t.reason} is null or length(${t.reason}) <= 200`),
    index('cleaner_time_off_user_idx').on(t.userId, t.startDate),
  ],
);
