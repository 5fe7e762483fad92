import {
  bookings,
  createBooking,
  createCustomer,
  payoutItems,
  payouts,
  recordSucceededCharge,
  services,
} from '@limpa/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { cleanerSignedIn } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { get, newCleaner, newCustomer } from './helpers';

const t = useTestApp();

const DAY = 86_400_000;
const now = new Date();
/** Start of the UTC month `offset` months from now, plus `days` days. */
const month = (offset: number, days = 0) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1) + days * DAY);
const dateOf = (d: Date) => d.toISOString().slice(0, 10);
const daysFromNow = (days: number) => dateOf(new Date(Date.now() + days * DAY));

/**
 * Earnings at the price table (one-time): T0 35.00 → 29.75, T1 45.00 → 38.25, T2 55.00 → 46.75,
 * T3 65.00 → 55.25 (cleaner 85% after the 15% fee).
 */
const EARN = { T0: 2975, T1: 3825, T2: 4675, T3: 5525 } as const;

type Status = 'pending' | 'confirmed' | 'in_progress' | 'completed' | 'cancelled';
type PaymentStatus = 'unpaid' | 'paid' | 'failed' | 'refunded';

async function booking(
  cleanerId: string,
  customerId: string,
  input: {
    homeType: keyof typeof EARN;
    status: Status;
    paymentStatus?: PaymentStatus;
    bookingDate: string;
    country?: 'CA' | 'PT';
    completedAt?: Date | null;
    final?: { totalCents: number; feeCents: number };
    serviceId?: string;
  },
) {
  const b = await createBooking(t.db, {
    customerId,
    cleanerId,
    homeType: input.homeType,
    country: input.country ?? 'PT',
    bookingDate: input.bookingDate,
    bookingTime: '10:00',
    status: input.status,
    paymentStatus: input.paymentStatus ?? 'unpaid',
  });
  // A paid booking is one whose charge succeeded: what it collected is what payouts may pay.
  if (input.paymentStatus === 'paid') {
    await recordSucceededCharge(t.db, b, { amountCents: input.final?.totalCents ?? b.totalAmountCents });
  }
  await t.db
    .update(bookings)
    .set({
      completedAt: input.completedAt ?? null,
      ...(input.final
        ? {
            finalTotalCents: input.final.totalCents,
            finalPlatformFeeCents: input.final.feeCents,
            finalCleanerEarningsCents: input.final.totalCents - input.final.feeCents,
          }
        : {}),
      ...(input.serviceId ? { serviceId: input.serviceId } : {}),
    })
    .where(eq(bookings.id, b.id));
  return b.id;
}

async function payout(
  cleanerId: string,
  amountCents: number,
  status: 'completed' | 'pending' | 'failed',
  at: Date,
  bookingIds: string[] = [],
  currency: 'EUR' | 'CAD' = 'EUR',
) {
  const [p] = await t.db
    .insert(payouts)
    .values({
      cleanerId,
      amountCents,
      currency,
      status,
      createdAt: at,
      transferReference: status === 'completed' ? `tr_fx_${crypto.randomUUID()}` : null,
    })
    .returning();
  for (const bookingId of bookingIds) {
    await t.db.insert(payoutItems).values({ payoutId: p!.id, bookingId, amountCents: 0 });
  }
  return p!.id;
}

