import { type DbOrTx, liveEvents } from '@limpa/db';
import { and, asc, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { DeliveredLiveEvent } from '../../lib/live-events';

/** The most events one reconnect replays; a stream that missed more ends after them and resumes (decision 082). */
export const REPLAY_LIMIT = 500;
/** How long the log keeps an event for a stream to resume from (decision 082); the daily sweep trims the rest. */
export const LIVE_EVENT_RETENTION_MS = 48 * 3_600_000;

/**
 * Where a stream starts: with `after`, the person's events after it in order (one scan of the (user, id)
 * index); without, none, and the position a later reconnect resumes from (the person's newest id, 0 if none).
 */
export async function replayLiveEvents(
  db: DbOrTx,
  userId: string,
  after: number | null,
): Promise<{ events: DeliveredLiveEvent[]; position: number }> {
  if (after === null) {
    const [row] = await db
      .select({ id: max(liveEvents.id) })
      .from(liveEvents)
      .where(eq(liveEvents.userId, userId));
    return { events: [], position: row?.id ?? 0 };
  }
  const events = await db
    .select({ id: liveEvents.id, event: liveEvents.event, data: liveEvents.data })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, after)))
    .orderBy(asc(liveEvents.id))
    .limit(REPLAY_LIMIT);
  return { events, position: events.at(-1)?.id ?? after };
}

/**
 * Deletes the events older than the retention (the daily sweep). The oldest kept row is found along the
 * primary key, so no index on created_at is needed: ids grow with time. Returns how many went.
 */
export async function trimLiveEvents(db: DbOrTx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - LIVE_EVENT_RETENTION_MS);
  const deleted = await db
    .delete(liveEvents)
    .where(
      and(
        gt(liveEvents.id, 0),
        lt(
          liveEvents.id,
          sql`coalesce((select min(${liveEvents.id}) from ${liveEvents} where ${liveEvents.id} > 0 and ${liveEvents.createdAt} >= ${cutoff}), 9223372036854775807)`,
        ),
      ),
    )
    .returning({ id: liveEvents.id });
  return deleted.length;
}
