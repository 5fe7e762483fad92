import { randomUUID } from 'node:crypto';
import { bookings, createBooking, createCleaner, createCustomer, reviews, sessions } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { futureDate } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { ADMIN, getOk, signedInAdmin } from './helpers';

// A fresh database per file: every figure below is exactly what this file creates.
const t = useTestApp();

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);

describe('GET /api/v1/admin/stats', () => {
  it('counts users, active cleaners, bookings, revenue per currency, sessions, reviews and failed payments', async () => {
    const admin = await signedInAdmin(t.app, t.db); // 1 user, 1 active session
    const ana = await createCustomer(t.db, { name: 'Ana' });
    const bob = await createCustomer(t.db, { name: 'Bob' });
    const listedPt = await createCleaner(t.db, { name: 'Listed PT' });
    const listedCa = await createCleaner(t.db, { name: 'Listed CA', country: 'CA' });
    await createCleaner(t.db, { name: 'Not onboarded', onboarded: false });
    await createCleaner(t.db, { name: 'Not approved', approved: false });

    const booking = (over: Partial<Parameters<typeof createBooking>[1]> & { bookingDate: string }) =>
      createBooking(t.db, {
        customerId: ana.user.id,
        cleanerId: listedPt.user.id,
        bookingTime: '10:00',
        ...over,
      });
    await booking({ bookingDate: futureDate(3) }); // pending
    await booking({
      bookingDate: futureDate(4),
      customerId: bob.user.id,
      cleanerId: listedCa.user.id,
      country: 'CA',
    });
    await booking({ bookingDate: futureDate(5), status: 'confirmed', paymentStatus: 'paid' }); // fee 825 EUR
    const withOvertime = await booking({
      bookingDate: futureDate(6),
      status: 'completed',
      paymentStatus: 'paid',
    });
    // Completed with overtime: final total 75.00 → the platform's fee is recomputed to 11.25.
    await t.db
      .update(bookings)
      .set({ finalTotalCents: 7500, finalPlatformFeeCents: 1125, finalCleanerEarningsCents: 6375 })
      .where(eq(bookings.id, withOvertime.id));
    await booking({
      bookingDate: futureDate(7),
      cleanerId: listedCa.user.id,
      country: 'CA',
      homeType: 'T3',
      status: 'completed',
      paymentStatus: 'paid',
    }); // fee 975 CAD
    await booking({
      bookingDate: futureDate(8),
      homeType: 'T4',
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    await booking({
      bookingDate: futureDate(9),
      homeType: 'T1',
      status: 'confirmed',
      paymentStatus: 'failed',
    });
    await booking({ bookingDate: futureDate(10), status: 'completed', paymentStatus: 'unpaid' }); // no revenue

    // Sessions: one more active; one idle for 20 minutes; one used a minute ago but expired.
    const session = (userId: string, updatedAt: Date, expiresAt: Date) =>
      t.db.insert(sessions).values({ id: randomUUID(), token: randomUUID(), userId, updatedAt, expiresAt });
    const inADay = new Date(Date.now() + 86_400_000);
    await session(bob.user.id, minutesAgo(2), inADay);
    await session(ana.user.id, minutesAgo(20), inADay);
    await session(ana.user.id, minutesAgo(1), minutesAgo(0.5));

    // Reviews: two visible this week (counted), one hidden this week, one visible but old.
    const review = (rating: number, createdAt: Date, isHidden = false) =>
      t.db
        .insert(reviews)
        .values({ customerId: ana.user.id, cleanerId: listedPt.user.id, rating, createdAt, isHidden });
    await review(5, daysAgo(1));
    await review(4, daysAgo(6));
    await review(1, daysAgo(2), true);
    await review(3, daysAgo(8));

    const stats = await getOk(t.app, admin.cookie, `${ADMIN}/stats`);
    expect(stats).toEqual({
      totalUsers: 7,
      activeCleaners: 2,
      totalBookings: 8,
      pendingBookings: 2,
      completedBookings: 3,
      revenue: [
        { currency: 'CAD', amountCents: 975 },
        { currency: 'EUR', amountCents: 825 + 1125 },
      ],
      activeSessions: 2,
      reviewsThisWeek: 2,
      failedPayments: 1,
      openReports: 0,
    });
  });
});
