import type { PushSubscriptionBody } from '@limpa/contracts';
import { type DbOrTx, pushSubscriptions } from '@limpa/db';
import { and, eq } from 'drizzle-orm';

/**
 * Stores the browser's subscription, keyed by its endpoint: the same browser subscribing again (or another
 * person signing in on it) takes the row over, in one upsert.
 */
export async function savePushSubscription(db: DbOrTx, userId: string, body: PushSubscriptionBody) {
  const values = { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Forgets one of the caller's browsers; someone else's endpoint is left alone (same answer). */
export async function deletePushSubscription(db: DbOrTx, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
