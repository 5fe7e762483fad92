import type { DbOrTx } from '@limpa/db';
import { type SQL, sql } from 'drizzle-orm';

/** The PostgreSQL channel every API process listens on for live events (decision 021). */
export const LIVE_EVENTS_CHANNEL = 'limpa_live_events';

export type LiveEventName = 'message' | 'notification' | 'booking';

export interface LiveEvent {
  /** Who receives it: their open event streams, in whichever API process they are connected. */
  userIds: string[];
  event: LiveEventName;
  data: Record<string, unknown>;
}

/**
 * Publishes a live event with pg_notify in the caller's transaction: PostgreSQL delivers it to every listening
 * process only when (and if) the transaction commits. Payloads stay small (ids), far below NOTIFY's 8000 bytes;
 * clients fetch the rest.
 */
export async function publishLiveEvent(
  tx: DbOrTx,
  userIds: string[],
  event: LiveEventName,
  data: Record<string, unknown>,
): Promise<void> {
  const payload: LiveEvent = { userIds: [...new Set(userIds)], event, data };
  await tx.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${JSON.stringify(payload)})`);
}

/**
 * The same publication as an SQL expression, for a statement that also writes what the event announces (its
 * `data` may use the statement's own columns, such as a new row's id): one round trip instead of two.
 */
export function liveEventSql(userIds: string[], event: LiveEventName, data: SQL): SQL<unknown> {
  const ids = JSON.stringify([...new Set(userIds)]);
  return sql`pg_notify(${LIVE_EVENTS_CHANNEL}, json_build_object('userIds', ${ids}::json, 'event', ${event}::text, 'data', ${data})::text)`;
}
