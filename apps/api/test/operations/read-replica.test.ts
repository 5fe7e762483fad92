import { createCleaner, isConnectionError } from '@limpa/db';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import {
  RECENT_WRITE_COOKIE,
  recentWriteCookie,
  recentWriteKey,
  wroteRecently,
} from '../../src/lib/recent-write-cookie';
import { ReplicaMonitor } from '../../src/lib/replica-monitor';
import { adminSignedIn, customerWithAddressAndCard, futureDate } from '../helpers/booking-fixtures';
import { buildTestApp, createTestDatabase, type TestApp } from '../helpers/test-app';

/**
 * Decision 081. The "replica" is another database on the same server, cloned from the same template: whatever
 * the tests write goes to the primary only, so an answer shows which of the two it was read from. Its services
 * say so in their descriptions.
 */
const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const FROM_REPLICA = 'answered by the replica';
const UNREACHABLE = 'postgres://nobody@127.0.0.1:1/none';

let t: TestApp & { databaseUrl: string };
let down: TestApp;
let replicaUrl: string;

beforeAll(async () => {
  replicaUrl = (await createTestDatabase()).url;
  const client = new pg.Client({ connectionString: replicaUrl });
  await client.connect();
  await client.query('update services set description = $1', [FROM_REPLICA]);
  await client.end();
  t = await buildTestApp({ env: { DATABASE_REPLICA_URL: replicaUrl, METRICS_TOKEN: TOKEN } });
  down = await buildTestApp({ env: { DATABASE_REPLICA_URL: UNREACHABLE, METRICS_TOKEN: TOKEN } });
});

afterAll(async () => {
  await t?.close();
  await down?.close();
});

/** The Cookie header without the recent-write mark: the same session, as it is once the mark has run out. */
const withoutMark = (cookie: string) =>
  cookie
    .split('; ')
    .filter((c) => !c.startsWith(`${RECENT_WRITE_COOKIE}=`))
    .join('; ');

const get = (app: TestApp['app'], url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const descriptions = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return new Set(res.json().map((s: { description: string }) => s.description));
};

