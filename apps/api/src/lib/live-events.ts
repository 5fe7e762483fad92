import type { DbOrTx } from '@limpa/db';
import { type SQL, sql } from 'drizzle-orm';

/** The PostgreSQL channel every API process listens on for live events (decision 021; named in migration 0047). */
export const LIVE_EVENTS_CHANNEL = 'limpa_live_events';

export type LiveEventName = 'message' | 'notification' | 'booking';

/** What reaches one person's streams: the event with its id in their event log (decision 082). */
export interface DeliveredLiveEvent {
  id: number;
  event: LiveEventName;
  data: Record<string, unknown>;
}

export interface LiveEvent {
  /** Who receives it: their open event streams, in whichever API process they are connected. */
  userIds: string[];
  event: LiveEventName;
  data: Record<string, unknown>;
}

/**
 * Publishes a live event in the caller's transaction: one live_events row per recipient, sealed with its id and
 * sent with pg_notify to every listening process only when (and if) the transaction commits (decision 082).
 * Payloads stay small (ids), far below NOTIFY's 8000 bytes; clients fetch the rest.
 */
export async function publishLiveEvent(
  tx: DbOrTx,
  userIds: string[],
  event: LiveEventName,
  data: Record<string, unknown>,
): Promise<void> {
  await tx.execute(sql`select ${liveEventSql(userIds, event, sql`${JSON.stringify(data)}::jsonb`)}`);
}

/**
 * The same publication as an SQL expression, for a statement that also writes what the event announces (its
 * `data` may use the statement's own columns, such as a new row's id): one round trip instead of two.
 */
export function liveEventSql(userIds: string[], event: LiveEventName, data: SQL): SQL<unknown> {
  const ids = sql.join(
    [...new Set(userIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`live_event_publish(array[${ids}]::text[], ${event}::text, (${data})::jsonb)`;
}
