import { type DbOrTx, notifications } from '@limpa/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type InstantKeyset, newestFirstRows } from '../../lib/keyset-cursor';

/** A page of a person's notifications, newest first (the (user, created_at, id) index). */
export const listNotificationRows = (
  db: DbOrTx,
  userId: string,
  after: InstantKeyset | undefined,
  limit: number,
) => newestFirstRows(db, notifications, eq(notifications.userId, userId), after, limit);

export async function countUnreadNotifications(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Marks the person's own notifications read (only theirs: others' ids change nothing). */
export async function markNotificationsRead(db: DbOrTx, userId: string, ids?: string[]) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}
