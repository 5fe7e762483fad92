import { bookingCounts, bookings, createBooking, createCleaner, createCustomer, createDb } from '@limpa/db';
import { eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldBookingCounts, readBookingCounts } from '../../src/modules/admin/booking-counts';
import { summarizeBookings } from '../../src/modules/bookings/bookings.repository';
import { futureDate } from '../helpers/booking-fixtures';
import { useBookingWorld } from '../helpers/booking-world';
import { ADMIN, getOk, signedInAdmin } from './helpers';

const { t, signInCleaner, newCustomer, book } = useBookingWorld();
/** A second pool: transactions on connections of their own, as other API processes would run them. */
let other: ReturnType<typeof createDb>;
beforeAll(() => {
  other = createDb(t.databaseUrl, { max: 12 });
});
afterAll(() => other.close());

type Summary = Awaited<ReturnType<typeof readBookingCounts>>;
const sorted = (rows: Summary) =>
  rows
    .map((r) => ({ currency: r.currency, status: r.status, count: r.count, fee: r.paidPlatformFeeCents }))
    .sort((a, b) => `${a.currency}${a.status}`.localeCompare(`${b.currency}${b.status}`));

/** The counters equal a scan of every booking, in total and per payment status. */
async function expectCountsExact() {
  expect(sorted(await readBookingCounts(t.db))).toEqual(
    sorted(await summarizeBookings(t.db, { party: null })),
  );
  for (const paymentStatus of ['unpaid', 'paid', 'refunded'] as const) {
    expect(sorted(await readBookingCounts(t.db, paymentStatus))).toEqual(
      sorted(await summarizeBookings(t.db, { party: null, paymentStatuses: [paymentStatus] })),
    );
  }
}

async function people() {
  const customer = await createCustomer(t.db);
  const cleaner = await createCleaner(t.db);
  return { customerId: customer.user.id, cleanerId: cleaner.user.id };
}

describe('booking counts kept by the database', () => {
  it('stay exact through inserts, status and payment changes, completion, deletion and a rollback', async () => {
    const p = await people();
    const make = (days: number, over: Partial<Parameters<typeof createBooking>[1]> = {}) =>
      createBooking(t.db, { ...p, bookingDate: futureDate(days), bookingTime: '10:00', ...over });
    const a = await make(30);
    const b = await make(31, { country: 'CA', status: 'confirmed', paymentStatus: 'paid' });
    const c = await make(32);
    await expectCountsExact();

    // One statement changing several rows, a completion with a final fee, a refund, a deletion.
    await t.db
      .update(bookings)
      .set({ status: 'confirmed', paymentStatus: 'paid' })
      .where(inArray(bookings.id, [a.id, c.id]));
    await t.db
      .update(bookings)
      .set({
        status: 'completed',
        finalTotalCents: 9000,
        finalPlatformFeeCents: 1350,
        finalCleanerEarningsCents: 7650,
      })
      .where(eq(bookings.id, a.id));
    await t.db
      .update(bookings)
      .set({ status: 'cancelled', paymentStatus: 'refunded' })
      .where(eq(bookings.id, b.id));
    await t.db.delete(bookings).where(eq(bookings.id, c.id));
    await expectCountsExact();

    const before = sorted(await readBookingCounts(t.db));
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, a.id));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(sorted(await readBookingCounts(t.db))).toEqual(before);
    await expectCountsExact();
  });

  it('stay exact when bookings are made and changed concurrently on many connections, and after folding', async () => {
    const pairs = await Promise.all(Array.from({ length: 8 }, () => people()));
    const made = await Promise.all(
      pairs.flatMap((p, i) =>
        [0, 1, 2].map((d) =>
          createBooking(other.db, { ...p, bookingDate: futureDate(40 + d + i * 3), bookingTime: '10:00' }),
        ),
      ),
    );
    await expectCountsExact();
    // Each booking moved twice in its own transaction, all at once, some of them rolled back.
    await Promise.allSettled(
      made.map((booking, i) =>
        other.db.transaction(async (tx) => {
          await tx.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, booking.id));
          await tx.update(bookings).set({ paymentStatus: 'paid' }).where(eq(bookings.id, booking.id));
          if (i % 3 === 0) throw new Error('roll back');
        }),
      ),
    );
    await expectCountsExact();
    expect(await t.db.$count(bookingCounts, ne(bookingCounts.slot, 0))).toBeGreaterThan(0);
    await foldBookingCounts(t.db);
    expect(await t.db.$count(bookingCounts, ne(bookingCounts.slot, 0))).toBe(0);
    await expectCountsExact();
  });

  it('the admin list counts a booking made through the API at once, also when requests race', async () => {
    const admin = await signedInAdmin(t.app, t.db);
    const total = async () => (await getOk(t.app, admin.cookie, `${ADMIN}/bookings`)).counts;
    const start = await total();
    const customers = await Promise.all([0, 1, 2, 3].map(() => newCustomer()));
    const cleaners = await Promise.all([0, 1, 2, 3].map(() => signInCleaner()));
    const answers = await Promise.all(customers.map((c, i) => book(c, cleaners[i]!.userId)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await total()).toEqual({ ...start, total: start.total + 4, pending: start.pending + 4 });
    await expectCountsExact();
    // Nothing is cached: the bookings table itself agrees right now.
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from bookings`))
      .rows as [{ n: number }];
    expect((await total()).total).toBe(n);
  });
});
