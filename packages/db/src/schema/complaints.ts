import { COMPLAINT_DECISIONS, COMPLAINT_STATUSES, COMPLAINT_TEXT_MAX_CHARS } from '@limpa/domain';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bookings } from './bookings';
import { createdAt } from './columns';

/** `col in ('a','b')` from one of the domain's lists, so the check and the API never disagree. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(','))})`;

const textBounded = (column: AnyPgColumn) =>
  sql`char_length(${column}) between 1 and ${sql.raw(String(COMPLAINT_TEXT_MAX_CHARS))}`;

/**
 * A customer's "Not satisfied" about a completed booking (decision 070): one per booking (the unique booking_id is
 * what turns a second complaint, racing or not, into a 409), the cleaner's one answer, and the admin's decision.
 * While it is open the booking's earning is held from payouts; deciding closes it (status and decision move
 * together, checked here).
 */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').$type<(typeof COMPLAINT_STATUSES)[number]>().notNull().default('open'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    decision: text('decision').$type<(typeof COMPLAINT_DECISIONS)[number]>(),
    /** What the refund decision gave back (cents of the booking's currency). */
    refundCents: integer('refund_cents'),
    /** The free re-clean the reclean decision booked. */
    recleanBookingId: uuid('reclean_booking_id').references((): AnyPgColumn => bookings.id, {
      onDelete: 'set null',
    }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('complaints_status_ck', oneOf(t.status, COMPLAINT_STATUSES)),
    check('complaints_decision_ck', oneOf(t.decision, COMPLAINT_DECISIONS)),
    check('complaints_reason_ck', textBounded(t.reason)),
    check('complaints_answer_ck', textBounded(t.answer)),
    check('complaints_answered_ck', sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
    check(
      'complaints_decided_ck',
      sql`(${t.status} = 'decided') = (${t.decision} is not null and ${t.decidedAt} is not null)`,
    ),
    check('complaints_refund_ck', sql`${t.refundCents} is null or ${t.refundCents} > 0`),
    // The admins' queue: open complaints, oldest first.
    index('complaints_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

/**
 * A photo of a complaint, re-encoded by the server and kept in private storage under a key the server made, as
 * the help desk's are (decision 067); served to the booking's customer and cleaner and to admins.
 */
export const complaintPhotos = pgTable(
  'complaint_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('complaint_photos_complaint_created_idx').on(t.complaintId, t.createdAt, t.id)],
);
