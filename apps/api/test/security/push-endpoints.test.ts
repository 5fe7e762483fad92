import { createECDH, randomBytes } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pushSubscriptions } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { notify } from '../../src/modules/notifications/notify';
import { deliverPush } from '../../src/modules/push/deliver-push';
import { expectProblem, me, signUp } from '../helpers/auth';
import { TEST_ENV, useTestApp } from '../helpers/test-app';

// Issue 30, finding 2: the server sent pushes wherever a subscription pointed (decision 042).

/** There is no DNS here: each test says what a host resolves to; anything else does not resolve. */
const answers = new Map<string, string[]>();
const asked: string[] = [];
const resolveHost = async (hostname: string): Promise<LookupAddress[]> => {
  asked.push(hostname);
  const addresses = answers.get(hostname);
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const PUBLIC_V4 = '142.250.180.10';
const PUBLIC_V6 = '2a00:1450:4003:80f::200a';

// No PUSH_TEST_ORIGINS: the production rule, as it is.
const t = useTestApp({ resolveHost });

/** Records whatever reaches this machine's "internal service": nothing should. */
const internalHits: string[] = [];
let internal: Server;
let internalBase = '';
beforeAll(async () => {
  internal = createServer((req, res) => {
    internalHits.push(req.url ?? '');
    res.statusCode = 201;
    res.end();
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  internalBase = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => internal.close(() => resolve())));

function subscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}
const subscribe = (cookie: string, endpoint: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/me/push-subscriptions',
    headers: { cookie },
    payload: subscription(endpoint),
  });

async function person() {
  const { cookie } = await signUp(t.app, { role: 'customer' });
  const userId = (await me(t.app, cookie)).json().user.id as string;
  return { cookie, userId };
}
const storedFor = async (userId: string) =>
  (
    await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
  ).map((r) => r.endpoint);

const fcm = (id: string | number) => `https://fcm.googleapis.com/fcm/send/${id}`;

describe('push subscriptions accept only the push services', () => {
  it('refuses anything but https on a known push service host, storing nothing', async () => {
    const { cookie, userId } = await person();
    answers.set('fcm.googleapis.com', [PUBLIC_V4]);
    for (const endpoint of [
      `${internalBase}/internal`,
      'http://fcm.googleapis.com/fcm/send/1',
      'https://push.example.test/sub/1',
      'https://fcm.googleapis.com.attacker.test/fcm/send/1',
      'https://notfcm.googleapis.com/fcm/send/1',
      'https://push.apple.com/1',
      'https://fcm.googleapis.com./fcm/send/1',
      'https://fcm.googleapis.com:8443/fcm/send/1',
      'https://user:pw@fcm.googleapis.com/fcm/send/1',
      'https://127.0.0.1/fcm/send/1',
      'https://[::1]/fcm/send/1',
    ]) {
      const body = expectProblem(await subscribe(cookie, endpoint), 400);
      expect(body.code, endpoint).toBe('push_endpoint_refused');
    }
    expect(await storedFor(userId)).toEqual([]);
  });

  it('refuses a push service host that resolves to a private, loopback or link-local address', async () => {
    const { cookie, userId } = await person();
    for (const bad of [
      '127.0.0.1',
      '10.1.2.3',
      '100.64.0.1',
      '169.254.169.254',
      '172.16.5.4',
      '192.168.1.1',
      '0.0.0.0',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      'fd00::1',
      'fe80::1',
    ]) {
      // One bad address among good ones is enough: the connection could pick it.
      answers.set('updates.push.services.mozilla.com', [PUBLIC_V4, bad]);
      const body = expectProblem(
        await subscribe(cookie, 'https://updates.push.services.mozilla.com/wpush/v2/x'),
        400,
      );
      expect(body.code, bad).toBe('push_endpoint_refused');
    }
    // Said in the person's language, as the web's toast shows it.
    const portuguese = await signUp(t.app, { role: 'customer', locale: 'pt-PT' });
    const inPortuguese = await subscribe(
      portuguese.cookie,
      'https://updates.push.services.mozilla.com/wpush/v2/x',
    );
    expect(expectProblem(inPortuguese, 400).detail).toBe('O endereço deste serviço de push não é público.');
    // A host that does not resolve cannot be checked: refused, not a 500.
    expect(expectProblem(await subscribe(cookie, 'https://web.push.apple.com/nowhere'), 400).code).toBe(
      'push_endpoint_refused',
    );
    expect(await storedFor(userId)).toEqual([]);
  });

  it('accepts each push service over https when its addresses are public', async () => {
    const { cookie, userId } = await person();
    const endpoints = [
      fcm('ok'),
      'https://updates.push.services.mozilla.com/wpush/v2/ok',
      'https://web.push.apple.com/ok',
      'https://wns2-by3p.notify.windows.com/w/?token=ok',
    ];
    for (const endpoint of endpoints) answers.set(new URL(endpoint).hostname, [PUBLIC_V4, PUBLIC_V6]);
    for (const endpoint of endpoints)
      expect((await subscribe(cookie, endpoint)).statusCode, endpoint).toBe(204);
    expect((await storedFor(userId)).sort()).toEqual([...endpoints].sort());
  });

  it('keeps at most 10 browsers per person, the newest, also when they subscribe in parallel', async () => {
    answers.set('fcm.googleapis.com', [PUBLIC_V4]);
    const one = await person();
    for (let i = 1; i <= 12; i++) expect((await subscribe(one.cookie, fcm(`one-${i}`))).statusCode).toBe(204);
    expect((await storedFor(one.userId)).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => fcm(`one-${i + 3}`)).sort(),
    );

    const many = await person();
    const answersInParallel = await Promise.all(
      Array.from({ length: 16 }, (_, i) => subscribe(many.cookie, fcm(`many-${i}`))),
    );
    expect(answersInParallel.map((r) => r.statusCode)).toEqual(Array(16).fill(204));
    expect(await storedFor(many.userId)).toHaveLength(10);
  });

  it('rate-limits subscribing: the 31st in an hour is refused with 429', async () => {
    answers.set('fcm.googleapis.com', [PUBLIC_V4]);
    const { cookie } = await person();
    for (let i = 0; i < 30; i++) expect((await subscribe(cookie, fcm(`rl-${i}`))).statusCode).toBe(204);
    const refused = expectProblem(await subscribe(cookie, fcm('rl-31')), 429);
    expect(refused.code).toBe('rate_limited');
  });
});

