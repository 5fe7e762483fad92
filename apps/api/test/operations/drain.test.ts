import { describe, expect, it } from 'vitest';
import { pendingBooking } from '../helpers/booking-fixtures';
import { listening, openEventStream } from '../helpers/event-stream';
import { buildTestApp, useTestApp } from '../helpers/test-app';

const a = useTestApp();

describe('draining (decision 082)', () => {
  it('readiness answers 200, then 503 from the moment draining starts, while liveness and requests go on', async () => {
    const c = await buildTestApp({ databaseUrl: a.databaseUrl });
    try {
      const ready = await c.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', db: 'ok' });
      c.app.drain.start();
      const draining = await c.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.headers['content-type']).toMatch(/problem\+json/);
      expect(draining.json().code).toBe('service_unavailable');
      expect((await c.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await c.app.inject({ method: 'GET', url: '/api/v1/services' })).statusCode).toBe(200);
    } finally {
      await c.close();
    }
  });

  it('ends open event streams at once, asking for a reconnect within about a second, resumable from their id', async () => {
    const c = await buildTestApp({ databaseUrl: a.databaseUrl });
    try {
      const base = await listening(c.app);
      const booking = await pendingBooking(a.app, a.db);
      const stream = await openEventStream(base, booking.customer.cookie);
      await expect.poll(() => stream.lastId).toMatch(/^\d+$/);
      c.app.drain.start();
      await stream.done;
      expect(stream.retry).toBeGreaterThanOrEqual(500);
      expect(stream.retry).toBeLessThan(1_000);
      // A stream that still reaches this process meanwhile gets what it missed, then is sent on at once.
      await a.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${booking.id}/confirm`,
        headers: { cookie: booking.cleaner.cookie },
      });
      const late = await openEventStream(base, booking.customer.cookie, { lastEventId: stream.lastId });
      await late.done;
      expect(late.events.find((e) => e.event === 'booking')?.data).toEqual({
        id: booking.id,
        type: 'booking_confirmed',
      });
      expect(late.retry).toBeLessThan(1_000);
    } finally {
      await c.close();
    }
  });
});
