import { bookingSeries, bookings } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { expirePendingBookings } from '../../src/modules/bookings/expire-pending-bookings';
import { expectProblem } from '../helpers/auth';
import {
  bookingBody,
  customerAtRequestLimit,
  pendingBooking,
  postBooking,
} from '../helpers/booking-fixtures';
import { TEST_ENV, useTestApp } from '../helpers/test-app';
import { bookSeries, chargesOf, mailsTo, post, visitsOf } from './helpers';

const t = useTestApp();
const HOUR = 3_600_000;

const statusOf = async (id: string) =>
  (await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.status;
const createdAtOf = async (id: string) =>
  (await t.db.select({ at: bookings.createdAt }).from(bookings).where(eq(bookings.id, id)))[0]!.at;
const expire = (now: Date, expiryHours = 24) => expirePendingBookings(t.app.ctx, { now, expiryHours });

describe('expiry of unanswered requests', () => {
  it('a request unanswered for PENDING_EXPIRY_HOURS expires; the customer is told and the slot is free', async () => {
    const { id, customer, cleaner } = await pendingBooking(t.app, t.db);
    const createdAt = await createdAtOf(id);
    expect(await expire(new Date(createdAt.getTime() + 23 * HOUR))).not.toContain(id);
    expect(await statusOf(id)).toBe('pending');
    expect(await expire(new Date(createdAt.getTime() + 24 * HOUR + 1000))).toContain(id);
    expect(await statusOf(id)).toBe('expired');
    expect(await mailsTo(t.db, customer.email)).toContainEqual(expect.stringMatching(/expired$/));
    // The same cleaner and time can be booked again.
    const again = await postBooking(t.app, customer.cookie, bookingBody(customer, cleaner.userId));
    expect(again.statusCode).toBe(201);
  });

  it('a request expires 12 h before its start even when younger than the limit', async () => {
    const { id } = await pendingBooking(t.app, t.db);
    const [b] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(await expire(new Date(b!.startsAt.getTime() - 13 * HOUR), 720)).not.toContain(id);
    expect(await expire(new Date(b!.startsAt.getTime() - 11 * HOUR), 720)).toContain(id);
    expect(await statusOf(id)).toBe('expired');
  });

  it('a short-notice request (its start under 12 h away when made) waits an hour for its answer', async () => {
    const { id } = await pendingBooking(t.app, t.db);
    const createdAt = await createdAtOf(id);
    // Made three hours before its start, as the earliest start allows.
    await t.db
      .update(bookings)
      .set({
        startsAt: new Date(createdAt.getTime() + 3 * HOUR),
        endsAt: new Date(createdAt.getTime() + 5 * HOUR),
      })
      .where(eq(bookings.id, id));
    expect(await expire(new Date(createdAt.getTime() + 59 * 60_000))).not.toContain(id);
    expect(await statusOf(id)).toBe('pending');
    expect(await expire(new Date(createdAt.getTime() + HOUR + 1000))).toContain(id);
    expect(await statusOf(id)).toBe('expired');
  });

  it('confirmed bookings never expire', async () => {
    const { id, cleaner } = await pendingBooking(t.app, t.db);
    await post(t.app, `/api/v1/bookings/${id}/confirm`, cleaner.cookie);
    expect(await expire(new Date(Date.now() + 30 * 24 * HOUR))).not.toContain(id);
    expect(await statusOf(id)).toBe('confirmed');
  });

  it('expiry vs. confirm in parallel: exactly one wins, and an expired booking is never charged', async () => {
    for (let round = 0; round < 4; round++) {
      const { id, cleaner } = await pendingBooking(t.app, t.db);
      const [confirm, expired] = await Promise.all([
        post(t.app, `/api/v1/bookings/${id}/confirm`, cleaner.cookie),
        expire(new Date(Date.now() + 48 * HOUR)),
      ]);
      const status = await statusOf(id);
      if (confirm.statusCode === 200) {
        expect(status).toBe('confirmed');
        expect(expired).not.toContain(id);
        expect((await chargesOf(t.db, id)).filter((c) => c.status === 'succeeded')).toHaveLength(1);
      } else {
        expectProblem(confirm, 409);
        expect(status).toBe('expired');
        expect(expired).toContain(id);
        expect(await chargesOf(t.db, id)).toEqual([]);
      }
    }
  });

  it('the cleaner cannot confirm an expired request (409)', async () => {
    const { id, cleaner } = await pendingBooking(t.app, t.db);
    await expire(new Date(Date.now() + 48 * HOUR));
    expectProblem(await post(t.app, `/api/v1/bookings/${id}/confirm`, cleaner.cookie), 409);
  });

  it('a series whose every visit expired expires too', async () => {
    const { seriesId } = await bookSeries(t.app, t.db);
    await expire(new Date(Date.now() + 48 * HOUR));
    expect((await visitsOf(t.db, seriesId)).every((v) => v.status === 'expired')).toBe(true);
    const [series] = await t.db.select().from(bookingSeries).where(eq(bookingSeries.id, seriesId));
    expect(series!.status).toBe('expired');
  });

  it('expired requests do not count toward the 5-pending limit', async () => {
    const { cleaner, c, sixthDay } = await customerAtRequestLimit(t.app, t.db);
    const sixth = bookingBody(c, cleaner.userId, { bookingDate: sixthDay });
    expect(expectProblem(await postBooking(t.app, c.cookie, sixth), 409).code).toBe('too_many_pending');
    await expire(new Date(Date.now() + 48 * HOUR));
    expect((await postBooking(t.app, c.cookie, sixth)).statusCode).toBe(201);
  });
});

describe('PENDING_EXPIRY_HOURS', () => {
  const config = (value?: string) =>
    loadConfig({
      ...TEST_ENV,
      DATABASE_URL: 'postgres://x@localhost/x',
      ...(value ? { PENDING_EXPIRY_HOURS: value } : {}),
    });

  it('defaults to 24 and takes a whole number of hours', () => {
    expect(config().pendingExpiryHours).toBe(24);
    expect(config('48').pendingExpiryHours).toBe(48);
  });

  it('refuses zero, fractions and words', () => {
    for (const bad of ['0', '1.5', 'soon']) expect(() => config(bad)).toThrow(/PENDING_EXPIRY_HOURS/);
  });
});
