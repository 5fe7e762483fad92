// Signed-in sessions remembered between requests (decision 034): answered without a database round trip, and
// forgotten the moment PostgreSQL reports a change to the user's session, account or profile — from this process,
// another connection or another API process.
import {
  AUTH_CHANGES_CHANNEL,
  ChangeFeed,
  changeFeedOf,
  createDb,
  profiles,
  sessions,
  users,
} from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { sessionCookieName } from '../../src/lib/session-cookie';
import { createAuth } from '../../src/modules/auth/create-auth';
import { SessionCache } from '../../src/modules/auth/session-cache';
import { signedSessionToken } from '../../src/modules/auth/session-lookup';
import { expectProblem, me, signUp } from '../helpers/auth';
import { fakeListeningConnection } from '../helpers/fake-listening-connection';
import { send } from '../helpers/http';
import { connectionsTaken, useOtherApp, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const tokenOf = (cookie: string) =>
  signedSessionToken(cookie, t.app.ctx.config.authSecret, sessionCookieName(createAuth(t.app.ctx).options)) ??
  '';
const userIdOf = async (cookie: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, tokenOf(cookie)))
  )[0]!.userId;

describe('a signed-in request', () => {
  it('is answered from memory after the first, without a database read', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    expect(await connectionsTaken(t, () => me(t.app, cookie))).toBeGreaterThan(0);
    let res = await me(t.app, cookie);
    expect(await connectionsTaken(t, async () => (res = await me(t.app, cookie)))).toBe(0);
    expect(res.statusCode).toBe(200);
  });

  it("shows the person's own change at once, made through the API or straight in the database", async () => {
    const { cookie } = await signUp(t.app, { role: 'customer', name: 'Before Name' });
    expect((await me(t.app, cookie)).json().profile.fullName).toBe('Before Name');
    const patched = await send(t.app, 'PATCH', cookie, '/api/v1/me/profile', { fullName: 'After Name' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await me(t.app, cookie)).json().profile.fullName).toBe('After Name');

    await t.db
      .update(profiles)
      .set({ fullName: 'Third Name' })
      .where(eq(profiles.userId, await userIdOf(cookie)));
    expect((await me(t.app, cookie)).json().profile.fullName).toBe('Third Name');
  });

  it('is refused at once after sign-out, and once the session row is gone', async () => {
    const a = await signUp(t.app, { role: 'customer' });
    await me(t.app, a.cookie);
    const out = await send(t.app, 'POST', a.cookie, '/api/auth/sign-out');
    expect(out.statusCode, out.body).toBe(200);
    expectProblem(await me(t.app, a.cookie), 401);

    const b = await signUp(t.app, { role: 'customer' });
    await me(t.app, b.cookie);
    await t.db.delete(sessions).where(eq(sessions.token, tokenOf(b.cookie)));
    expectProblem(await me(t.app, b.cookie), 401);
  });

  it('hears a change committed on a connection outside the pool', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const userId = await userIdOf(cookie);
    await me(t.app, cookie);
    const outside = new pg.Client({ connectionString: t.databaseUrl });
    await outside.connect();
    try {
      await outside.query('update users set email_verified = true where id = $1', [userId]);
      await vi.waitFor(async () => expect((await me(t.app, cookie)).json().user.emailVerified).toBe(true));
      await outside.query('update profiles set suspended_at = now() where user_id = $1', [userId]);
      await vi.waitFor(async () => expectProblem(await me(t.app, cookie), 403));
    } finally {
      await outside.end();
    }
  });
});

describe('two API processes on one database', () => {
  const other = useOtherApp(t);

  it('a session ended through one is refused by the other, which had it in memory', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    expect((await me(other.app, cookie)).statusCode).toBe(200);
    expect((await me(other.app, cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(out.statusCode, out.body).toBe(200);
    await vi.waitFor(async () => expectProblem(await me(other.app, cookie), 401));
  });

  it('a name changed through one shows through the other', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer', name: 'First Name' });
    expect((await me(other.app, cookie)).json().profile.fullName).toBe('First Name');
    await send(t.app, 'PATCH', cookie, '/api/v1/me/profile', { fullName: 'Second Name' });
    await vi.waitFor(async () =>
      expect((await me(other.app, cookie)).json().profile.fullName).toBe('Second Name'),
    );
  });
});

describe('SESSION_CACHE=false', () => {
  const off = useOtherApp(t, { SESSION_CACHE: 'false' });

  it('reads the session from the database on every request', async () => {
    const { cookie } = await signUp(off.app, { role: 'customer' });
    await me(off.app, cookie);
    let taken = 0;
    off.db.$client.on('acquire', () => taken++);
    expect((await me(off.app, cookie)).statusCode).toBe(200);
    expect(taken).toBeGreaterThan(0);
  });
});

describe('the triggers behind the feed', () => {
  it("name the user of a changed account, session or profile, and '*' for a TRUNCATE", async () => {
    const a = await userIdOf((await signUp(t.app, { role: 'customer' })).cookie);
    const b = await userIdOf((await signUp(t.app, { role: 'customer' })).cookie);
    // One connection: each change is heard once, in commit order.
    const single = createDb(t.databaseUrl, { max: 1, changeFeeds: [AUTH_CHANGES_CHANNEL] });
    const heard: (string | null)[] = [];
    changeFeedOf(single.pool, AUTH_CHANGES_CHANNEL)!.subscribe((id) => heard.push(id));
    try {
      await single.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, a));
      // An update that changes nothing says nothing.
      await single.db.execute(sql`update users set name = name where id = ${a}`);
      await single.db.update(profiles).set({ phone: '+351 912 345 678' }).where(eq(profiles.userId, b));
      await single.db.delete(sessions).where(eq(sessions.userId, a));
      expect(heard).toEqual([a, b, a]);
      await single.db.execute('truncate sessions');
      expect(heard).toEqual([a, b, a, null]);
    } finally {
      await single.close();
    }
  });

  it('is installed only where asked for: tools (backups, the CLI) listen to nothing', async () => {
    const tool = createDb(t.databaseUrl, { max: 1 });
    try {
      expect(changeFeedOf(tool.pool, AUTH_CHANGES_CHANNEL)).toBeNull();
    } finally {
      await tool.close();
    }
  });
});