async function metric(app: TestApp['app'], series: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const line = res.body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('reads through the replica (decision 081)', () => {
  it('serves the catalogue from the replica to a visitor who wrote nothing', async () => {
    const before = await metric(t.app, 'limpa_db_replica_reads_total');
    expect(descriptions(await get(t.app, '/api/v1/services'))).toEqual(new Set([FROM_REPLICA]));
    expect(await metric(t.app, 'limpa_db_replica_reads_total')).toBe(before + 1);
  });

  it('marks a successful write for REPLICA_STICKY_SECONDS, and the session then reads the primary', async () => {
    const customer = await customerWithAddressAndCard(t.app, t.db);
    const mark = customer.cookie.split('; ').find((c) => c.startsWith(`${RECENT_WRITE_COOKIE}=`));
    expect(mark).toBeDefined();
    expect(descriptions(await get(t.app, '/api/v1/services', customer.cookie)).has(FROM_REPLICA)).toBe(false);
    expect(descriptions(await get(t.app, '/api/v1/services', withoutMark(customer.cookie)))).toEqual(
      new Set([FROM_REPLICA]),
    );
  });

  it('sets the mark on writes that succeed only, with a five-second life', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/addresses', payload: {} });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(String(refused.headers['set-cookie'] ?? '')).not.toContain(RECENT_WRITE_COOKIE);
    expect(String((await get(t.app, '/api/v1/services')).headers['set-cookie'] ?? '')).not.toContain(
      RECENT_WRITE_COOKIE,
    );
    const customer = await customerWithAddressAndCard(t.app, t.db);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: customer.email, password: 'correct horse battery' },
    });
    const set = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []);
    expect(set.find((c) => c.startsWith(`${RECENT_WRITE_COOKIE}=`))).toMatch(
      /Max-Age=5; HttpOnly; SameSite=Lax/,
    );
  });

  it('honours a mark another API process set (nothing kept in memory)', async () => {
    const other = await buildTestApp({
      databaseUrl: t.databaseUrl,
      env: { DATABASE_REPLICA_URL: replicaUrl, METRICS_TOKEN: TOKEN },
    });
    try {
      const customer = await customerWithAddressAndCard(t.app, t.db);
      const services = (cookie: string) => get(other.app, '/api/v1/services', cookie);
      expect(descriptions(await services(customer.cookie)).has(FROM_REPLICA)).toBe(false);
      expect(descriptions(await services(withoutMark(customer.cookie)))).toEqual(new Set([FROM_REPLICA]));
    } finally {
      await other.close();
    }
  });

  it('ignores a mark whose signature is not ours', async () => {
    const forged = `${RECENT_WRITE_COOKIE}=${Date.now() + 60_000}.${'A'.repeat(22)}`;
    expect(descriptions(await get(t.app, '/api/v1/services', forged))).toEqual(new Set([FROM_REPLICA]));
  });

  it('answers provider search, profiles and free times from the replica, and from the primary after a write', async () => {
    const cleaner = await createCleaner(t.db);
    const customer = await customerWithAddressAndCard(t.app, t.db);
    const stale = withoutMark(customer.cookie);
    const ids = (res: LightMyRequestResponse) => res.json().items.map((c: { userId: string }) => c.userId);

    // The replica has neither the new cleaner nor the customer's address: what read-your-writes is for.
    expect(ids(await get(t.app, '/api/v1/providers', stale))).not.toContain(cleaner.user.id);
    expect((await get(t.app, `/api/v1/providers/${cleaner.user.id}`, stale)).statusCode).toBe(404);
    const slots = `/api/v1/slots?date=${futureDate(10)}&addressId=${customer.address.id}`;
    expect((await get(t.app, slots, stale)).statusCode).toBe(404);

    expect(ids(await get(t.app, '/api/v1/providers', customer.cookie))).toContain(cleaner.user.id);
    expect((await get(t.app, `/api/v1/providers/${cleaner.user.id}`, customer.cookie)).statusCode).toBe(200);
    expect((await get(t.app, slots, customer.cookie)).statusCode).toBe(200);
  });

  it('answers admin lists from the replica', async () => {
    const { cookie } = await adminSignedIn(t.app, t.db);
    const names = (res: LightMyRequestResponse) =>
      res.json().items.map((u: { fullName: string }) => u.fullName);
    expect(names(await get(t.app, '/api/v1/admin/users', withoutMark(cookie)))).not.toContain('Ada Admin');
    expect(names(await get(t.app, '/api/v1/admin/users', cookie))).toContain('Ada Admin');
  });

  it('sends reads to the primary while the replica is marked down or lagging, and counts them', async () => {
    const monitor = t.app.replicaMonitor!;
    await monitor.stop();
    try {
      for (const state of ['down', 'lagging'] as const) {
        const series = `limpa_db_replica_fallbacks_total{reason="${state}"}`;
        const before = await metric(t.app, series);
        monitor.state = state;
        expect(descriptions(await get(t.app, '/api/v1/services')).has(FROM_REPLICA)).toBe(false);
        expect(await metric(t.app, series)).toBe(before + 1);
      }
      // The next check finds it well (lag 0: this "replica" is no standby) and reads return to it.
      await monitor.check();
      expect(monitor.state).toBe('ok');
      expect(await metric(t.app, 'limpa_db_replica_lag_seconds')).toBe(0);
      expect(descriptions(await get(t.app, '/api/v1/services'))).toEqual(new Set([FROM_REPLICA]));
    } finally {
      monitor.start();
    }
  });
});

describe('a replica that cannot be reached (decision 081)', () => {
  it('retries each read on the primary: 200, never an error, and the fallback counted', async () => {
    const customer = await customerWithAddressAndCard(down.app, down.db);
    const cookie = withoutMark(customer.cookie);
    const monitor = down.app.replicaMonitor!;
    await monitor.stop();
    const urls = [
      '/api/v1/services',
      '/api/v1/faq',
      '/api/v1/providers',
      `/api/v1/slots?date=${futureDate(10)}&addressId=${customer.address.id}`,
    ];
    const series = 'limpa_db_replica_fallbacks_total{reason="error"}';
    const before = await metric(down.app, series);
    for (const url of urls) {
      // As if the last check had found it well: the query itself meets the refused connection.
      monitor.state = 'ok';
      const res = await get(down.app, url, cookie);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(monitor.state).toBe('down');
    }
    expect(await metric(down.app, series)).toBeGreaterThanOrEqual(before + urls.length);
  });

  it('is found down by its check, and reads skip it without trying', async () => {
    const monitor = down.app.replicaMonitor!;
    monitor.state = 'ok';
    await monitor.check();
    expect(monitor.state).toBe('down');
    const series = 'limpa_db_replica_fallbacks_total{reason="down"}';
    const before = await metric(down.app, series);
    expect((await get(down.app, '/api/v1/services')).statusCode).toBe(200);
    expect(await metric(down.app, series)).toBe(before + 1);
  });
});

