import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';
import { userReference } from './auth';
import { createdAt } from './columns';

/** Both kinds of live-event id come from it: negative while a transaction is open, positive once sealed. */
export const liveEventIds = pgSequence('live_events_id_seq');

/**
 * Each person's live events (`message`, `notification`, `booking`; decision 082), kept for a bounded time so a
 * stream that dropped resumes from its Last-Event-ID. A row is written in the transaction of what it announces
 * (through live_event_publish(), migration 0047) with a provisional negative id; at commit a deferred trigger
 * locks its recipients, gives it its final id and sends the NOTIFY, so one person's ids grow in commit order
 * and a replay `id > last` never skips one committed late. The daily sweep trims old rows.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().default(sql`-nextval('live_events_id_seq')`),
    userId: userReference('user_id', 'cascade'),
    event: text('event').$type<'message' | 'notification' | 'booking'>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The writing transaction (pg_current_xact_id), so the commit trigger finds its own provisional rows. */
    tx: bigint('tx', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text)::bigint`),
    createdAt: createdAt(),
  },
  // The replay: one person's events after an id, in order.
  (t) => [index('live_events_user_id_idx').on(t.userId, t.id)],
);
