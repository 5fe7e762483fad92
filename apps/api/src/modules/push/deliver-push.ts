import { type DbOrTx, notifications, pushSubscriptions } from '@limpa/db';
import { eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppContext } from '../../lib/app-context';
import { notificationTexts } from '../notifications/notification-texts';
import { recipientLocale } from '../notifications/notify';
import { type PushEndpointPolicy, vetPushEndpoint } from './push-endpoint-policy';
import { sendToPushService } from './send-to-push-service';
import { loadVapidKeys, vapidSubject } from './vapid-keys';

/** How long a push service keeps a message for an offline browser: a day, then it is stale. */
const PUSH_TTL_SECONDS = 24 * 3600;

/** What became of each subscription's push: sent (answered 2xx), gone (404/410), refused by the policy, failed. */
export interface PushOutcome {
  sent: number;
  gone: number;
  refused: number;
  failed: number;
}

/** What the browser shows: the texts written when sent, in the language the person reads in now. */
export async function pushPayload(db: DbOrTx, entry: typeof notifications.$inferSelect): Promise<string> {
  const texts = notificationTexts(await recipientLocale(db, entry.userId), entry);
  return JSON.stringify({ id: entry.id, ...texts, link: entry.link });
}

/**
 * Shows one notification on each of its person's browsers: the payload (title, body, link) is encrypted for
 * each subscription and signed with the VAPID key. Each endpoint is vetted again right before its send
 * (decision 042: a known push service, resolving now to public addresses only, which the connection is pinned
 * to). A subscription the push service no longer knows (404/410), or that names no push service (a row kept from
 * before the rule), is deleted; other failures are logged and not retried (the in-app entry is already there).
 */
export async function deliverPush(ctx: AppContext, notificationId: string): Promise<PushOutcome> {
  const { db } = ctx;
  const outcome: PushOutcome = { sent: 0, gone: 0, refused: 0, failed: 0 };
  const [entry] = await db.select().from(notifications).where(eq(notifications.id, notificationId));
  if (!entry) return outcome;
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, entry.userId));
  if (subscriptions.length === 0) return outcome;
  const keys = await loadVapidKeys(db, ctx.config);
  const payload = await pushPayload(db, entry);
  const policy: PushEndpointPolicy = {
    resolveHost: ctx.resolveHost,
    testOrigins: ctx.config.pushTestOrigins,
  };
  const gone: string[] = [];
  await Promise.all(
    subscriptions.map(async (s) => {
      const verdict = await vetPushEndpoint(s.endpoint, policy);
      if (!verdict.ok) {
        outcome.refused += 1;
        ctx.log.warn({ reason: verdict.reason }, 'push endpoint refused');
        if (verdict.reason === 'not_push_service') gone.push(s.endpoint);
        return;
      }
      const request = webpush.generateRequestDetails(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        payload,
        {
          TTL: PUSH_TTL_SECONDS,
          vapidDetails: { subject: vapidSubject(ctx.config), ...keys },
        },
      );
      try {
        // Our own request instead of webpush.sendNotification: connected to the vetted addresses, with a timeout.
        const status = await sendToPushService(verdict.url, verdict.addresses, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ?? null,
        });
        if (status === 404 || status === 410) {
          outcome.gone += 1;
          gone.push(s.endpoint);
        } else if (status >= 200 && status < 300) outcome.sent += 1;
        else {
          outcome.failed += 1;
          ctx.metrics.pushFailure();
          ctx.log.warn({ status }, 'push service refused a push');
        }
      } catch (err) {
        outcome.failed += 1;
        ctx.metrics.pushFailure();
        ctx.log.warn({ err }, 'push service unreachable');
      }
    }),
  );
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, gone));
  return outcome;
}