describe('the worker checks the endpoint again right before sending', () => {
  const notificationFor = async (userId: string) =>
    (await t.db.transaction((tx) => notify(t.app.ctx, tx, { userId, type: 'booking_reminder' }))) ?? '';

  it('re-resolves the host and refuses to send once it points at a private address', async () => {
    const { cookie, userId } = await person();
    answers.set('fcm.googleapis.com', [PUBLIC_V4]);
    expect((await subscribe(cookie, fcm('rebound'))).statusCode).toBe(204);
    // DNS changed since the subscription (rebinding): the host now says loopback.
    answers.set('fcm.googleapis.com', ['::ffff:127.0.0.1']);
    asked.length = 0;
    const outcome = await deliverPush(t.app.ctx, await notificationFor(userId));
    expect(asked).toEqual(['fcm.googleapis.com']);
    expect(outcome).toEqual({ sent: 0, gone: 0, refused: 1, failed: 0 });
    // DNS may point back later: the subscription is kept.
    expect(await storedFor(userId)).toEqual([fcm('rebound')]);
  });

  it('never sends to a stored endpoint that names no push service (kept from before the rule), and drops it', async () => {
    const { userId } = await person();
    const legacy = subscription(`${internalBase}/legacy`);
    await t.db
      .insert(pushSubscriptions)
      .values({ userId, endpoint: legacy.endpoint, p256dh: legacy.keys.p256dh, auth: legacy.keys.auth });
    internalHits.length = 0;
    const outcome = await deliverPush(t.app.ctx, await notificationFor(userId));
    expect(internalHits).toEqual([]);
    expect(outcome).toMatchObject({ sent: 0, refused: 1 });
    expect(await storedFor(userId)).toEqual([]);
  });
});

describe('the tests-only seam for a local push service', () => {
  it('is refused outside NODE_ENV=test', () => {
    for (const NODE_ENV of ['development', 'production'] as const) {
      const issues = (() => {
        try {
          loadConfig({ ...TEST_ENV, NODE_ENV, PUSH_TEST_ORIGINS: 'http://127.0.0.1:9999' });
          return [];
        } catch (err) {
          return err instanceof ConfigError ? err.issues : [];
        }
      })();
      expect(issues.join('\n'), NODE_ENV).toContain('PUSH_TEST_ORIGINS: is for tests only');
    }
    expect(loadConfig({ ...TEST_ENV, PUSH_TEST_ORIGINS: 'http://127.0.0.1:9999' }).pushTestOrigins).toEqual([
      'http://127.0.0.1:9999',
    ]);
    expect(loadConfig({ ...TEST_ENV }).pushTestOrigins).toEqual([]);
  });
});
