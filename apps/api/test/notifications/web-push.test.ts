import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pushSubscriptions } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/modules/notifications/notify';
import { deliverPush } from '../../src/modules/push/deliver-push';
import { expectProblem, signUp } from '../helpers/auth';
import { pendingBooking } from '../helpers/booking-fixtures';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** A local push service: records each request and answers with the status its path asks for. */
const received: { path: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
let pushService: Server;
let base = '';
/**
 * Built once the push service listens: its origin is the app's PUSH_TEST_ORIGINS, the tests-only seam that lets
 * a local http service stand in for a real one (decision 042; refused outside NODE_ENV=test).
 */
const t = {} as TestApp;
beforeAll(async () => {
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  Object.assign(t, await buildTestApp({ env: { PUSH_TEST_ORIGINS: base } }));
});
afterAll(async () => {
  await t.close?.();
  await new Promise<void>((resolve) => pushService.close(() => resolve()));
});

/** What a browser's PushSubscription.toJSON() gives: a real P-256 key, so the payload can be encrypted. */
function browserSubscription(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${base}${path}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const subscribe = (cookie: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/me/push-subscriptions',
    headers: { cookie },
    payload: body as object,
  });

async function pushJobsFor(notificationId: string) {
  const rows = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = 'push-delivery' and data->>'notificationId' = ${notificationId}`,
  );
  return rows.rows[0]!.n;
}

async function messageNotificationTo(booking: Awaited<ReturnType<typeof pendingBooking>>) {
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${booking.id}/messages`,
    headers: { cookie: booking.customer.cookie },
    payload: { body: 'Is there parking nearby?' },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/v1/me/notifications',
    headers: { cookie: booking.cleaner.cookie },
  });
  return list.json().items[0].id as string;
}

describe('web push', () => {
  it('gives one public key, generated once and shared', async () => {
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/v1/push/public-key' }),
      t.app.inject({ method: 'GET', url: '/api/v1/push/public-key' }),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(b.json()).toEqual(a.json());
  });

  it('pushes a notification, encrypted and signed, to each subscribed browser; a gone one is deleted', async () => {
    const b = await pendingBooking(t.app, t.db);
    const live = browserSubscription('/live/1');
    const gone = browserSubscription('/gone/1');
    expect((await subscribe(b.cleaner.cookie, live)).statusCode).toBe(204);
    expect((await subscribe(b.cleaner.cookie, gone)).statusCode).toBe(204);
    // Subscribing again (same endpoint) updates the row instead of adding one.
    expect((await subscribe(b.cleaner.cookie, live)).statusCode).toBe(204);

    const notificationId = await messageNotificationTo(b);
    expect(await pushJobsFor(notificationId)).toBe(1);

    received.length = 0;
    const outcome = await deliverPush(t.app.ctx, notificationId);
    expect(outcome).toEqual({ sent: 1, gone: 1, refused: 0, failed: 0 });
    expect(received.map((r) => r.path).sort()).toEqual(['/gone/1', '/live/1']);
    const publicKey = (await t.app.inject({ method: 'GET', url: '/api/v1/push/public-key' })).json()
      .publicKey;
    for (const request of received) {
      expect(request.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
      );
      expect(request.headers.ttl).toBe('86400');
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(request.body.length).toBeGreaterThan(0);
      expect(request.body.toString('utf8')).not.toContain('parking');
    }
    const left = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, b.cleaner.userId));
    expect(left).toEqual([{ endpoint: live.endpoint }]);
  });

  it('enqueues nothing when the person turned push off for that type, or has no browser', async () => {
    const b = await pendingBooking(t.app, t.db);
    const noBrowser = await messageNotificationTo(b);
    expect(await pushJobsFor(noBrowser)).toBe(0);

    await subscribe(b.cleaner.cookie, browserSubscription('/live/2'));
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/notification-preferences',
      headers: { cookie: b.cleaner.cookie },
      payload: { push: { message_received: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await pushJobsFor(await messageNotificationTo(b))).toBe(0);
  });

  it("enqueues the push in notify's transaction: a rolled-back change pushes nothing", async () => {
    const person = await signUp(t.app, { role: 'customer' });
    const userId = (
      await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: person.cookie } })
    ).json().user.id as string;
    await subscribe(person.cookie, browserSubscription('/live/4'));
    let rolledBack = '';
    await expect(
      t.db.transaction(async (tx) => {
        rolledBack = (await notify(t.app.ctx, tx, { userId, type: 'booking_reminder' })) ?? '';
        expect(await pushJobsFor(rolledBack)).toBe(0); // not visible outside the transaction yet
        throw new Error('change refused');
      }),
    ).rejects.toThrow('change refused');
    expect(await pushJobsFor(rolledBack)).toBe(0);
    const committed =
      (await t.db.transaction((tx) => notify(t.app.ctx, tx, { userId, type: 'booking_reminder' }))) ?? '';
    expect(await pushJobsFor(committed)).toBe(1);
  });

  it('forgets a browser on DELETE, only the caller’s own', async () => {
    const owner = await signUp(t.app, { role: 'customer' });
    const other = await signUp(t.app, { role: 'customer' });
    const sub = browserSubscription('/live/3');
    await subscribe(owner.cookie, sub);
    const del = (cookie: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/v1/me/push-subscriptions',
        headers: { cookie },
        payload: { endpoint: sub.endpoint },
      });
    expect((await del(other.cookie)).statusCode).toBe(204);
    const count = async () =>
      (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint)))
        .length;
    expect(await count()).toBe(1);
    expect((await del(owner.cookie)).statusCode).toBe(204);
    expect(await count()).toBe(0);
  });

  it('refuses a subscription without keys or with a non-URL endpoint', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    expectProblem(await subscribe(cookie, { endpoint: `${base}/x` }), 400);
    expectProblem(await subscribe(cookie, { ...browserSubscription('/x'), endpoint: 'not a url' }), 400);
  });
});