describe('GET /api/v1/me/earnings against a known data set', () => {
  let cleaner: Awaited<ReturnType<typeof cleanerSignedIn>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    cleaner = await cleanerSignedIn(t.app, t.db, { country: 'PT' });
    const { user: customer } = await createCustomer(t.db);
    const c = cleaner.userId;
    const u = customer.id;
    /** A completed booking its customer paid for. */
    const paidJob = (
      cleanerId: string,
      homeType: keyof typeof EARN,
      bookingDate: string,
      completedAt: Date,
      country?: 'CA',
    ) =>
      booking(cleanerId, u, {
        homeType,
        status: 'completed',
        paymentStatus: 'paid',
        bookingDate,
        completedAt,
        country,
      });
    // EUR, this month: A paid and already paid out; B paid, not yet paid out.
    ids.A = await paidJob(c, 'T2', dateOf(month(-1, 20)), month(0, 1));
    ids.B = await paidJob(c, 'T1', dateOf(month(-1, 21)), month(0, 0.1));
    // EUR, last month: C unpaid without completed_at (falls back to its start); D charge failed, with overtime.
    ids.C = await booking(c, u, {
      homeType: 'T0',
      status: 'completed',
      paymentStatus: 'unpaid',
      bookingDate: dateOf(month(-1, 3)),
      completedAt: null,
    });
    ids.D = await booking(c, u, {
      homeType: 'T3',
      status: 'completed',
      paymentStatus: 'failed',
      bookingDate: dateOf(month(-1, 5)),
      completedAt: month(-1, 5.5),
      final: { totalCents: 7500, feeCents: 1125 }, // 65.00 + 10.00 overtime → earnings 63.75
    });
    // EUR, two months ago, paid, not paid out.
    ids.H = await paidJob(c, 'T2', dateOf(month(-2, 1)), month(-2, 1.5));
    // EUR, confirmed within the week (pending money); pending within the week; pending later; cancelled.
    ids.E = await booking(c, u, { homeType: 'T2', status: 'confirmed', bookingDate: daysFromNow(3) });
    ids.F = await booking(c, u, { homeType: 'T0', status: 'pending', bookingDate: daysFromNow(2) });
    ids.G = await booking(c, u, { homeType: 'T0', status: 'pending', bookingDate: daysFromNow(10) });
    ids.X = await booking(c, u, { homeType: 'T3', status: 'cancelled', bookingDate: daysFromNow(4) });
    // CAD, this month, paid.
    ids.I = await paidJob(c, 'T0', dateOf(month(-1, 25)), month(0, 0.5), 'CA');
    // Someone else's booking never counts.
    const other = await cleanerSignedIn(t.app, t.db, { country: 'PT' });
    await paidJob(other.userId, 'T3', dateOf(month(0, 0)), month(0, 0.2));
    await payout(other.userId, 999, 'completed', month(0, 0.3));

    ids.P1 = await payout(c, EARN.T2, 'completed', month(0, 1.5), [ids.A]);
    ids.P2 = await payout(c, 1000, 'pending', month(-1, 10));
  });

  it('computes totals per currency, this and last month, pending, paid out and available', async () => {
    const res = await get(t.app, cleaner.cookie, '/api/v1/me/earnings');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.currency).toBe('EUR');
    const thisMonth = EARN.T2 + EARN.T1; // A + B
    const lastMonth = EARN.T0 + 6375; // C + D (final earnings)
    expect(body.totals).toEqual([
      {
        currency: 'EUR',
        totalEarnedCents: EARN.T2 + EARN.T1 + EARN.T0 + 6375 + EARN.T2, // A B C D H
        thisMonthCents: thisMonth,
        lastMonthCents: lastMonth,
        monthOverMonthPercent: Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10,
        pendingCents: EARN.T0 + 6375 + EARN.T2, // C unpaid, D failed, E confirmed
        paidOutCents: EARN.T2, // P1 only (P2 is pending)
        availableCents: EARN.T1 + EARN.T2, // B and H (A is in a payout)
      },
      {
        currency: 'CAD',
        totalEarnedCents: EARN.T0,
        thisMonthCents: EARN.T0,
        lastMonthCents: 0,
        monthOverMonthPercent: null,
        pendingCents: 0,
        paidOutCents: 0,
        availableCents: EARN.T0,
      },
    ]);
    expect(body.totals[0].monthOverMonthPercent).toBe(-9.1);
    expect(body.completedCount).toBe(6); // A B C D H I
    expect(body.thisMonthCompletedCount).toBe(3); // A B I
    expect(body.nextWeekCount).toBe(2); // E F
  });

  it('lists payments and withdrawals newest first with their statuses', async () => {
    const body = (await get(t.app, cleaner.cookie, '/api/v1/me/earnings?limit=100')).json();
    expect(body.nextCursor).toBeNull();
    const byId = new Map(body.transactions.map((tx: { id: string }) => [tx.id, tx]));
    expect(body.transactions).toHaveLength(9);
    expect(byId.has(ids.F!) || byId.has(ids.G!) || byId.has(ids.X!)).toBe(false);
    const expected: [string, string, string, number, string][] = [
      ['A', 'payment', 'completed', EARN.T2, 'EUR'],
      ['B', 'payment', 'completed', EARN.T1, 'EUR'],
      ['C', 'payment', 'pending', EARN.T0, 'EUR'],
      ['D', 'payment', 'failed', 6375, 'EUR'],
      ['H', 'payment', 'completed', EARN.T2, 'EUR'],
      ['E', 'payment', 'pending', EARN.T2, 'EUR'],
      ['I', 'payment', 'completed', EARN.T0, 'CAD'],
      ['P1', 'withdrawal', 'completed', EARN.T2, 'EUR'],
      ['P2', 'withdrawal', 'pending', 1000, 'EUR'],
    ];
    for (const [key, type, status, amountCents, currency] of expected) {
      expect(byId.get(ids[key]!), key).toMatchObject({ type, status, amountCents, currency });
    }
    expect(byId.get(ids.A!)).toMatchObject({ bookingId: ids.A, date: month(0, 1).toISOString() });
    expect(byId.get(ids.P1!)).not.toHaveProperty('bookingId');
    expect(byId.get(ids.P1!)).toMatchObject({
      date: month(0, 1.5).toISOString(),
      description: 'Payout to your bank account',
    });
    expect((byId.get(ids.A!) as { description: string }).description).toMatch(
      /^House Cleaning \(\d{4}-\d{2}-\d{2}\)$/,
    );
    const dates = body.transactions.map((tx: { date: string }) => tx.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages the transactions with a keyset cursor, without gaps or repeats', async () => {
    const all = (await get(t.app, cleaner.cookie, '/api/v1/me/earnings?limit=100')).json().transactions;
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/v1/me/earnings?limit=4${cursor ? `&cursor=${cursor}` : ''}`;
      const body = (await get(t.app, cleaner.cookie, url)).json();
      seen.push(...body.transactions.map((tx: { id: string }) => tx.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(all.map((tx: { id: string }) => tx.id));
    expect((await get(t.app, cleaner.cookie, '/api/v1/me/earnings')).json().transactions).toHaveLength(9);
  });

  it('refuses a forged cursor and a bad limit', async () => {
    expectProblem(
      await get(t.app, cleaner.cookie, '/api/v1/me/earnings?cursor=not-a-cursor'),
      400,
      'Validation Error',
    );
    const forged = Buffer.from(
      JSON.stringify({ at: "2020-01-01'; drop table bookings; --", id: 'x' }),
    ).toString('base64url');
    expectProblem(await get(t.app, cleaner.cookie, `/api/v1/me/earnings?cursor=${forged}`), 400);
    expectProblem(await get(t.app, cleaner.cookie, '/api/v1/me/earnings?limit=0'), 400);
    expectProblem(await get(t.app, cleaner.cookie, '/api/v1/me/earnings?limit=101'), 400);
  });

  it('answers zeros in the profile currency for a cleaner without bookings, and EUR without a currency', async () => {
    const ca = await cleanerSignedIn(t.app, t.db, { country: 'CA' });
    const body = (await get(t.app, ca.cookie, '/api/v1/me/earnings')).json();
    expect(body).toEqual({
      currency: 'CAD',
      totals: [
        {
          currency: 'CAD',
          totalEarnedCents: 0,
          thisMonthCents: 0,
          lastMonthCents: 0,
          monthOverMonthPercent: null,
          pendingCents: 0,
          paidOutCents: 0,
          availableCents: 0,
        },
      ],
      completedCount: 0,
      thisMonthCompletedCount: 0,
      nextWeekCount: 0,
      transactions: [],
      nextCursor: null,
    });
    const fresh = await newCleaner(t.app);
    expect((await get(t.app, fresh.cookie, '/api/v1/me/earnings')).json().currency).toBe('EUR');
  });

  it('uses the most used currency when the profile has none', async () => {
    const fresh = await newCleaner(t.app);
    const { user: customer } = await createCustomer(t.db);
    await booking(fresh.userId, customer.id, {
      homeType: 'T1',
      status: 'completed',
      paymentStatus: 'paid',
      country: 'CA',
      bookingDate: dateOf(month(-1, 2)),
      completedAt: month(-1, 2.5),
    });
    const body = (await get(t.app, fresh.cookie, '/api/v1/me/earnings')).json();
    expect(body.currency).toBe('CAD');
    expect(body.totals.map((x: { currency: string }) => x.currency)).toEqual(['CAD']);
    expect(body.totals[0]).toMatchObject({
      totalEarnedCents: EARN.T1,
      lastMonthCents: EARN.T1,
      thisMonthCents: 0,
      monthOverMonthPercent: -100,
    });
  });

  it('refuses customers (403) and signed-out callers (401)', async () => {
    const customer = await newCustomer(t.app);
    for (const url of ['/api/v1/me/earnings', '/api/v1/me/earnings.csv']) {
      expectProblem(await get(t.app, customer.cookie, url), 403);
      expectProblem(await get(t.app, undefined, url), 401);
    }
  });
});

describe('GET /api/v1/me/earnings.csv', () => {
  it('exports the transactions as CSV with quoting and formula neutralisation', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db, { country: 'PT' });
    const { user: customer } = await createCustomer(t.db);
    const names = [
      '=HYPERLINK("http://evil.example","x")',
      '+cmd',
      '-2+3',
      '@SUM(A1)',
      'Deep, "Premium" Clean',
    ];
    const bookingIds: string[] = [];
    for (const [i, name] of names.entries()) {
      const [service] = await t.db
        .insert(services)
        .values({ name: `${name} ${cleaner.userId}`, basePriceCents: 5500, durationHours: 2.5 })
        .returning();
      bookingIds.push(
        await booking(cleaner.userId, customer.id, {
          homeType: 'T2',
          status: 'completed',
          paymentStatus: 'paid',
          bookingDate: `2024-03-0${i + 1}`,
          completedAt: new Date(Date.UTC(2024, 2, i + 1, 15)),
          serviceId: service!.id,
        }),
      );
    }
    await payout(cleaner.userId, 1005, 'completed', new Date(Date.UTC(2024, 2, 10, 9)));

    const res = await get(t.app, cleaner.cookie, '/api/v1/me/earnings.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="earnings\.csv"/);
    const lines = res.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1)).toEqual([
      'Date,Type,Status,Description,Amount,Currency',
      `2024-03-10T09:00:00.000Z,withdrawal,completed,Payout to your bank account,10.05,EUR`,
      `2024-03-05T15:00:00.000Z,payment,completed,"Deep, ""Premium"" Clean ${cleaner.userId} (2024-03-05)",46.75,EUR`,
      `2024-03-04T15:00:00.000Z,payment,completed,'@SUM(A1) ${cleaner.userId} (2024-03-04),46.75,EUR`,
      `2024-03-03T15:00:00.000Z,payment,completed,'-2+3 ${cleaner.userId} (2024-03-03),46.75,EUR`,
      `2024-03-02T15:00:00.000Z,payment,completed,'+cmd ${cleaner.userId} (2024-03-02),46.75,EUR`,
      `2024-03-01T15:00:00.000Z,payment,completed,"'=HYPERLINK(""http://evil.example"",""x"") ${cleaner.userId} (2024-03-01)",46.75,EUR`,
    ]);
  });
});
