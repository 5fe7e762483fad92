import type { AddressInfo } from 'node:net';
import { profiles } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishLiveEvent } from '../../src/lib/live-events';
import { SESSION_CHECK_MS, StreamSessions } from '../../src/modules/notifications/event-stream-sessions';
import { cookieFrom, me, PASSWORD, signIn, signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

// Issue 30, finding 8: an event stream outlived its session (decision 042).

const t = useTestApp();
let base = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

/** The contract: a stream ends within 5 s of its session's end. */
const ENDS_WITHIN_MS = 5_000;

/** Opens a real event stream; `ended` resolves when the server ends it. */
async function openStream(cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/events`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  let text = '';
  let endedAt: number | null = null;
  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      text += value;
    }
    endedAt = Date.now();
  })();
  return {
    res,
    ended,
    isOpen: () => endedAt === null,
    text: () => text,
    endedAt: () => endedAt,
    close: () => controller.abort(),
  };
}
type Stream = Awaited<ReturnType<typeof openStream>>;

/** Waits for the stream to be told it is connected, so what follows happens to a live stream. */
async function connected(stream: Stream) {
  expect(stream.res.status).toBe(200);
  await expect.poll(() => stream.text()).toContain(': connected');
}

async function expectEndsSoon(stream: Stream, since: number) {
  await expect.poll(() => stream.isOpen(), { timeout: ENDS_WITHIN_MS }).toBe(false);
  expect(stream.endedAt()! - since).toBeLessThan(ENDS_WITHIN_MS);
}

const userIdOf = async (cookie: string) => (await me(t.app, cookie)).json().user.id as string;

describe('an event stream ends with its session', () => {
  it('ends when its session signs out', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const stream = await openStream(cookie);
    try {
      await connected(stream);
      const since = Date.now();
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
      expect(out.statusCode, out.body).toBe(200);
      await expectEndsSoon(stream, since);
    } finally {
      stream.close();
    }
  });

  it('ends when the account is suspended', async () => {
    const { cookie } = await signUp(t.app, { role: 'cleaner' });
    const userId = await userIdOf(cookie);
    const stream = await openStream(cookie);
    try {
      await connected(stream);
      const since = Date.now();
      // The column an admin's suspension sets (its route also ends the sessions; this alone must be enough).
      await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.userId, userId));
      await expectEndsSoon(stream, since);
    } finally {
      stream.close();
    }
  });

  it('a password change ends the streams of the sessions it ends, not the one that changed it', async () => {
    const { email, cookie } = await signUp(t.app, { role: 'customer' });
    const otherPhone = cookieFrom(await signIn(t.app, email));
    const kept = await openStream(cookie);
    const ended = await openStream(otherPhone);
    try {
      await connected(kept);
      await connected(ended);
      const since = Date.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/me/password',
        headers: { cookie },
        payload: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' },
      });
      expect(res.statusCode, res.body).toBe(204);
      await expectEndsSoon(ended, since);
      // The check that ended the other one kept this one: it still hears the person's events.
      const userId = await userIdOf(cookie);
      await t.db.transaction((tx) => publishLiveEvent(tx, [userId], 'notification', { id: 'after-change' }));
      await expect.poll(() => kept.text()).toContain('after-change');
      expect(kept.isOpen()).toBe(true);
    } finally {
      kept.close();
      ended.close();
    }
  });

  it('ends when the account is deleted', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const stream = await openStream(cookie);
    try {
      await connected(stream);
      const since = Date.now();
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/me',
        headers: { cookie },
        payload: { password: PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(204);
      await expectEndsSoon(stream, since);
    } finally {
      stream.close();
    }
  });
});

describe('at most 5 open streams per person', () => {
  it('refuses a 6th with 429 problem+json; a slot freed by a closed stream is open again', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const other = await signUp(t.app, { role: 'customer' });
    const streams = await Promise.all(Array.from({ length: 5 }, () => openStream(cookie)));
    try {
      for (const s of streams) await connected(s);
      const sixth = await fetch(`${base}/api/v1/events`, {
        headers: { cookie, accept: 'text/event-stream' },
      });
      expect(sixth.status).toBe(429);
      expect(sixth.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(((await sixth.json()) as { code: string }).code).toBe('too_many_event_streams');
      // Someone else is not held back by this person's streams.
      const theirs = await openStream(other.cookie);
      await connected(theirs);
      theirs.close();

      streams[0]!.close();
      await expect
        .poll(async () => {
          const again = await openStream(cookie);
          const status = again.res.status;
          if (status === 200) streams.push(again);
          else again.close();
          return status;
        })
        .toBe(200);
    } finally {
      for (const s of streams) s.close();
    }
  });
});

describe('the periodic check', () => {
  it('ends a stream whose session ended with no change heard (an expiry), at least every minute', async () => {
    expect(SESSION_CHECK_MS).toBeLessThanOrEqual(60_000);
    const live = new Set(['session-a', 'session-b']);
    const ended: string[] = [];
    const streams = new StreamSessions({
      stillLive: async (ids) => new Set(ids.filter((id) => live.has(id))),
      log: t.app.log,
      checkEveryMs: 20,
    });
    try {
      streams.admit('user-a', 'session-a', () => ended.push('a'));
      streams.admit('user-b', 'session-b', () => ended.push('b'));
      live.delete('session-b');
      await expect.poll(() => ended).toEqual(['b']);
      expect(streams.size).toBe(1);
    } finally {
      streams.stop();
    }
  });
});
