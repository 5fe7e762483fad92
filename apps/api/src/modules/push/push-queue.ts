import type { NotificationType } from '@limpa/contracts';
import type { DbOrTx } from '@limpa/db';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { QUEUES } from '../../lib/job-queue';

/** Whether the person has a subscribed browser and has not turned push off for this type (an SQL boolean). */
export const pushWanted = (userId: string, type: NotificationType) => sql<boolean>`
  exists (select 1 from push_subscriptions where user_id = ${userId})
    and coalesce((select (push ->> ${type})::boolean from notification_preferences where user_id = ${userId}), true)`;

/**
 * Enqueues the push of one notification, in the caller's transaction, when `wanted` (pushWanted, read by the
 * caller in the statement that wrote the notification). The push service is called by the worker, never by the
 * request.
 */
export async function enqueuePush(
  ctx: Pick<AppContext, 'jobs'>,
  tx: DbOrTx,
  input: { notificationId: string; wanted: boolean },
) {
  if (!input.wanted) return;
  await ctx.jobs.sendInTransaction(tx, QUEUES.pushDelivery, { notificationId: input.notificationId });
}
