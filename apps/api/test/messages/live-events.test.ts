import type { AddressInfo } from 'node:net';
import { AUTH_CHANGES_CHANNEL } from '@limpa/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingBooking } from '../helpers/booking-fixtures';
import { openEventStream } from '../helpers/event-stream';
import { buildTestApp, type TestApp, useTestApp } from '../helpers/test-app';

/** Instance A serves the requests; instance B (same database, own LISTEN connection) holds the event streams. */
const a = useTestApp();
let b: TestApp & { databaseUrl: string };
let baseB: string;

beforeAll(async () => {
  b = await buildTestApp({ databaseUrl: a.databaseUrl });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  baseB = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
});
afterAll(() => b?.close());

/** Opens a real event stream on instance B. */
const openStream = (cookie: string) => openEventStream(baseB, cookie);

describe('live events across API processes', () => {
  it('a message posted through instance A reaches the SSE stream of the other side on instance B', async () => {
    const booking = await pendingBooking(a.app, a.db);
    const cleanerStream = await openStream(booking.cleaner.cookie);
    const strangerBooking = await pendingBooking(a.app, a.db);
    const strangerStream = await openStream(strangerBooking.customer.cookie);
    try {
      expect(cleanerStream.res.status).toBe(200);
      expect(cleanerStream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      // Written outside Fastify's send, the stream still carries the security headers.
      expect(cleanerStream.res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(cleanerStream.res.headers.get('x-content-type-options')).toBe('nosniff');
      const posted = await a.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${booking.id}/messages`,
        headers: { cookie: booking.customer.cookie },
        payload: { body: 'Hello from instance A' },
      });
      expect(posted.statusCode, posted.body).toBe(201);
      await expect
        .poll(() => cleanerStream.events.map((e) => e.event))
        .toEqual(expect.arrayContaining(['message', 'notification']));
      expect(cleanerStream.events.find((e) => e.event === 'message')?.data).toEqual({
        bookingId: booking.id,
        id: posted.json().id,
      });
      // Nobody else's stream hears of it.
      expect(strangerStream.events).toEqual([]);
    } finally {
      cleanerStream.close();
      strangerStream.close();
    }
  });

  it('a booking confirmed through A tells the customer streaming from B', async () => {
    const booking = await pendingBooking(a.app, a.db);
    const stream = await openStream(booking.customer.cookie);
    try {
      await a.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${booking.id}/confirm`,
        headers: { cookie: booking.cleaner.cookie },
      });
      await expect
        .poll(() => stream.events.find((e) => e.event === 'booking')?.data)
        .toEqual({ id: booking.id, type: 'booking_confirmed' });
    } finally {
      stream.close();
    }
  });

  it('hears only its own channel: an auth-change notification shaped like an event reaches no stream', async () => {
    const booking = await pendingBooking(a.app, a.db);
    const stream = await openStream(booking.customer.cookie);
    try {
      const forged = JSON.stringify({
        userIds: [booking.customer.userId],
        event: 'booking',
        data: { id: 'x' },
      });
      await a.db.execute(sql`select pg_notify(${AUTH_CHANGES_CHANNEL}, ${forged})`);
      await a.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${booking.id}/confirm`,
        headers: { cookie: booking.cleaner.cookie },
      });
      // Notifications arrive in commit order: once the confirmation is heard, the other one was passed over.
      await expect.poll(() => stream.events.filter((e) => e.event === 'booking').length).toBe(1);
      expect(stream.events.filter((e) => e.event === 'booking').map((e) => e.data)).toEqual([
        { id: booking.id, type: 'booking_confirmed' },
      ]);
    } finally {
      stream.close();
    }
  });

  it('refuses signed-out callers with 401, and anything but an event stream request with 406', async () => {
    const res = await fetch(`${baseB}/api/v1/events`, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/problem\+json/);
    const booking = await pendingBooking(a.app, a.db);
    const plain = await b.app.inject({
      method: 'GET',
      url: '/api/v1/events',
      headers: { cookie: booking.customer.cookie },
    });
    expect(plain.statusCode).toBe(406);
    expect(plain.json().title).toBe('Not Acceptable');
  });

  it('closing the app ends open streams at once (graceful shutdown does not wait for them)', async () => {
    const c = await buildTestApp({ databaseUrl: a.databaseUrl });
    await c.app.listen({ port: 0, host: '127.0.0.1' });
    const booking = await pendingBooking(a.app, a.db);
    const port = (c.app.server.address() as AddressInfo).port;
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/events`, {
      headers: { cookie: booking.customer.cookie, accept: 'text/event-stream' },
    });
    const text = res.text();
    const started = Date.now();
    await c.close();
    expect(await text).toMatch(/^retry: \d+\n: connected\nid: \d+\nevent: ready/);
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
