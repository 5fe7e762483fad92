import { liveEvents } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishLiveEvent } from '../../src/lib/live-events';
import { trimLiveEvents } from '../../src/modules/notifications/live-events.repository';
import { pendingBooking } from '../helpers/booking-fixtures';
import { listening, openEventStream } from '../helpers/event-stream';
import { buildTestApp, type TestApp, useTestApp } from '../helpers/test-app';

/** Two API instances on one database (decision 082): a stream dropped on one resumes on the other. */
const a = useTestApp();
let b: TestApp;
let baseA: string;
let baseB: string;

beforeAll(async () => {
  b = await buildTestApp({ databaseUrl: a.databaseUrl });
  baseA = await listening(a.app);
  baseB = await listening(b.app);
});
afterAll(() => b?.close());

const postMessage = (app: TestApp['app'], bookingId: string, cookie: string, body: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${bookingId}/messages`,
    headers: { cookie },
    payload: { body },
  });

const ids = (events: { id: string | undefined }[]) => events.map((e) => Number(e.id));

describe('live events resume from Last-Event-ID', () => {
  it('replays on instance A, in order, what was sent while the stream on B was away, then goes on live', async () => {
    const booking = await pendingBooking(a.app, a.db);
    const first = await openEventStream(baseB, booking.customer.cookie);
    await expect.poll(() => first.lastId).toMatch(/^\d+$/);
    const before = await postMessage(a.app, booking.id, booking.cleaner.cookie, 'While you watch');
    await expect.poll(() => first.events.filter((e) => e.event === 'message').length).toBe(1);
    const resumeFrom = first.lastId!;
    first.close();

    // Away: two messages (each with its notification), through both instances.
    const missed1 = await postMessage(a.app, booking.id, booking.cleaner.cookie, 'Missed one');
    const missed2 = await postMessage(b.app, booking.id, booking.cleaner.cookie, 'Missed two');
    expect([missed1.statusCode, missed2.statusCode]).toEqual([201, 201]);

    const again = await openEventStream(baseA, booking.customer.cookie, { lastEventId: resumeFrom });
    try {
      expect(again.res.status).toBe(200);
      await expect.poll(() => again.events.filter((e) => e.event === 'message').length).toBe(2);
      expect(again.events.filter((e) => e.event === 'message').map((e) => e.data.id)).toEqual([
        missed1.json().id,
        missed2.json().id,
      ]);
      expect(again.events.map((e) => e.data.id)).not.toContain(before.json().id);
      // Then live, through the other instance, with a higher id; every id once and growing.
      const live = await postMessage(b.app, booking.id, booking.cleaner.cookie, 'Back again');
      await expect.poll(() => again.events.filter((e) => e.event === 'message').length).toBe(3);
      expect(again.events.filter((e) => e.event === 'message').at(-1)?.data.id).toBe(live.json().id);
      const seen = ids(again.events);
      expect(seen).toEqual([...seen].sort((x, y) => x - y));
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen[0]).toBeGreaterThan(Number(resumeFrom));
    } finally {
      again.close();
    }
  });

  it('takes the position as ?lastEventId= too (a stream the page opens anew)', async () => {
    const booking = await pendingBooking(a.app, a.db);
    const first = await openEventStream(baseA, booking.cleaner.cookie);
    await expect.poll(() => first.lastId).toMatch(/^\d+$/);
    first.close();
    const missed = await postMessage(b.app, booking.id, booking.customer.cookie, 'Hello');
    const again = await openEventStream(baseB, booking.cleaner.cookie, {
      query: `?lastEventId=${first.lastId}`,
    });
    try {
      await expect
        .poll(() => again.events.find((e) => e.event === 'message')?.data.id)
        .toBe(missed.json().id);
    } finally {
      again.close();
    }
  });

  it("an id from another person's stream replays only one's own events", async () => {
    const victim = await pendingBooking(a.app, a.db);
    const watcher = await openEventStream(baseA, victim.customer.cookie);
    const secret = await postMessage(a.app, victim.id, victim.cleaner.cookie, 'Private');
    await expect.poll(() => watcher.events.filter((e) => e.event === 'message').length).toBe(1);
    watcher.close();
    const stranger = await pendingBooking(a.app, a.db);
    const victimsId = Number(watcher.events[0]!.id);
    // The stranger resumes from just before the victim's event: nothing of the victim's comes back.
    const stream = await openEventStream(baseB, stranger.customer.cookie, {
      lastEventId: String(victimsId - 1),
    });
    try {
      const own = await a.db
        .select({ id: liveEvents.id })
        .from(liveEvents)
        .where(
          sql`${liveEvents.userId} = ${stranger.customer.userId} and ${liveEvents.id} > ${victimsId - 1}`,
        );
      await expect.poll(() => stream.events.length).toBe(own.length);
      expect(ids(stream.events)).toEqual(own.map((r) => r.id).sort((x, y) => x - y));
      expect(JSON.stringify(stream.events)).not.toContain(secret.json().id);
      expect(JSON.stringify(stream.events)).not.toContain(victim.id);
    } finally {
      stream.close();
    }
  });

  it('refuses a position that is not a whole number with 400', async () => {
    const booking = await pendingBooking(a.app, a.db);
    for (const opts of [{ lastEventId: 'abc' }, { query: '?lastEventId=-1' }]) {
      const res = await fetch(`${baseA}/api/v1/events${opts.query ?? ''}`, {
        headers: {
          cookie: booking.customer.cookie,
          accept: 'text/event-stream',
          ...(opts.lastEventId ? { 'last-event-id': opts.lastEventId } : {}),
        },
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/problem\+json/);
      expect(((await res.json()) as { code: string }).code).toBe('validation_error');
    }
  });

  it('numbers a person’s events in commit order: a transaction committing later gets the higher id', async () => {
    const booking = await pendingBooking(a.app, a.db);
    const userId = booking.customer.userId;
    let releaseEarly!: () => void;
    const early = new Promise<void>((resolve) => {
      releaseEarly = resolve;
    });
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => {
      wrote = resolve;
    });
    // The first writes its event, then waits; the second writes and commits; then the first commits.
    const slow = a.db.transaction(async (tx) => {
      await publishLiveEvent(tx, [userId], 'booking', { id: 'slow' });
      wrote();
      await early;
    });
    await written;
    await a.db.transaction((tx) => publishLiveEvent(tx, [userId], 'booking', { id: 'fast' }));
    releaseEarly();
    await slow;
    const rows = await a.db
      .select({ id: liveEvents.id, data: liveEvents.data })
      .from(liveEvents)
      .where(sql`${liveEvents.userId} = ${userId} and ${liveEvents.data} ->> 'id' in ('slow', 'fast')`)
      .orderBy(liveEvents.id);
    expect(rows.map((r) => r.data.id)).toEqual(['fast', 'slow']);
    expect(rows.every((r) => r.id > 0)).toBe(true);
  });

  it('a rolled-back change leaves no event behind', async () => {
    const booking = await pendingBooking(a.app, a.db);
    await a.db
      .transaction(async (tx) => {
        await publishLiveEvent(tx, [booking.customer.userId], 'booking', { id: 'never' });
        throw new Error('rolled back');
      })
      .catch(() => {});
    const rows = await a.db.select().from(liveEvents).where(sql`${liveEvents.data} ->> 'id' = 'never'`);
    expect(rows).toEqual([]);
  });

  it('the daily sweep trims events older than 48 hours and keeps the rest', async () => {
    const booking = await pendingBooking(a.app, a.db);
    const now = new Date();
    const mine = eq(liveEvents.userId, booking.customer.userId);
    const rows = await a.db.select({ id: liveEvents.id }).from(liveEvents).where(mine).orderBy(liveEvents.id);
    expect(rows.length).toBeGreaterThan(0);
    // Every event so far is made old; one newer is written after.
    await a.db.update(liveEvents).set({ createdAt: new Date(now.getTime() - 49 * 3_600_000) });
    await a.db.transaction((tx) =>
      publishLiveEvent(tx, [booking.customer.userId], 'booking', { id: 'kept' }),
    );
    expect(await trimLiveEvents(a.db, now)).toBeGreaterThanOrEqual(rows.length);
    const left = await a.db.select({ data: liveEvents.data }).from(liveEvents).where(mine);
    expect(left.map((r) => r.data.id)).toEqual(['kept']);
  });
});
