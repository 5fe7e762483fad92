import { type DbOrTx, notifications } from '@limpa/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type InstantKeyset, newestFirstPage } from '../../lib/keyset-cursor';

/** A page of a person's notifications, newest first (the (user, created_at, id) index). */
export function listNotificationRows(
  db: DbOrTx,
  userId: string,
  after: InstantKeyset | undefined,
  limit: number,
) {
  const page = newestFirstPage(notifications, eq(notifications.userId, userId), after);
  return db
    .select({ row: notifications, createdAtKey: page.createdAtKey })
    .from(notifications)
    .where(page.where)
    .orderBy(...page.order)
    .limit(limit);
}

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