describe('DATABASE_REPLICA_URL (decision 081)', () => {
  const url = 'postgres://limpa@db.example.test/limpa';

  it('is off unless set, and takes its bounds from the environment', () => {
    expect(loadConfig({}).replica).toBeNull();
    expect(loadConfig({ DATABASE_URL: url, DATABASE_REPLICA_URL: url }).replica).toEqual({
      url,
      stickySeconds: 5,
      maxLagSeconds: 10,
    });
  });

  it.each([
    [{ DATABASE_REPLICA_URL: url }, 'DATABASE_REPLICA_URL'],
    [{ DATABASE_URL: url, DATABASE_REPLICA_URL: 'mysql://x' }, 'DATABASE_REPLICA_URL'],
    [{ DATABASE_URL: url, DATABASE_REPLICA_URL: url, REPLICA_STICKY_SECONDS: '0' }, 'REPLICA_STICKY_SECONDS'],
    [
      { DATABASE_URL: url, DATABASE_REPLICA_URL: url, REPLICA_MAX_LAG_SECONDS: 'x' },
      'REPLICA_MAX_LAG_SECONDS',
    ],
  ])('refuses %j', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });
});

describe('the replica check (decision 081)', () => {
  const metrics = { replicaLag: () => {} };

  it('leaves a replica over the lag bound, and comes back once it catches up', async () => {
    let lag = 12;
    const monitor = new ReplicaMonitor(async () => lag, 10, metrics);
    await monitor.check();
    expect(monitor).toMatchObject({ state: 'lagging', lagSeconds: 12 });
    lag = 0.2;
    await monitor.check();
    expect(monitor).toMatchObject({ state: 'ok', lagSeconds: 0.2 });
  });

  it('counts a replica whose check fails as down', async () => {
    const monitor = new ReplicaMonitor(() => Promise.reject(new Error('ECONNREFUSED')), 10, metrics);
    await monitor.check();
    expect(monitor.state).toBe('down');
  });
});

describe('the recent-write mark (decision 081)', () => {
  const key = recentWriteKey('x'.repeat(32));
  const now = 1_800_000_000_000;
  const header = (cookie: string) => `a=b; ${cookie.split(';')[0]}`;

  it('holds for its seconds and no longer', () => {
    const cookie = recentWriteCookie(key, 5, now, true);
    expect(cookie).toMatch(/; Secure$/);
    expect(wroteRecently(header(cookie), key, now + 4_999)).toBe(true);
    expect(wroteRecently(header(cookie), key, now + 5_000)).toBe(false);
  });

  it('is refused when its time is pushed back or it was signed with another key', () => {
    const cookie = header(recentWriteCookie(key, 5, now, false));
    expect(wroteRecently(cookie.replace(String(now + 5_000), String(now + 500_000)), key, now)).toBe(false);
    expect(wroteRecently(cookie, recentWriteKey('y'.repeat(32)), now)).toBe(false);
    expect(wroteRecently(undefined, key, now)).toBe(false);
  });
});

describe('which errors send a read to the primary', () => {
  it.each([
    [{ code: 'ECONNREFUSED' }, true],
    [{ code: '57P01' }, true],
    [{ code: '08006' }, true],
    [{ message: 'Connection terminated unexpectedly' }, true],
    [{ code: '23505' }, false],
    [{ code: '42P01' }, false],
    [null, false],
  ])('%j → %s', (err, expected) => {
    expect(isConnectionError(err)).toBe(expected);
  });
});
