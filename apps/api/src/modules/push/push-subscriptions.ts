import type { PushSubscriptionBody } from '@limpa/contracts';
import { type Database, type DbOrTx, pushSubscriptions, users } from '@limpa/db';
import { and, eq, notInArray, sql } from 'drizzle-orm';

/** Browsers one person may have subscribed at once (decision 042): a new one beyond it replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/**
 * Stores the browser's subscription, keyed by its endpoint: the same browser subscribing again (or another
 * person signing in on it) takes the row over, and counts as new. Then only the person's newest
 * MAX_PUSH_SUBSCRIPTIONS are kept. The person's user row is locked first, so parallel subscriptions of one
 * person run one after the other and each trims what the previous one left.
 */
export async function savePushSubscription(db: Database, userId: string, body: PushSubscriptionBody) {
  const values = { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
  await db.transaction(async (tx) => {
    // NO KEY UPDATE: excludes the other subscriptions of this person, not the inserts that merely reference them.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ...values, createdAt: sql`now()` },
      });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(sql`${pushSubscriptions.createdAt} desc, ${pushSubscriptions.id} desc`)
      .limit(MAX_PUSH_SUBSCRIPTIONS);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  });
}

/** Forgets one of the caller's browsers; someone else's endpoint is left alone (same answer). */
export async function deletePushSubscription(db: DbOrTx, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