/** A stand-in connection: LISTEN answers at once; the test sends notifications and ends it. */
const fakeConnection = () => fakeListeningConnection(AUTH_CHANGES_CHANNEL);

describe('SessionCache', () => {
  interface Row {
    userId: string;
    name: string;
  }
  const row = (userId: string): Row => ({ userId, name: `name of ${userId}` });
  const keepAll = () => true;

  async function liveCache(options = {}) {
    const feed = new ChangeFeed(AUTH_CHANGES_CHANNEL);
    const connection = fakeConnection();
    await feed.attach(connection.client);
    return { feed, connection, cache: new SessionCache<Row>(feed, options) };
  }

  it('keeps a read, and forgets it when its user changes', async () => {
    const { cache, connection } = await liveCache();
    const read = vi.fn(async (token: string) => row(`u-${token}`));
    await cache.get('a', read, keepAll);
    await cache.get('a', read, keepAll);
    await cache.get('b', read, keepAll);
    expect(read).toHaveBeenCalledTimes(2);
    connection.notify('u-a');
    await cache.get('a', read, keepAll);
    await cache.get('b', read, keepAll);
    expect(read).toHaveBeenCalledTimes(3);
    connection.notify('*');
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that a change overlapped, nor what `keep` refuses', async () => {
    const { cache, connection } = await liveCache();
    let finish = (_: Row) => {};
    const pending = cache.get('a', () => new Promise<Row>((resolve) => (finish = resolve)), keepAll);
    connection.notify('someone-else');
    finish(row('u-a'));
    expect(await pending).toEqual(row('u-a'));
    expect(cache.size).toBe(0);
    await cache.get(
      'b',
      async () => row('u-b'),
      () => false,
    );
    expect(cache.size).toBe(0);
    await cache.get('c', async () => null, keepAll);
    expect(cache.size).toBe(0);
  });

  it('keeps nothing while no connection listens, and forgets everything when the last one ends', async () => {
    const { cache, connection, feed } = await liveCache();
    await cache.get('a', async () => row('u-a'), keepAll);
    expect(cache.size).toBe(1);
    connection.end();
    expect(feed.live).toBe(false);
    expect(cache.size).toBe(0);
    await cache.get('a', async () => row('u-a'), keepAll);
    expect(cache.size).toBe(0);
  });

  it('forgets everything when any listening connection ends, even with another still listening', async () => {
    const { cache, feed } = await liveCache();
    const newer = fakeConnection();
    await feed.attach(newer.client);
    await cache.get('a', async () => row('u-a'), keepAll);
    const generation = feed.generation;
    newer.end();
    expect(feed.live).toBe(true);
    expect(cache.size).toBe(0);
    expect(feed.generation).toBeGreaterThan(generation);
  });

  it('stops hearing the feed once closed (the app closing while the pool lives on)', async () => {
    const { cache, connection } = await liveCache();
    await cache.get('a', async () => row('u-a'), keepAll);
    cache.close();
    connection.notify('u-a');
    expect(cache.size).toBe(1);
  });

  it('reads again after its time to live, keeps at most maxEntries, and hands out frozen rows', async () => {
    let now = 0;
    const { cache } = await liveCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    const read = vi.fn(async (token: string) => row(`u-${token}`));
    const kept = await cache.get('a', read, keepAll);
    expect(() => Object.assign(kept!, { name: 'changed' })).toThrow(TypeError);
    now = 999;
    await cache.get('a', read, keepAll);
    expect(read).toHaveBeenCalledTimes(1);
    now = 1000;
    await cache.get('a', read, keepAll);
    expect(read).toHaveBeenCalledTimes(2);
    await cache.get('b', read, keepAll);
    await cache.get('c', read, keepAll);
    expect(cache.size).toBe(2);
    await cache.get('a', read, keepAll);
    expect(read).toHaveBeenCalledTimes(5);
  });
});
