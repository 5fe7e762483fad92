import { type Database, notifications, pushSubscriptions } from '@limpa/db';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Config } from '../../config';
import { loadVapidKeys, vapidSubject } from './vapid-keys';

/** How long a push service keeps a message for an offline browser: a day, then it is stale. */
const PUSH_TTL_SECONDS = 24 * 3600;

interface PushDeps {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
}

/**
 * Shows one notification on each of its person's browsers: the payload (title, body, link) is encrypted for
 * each subscription and signed with the VAPID key. A subscription the push service no longer knows (404/410)
 * is deleted; other failures are logged and not retried (the in-app entry is already there).
 */
export async function deliverPush(deps: PushDeps, notificationId: string): Promise<void> {
  const { db } = deps;
  const [entry] = await db.select().from(notifications).where(eq(notifications.id, notificationId));
  if (!entry) return;
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, entry.userId));
  if (subscriptions.length === 0) return;
  const keys = await loadVapidKeys(db, deps.config);
  const payload = JSON.stringify({ id: entry.id, title: entry.title, body: entry.body, link: entry.link });
  const gone: string[] = [];
  await Promise.all(
    subscriptions.map(async (s) => {
      const request = webpush.generateRequestDetails(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        payload,
        {
          TTL: PUSH_TTL_SECONDS,
          vapidDetails: { subject: vapidSubject(deps.config), ...keys },
        },
      );
      try {
        // fetch instead of webpush.sendNotification: the same request, with a timeout, over http in tests.
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ?? null,
          signal: AbortSignal.timeout(10_000),
        });
        if (response.status === 404 || response.status === 410) gone.push(s.endpoint);
        else if (!response.ok) deps.log.warn({ status: response.status }, 'push service refused a push');
      } catch (err) {
        deps.log.warn({ err }, 'push service unreachable');
      }
    }),
  );
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, gone));
}
