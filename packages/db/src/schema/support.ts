import { SUPPORT_CASE_STATUSES, SUPPORT_MESSAGE_MAX_CHARS, SUPPORT_TOPICS } from '@limpa/domain';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bookings } from './bookings';
import { createdAt } from './columns';

/** `col in ('a','b')` from one of the domain's lists, so the check and the API never disagree. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(','))})`;

/**
 * A request for help (the help desk, decision 064): who asked, about what (and which of their bookings, if
 * any), whether it is still open, and which admin took it. Its messages are the conversation with the team.
 */
export const supportCases = pgTable(
  'support_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a signed-out visitor's message (decision 073): then the guest columns say who wrote and how to answer. */
    requesterId: text('requester_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The address a signed-out visitor gave: the team answers there by e-mail, never in the app. */
    guestEmail: text('guest_email'),
    guestName: text('guest_name'),
    /** The language the visitor wrote from, for the answer's e-mail. */
    guestLocale: text('guest_locale'),
    topic: text('topic').$type<(typeof SUPPORT_TOPICS)[number]>().notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    status: text('status').$type<(typeof SUPPORT_CASE_STATUSES)[number]>().notNull().default('open'),
    assignedAdminId: text('assigned_admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The newest message's time: both the person's list and the admins' queue are ordered by it. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('support_cases_topic_ck', oneOf(t.topic, SUPPORT_TOPICS)),
    check('support_cases_status_ck', oneOf(t.status, SUPPORT_CASE_STATUSES)),
    // Either a person's case or a guest's, never both nor neither; a guest's is about no booking.
    check(
      'support_cases_requester_ck',
      sql`(${t.requesterId} is null) = (${t.guestEmail} is not null) and (${t.guestEmail} is null) = (${t.guestName} is null)
        and (${t.requesterId} is not null or ${t.bookingId} is null)`,
    ),
    check('support_cases_closed_ck', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
    index('support_cases_requester_idx').on(t.requesterId, t.lastMessageAt.desc(), t.id.desc()),
    index('support_cases_queue_idx').on(t.status, t.lastMessageAt.desc(), t.id.desc()),
    index('support_cases_activity_idx').on(t.lastMessageAt.desc(), t.id.desc()),
  ],
);

/** A message in a support case: from the person who asked, or from an admin (`fromTeam`). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => supportCases.id, { onDelete: 'cascade' }),
    /** Null once an admin's account is gone: the answer stays, signed by the team. */
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    fromTeam: boolean('from_team').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'support_messages_body_ck',
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(SUPPORT_MESSAGE_MAX_CHARS))}`,
    ),
    index('support_messages_case_created_idx').on(t.caseId, t.createdAt, t.id),
  ],
);

/**
 * A photo of a support case (decision 067), re-encoded by the server and kept in private storage under a key the
 * server made; served only to the person who asked and to admins. At most SUPPORT_PHOTOS_MAX per case, counted
 * under the case's row lock.
 */
export const supportPhotos = pgTable(
  'support_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => supportCases.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('support_photos_case_created_idx').on(t.caseId, t.createdAt, t.id)],
);
