import { randomUUID } from 'node:crypto';
import { bookingCharges, bookings, createCleaner, createCustomer, payoutResends, payouts } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../helpers/auth';
import { completedPaidBooking } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { ADMIN, get, getOk, type Json, parseCsv, signedInAdmin } from './helpers';

// A fresh database for this file: every figure is exactly what it creates, on fixed dates (no clock).
const t = useTestApp();
const REPORT = `${ADMIN}/reports/revenue`;

type Kind = 'charge' | 'overtime' | 'refund';
async function charge(
  bookingId: string,
  currency: 'CAD' | 'EUR',
  kind: Kind,
  amountCents: number,
  settledAt: string,
  status: 'succeeded' | 'failed' = 'succeeded',
) {
  await t.db.insert(bookingCharges).values({
    bookingId,
    kind,
    amountCents,
    currency,
    status,
    idempotencyKey: `test:${randomUUID()}`,
    createdAt: new Date(settledAt),
    settledAt: status === 'succeeded' ? new Date(settledAt) : null,
  });
}

async function payout(
  cleanerId: string,
  currency: 'CAD' | 'EUR',
  amountCents: number,
  createdAt: string,
  over: { status?: 'completed' | 'pending' | 'reversed'; reversedCents?: number } = {},
) {
  const status = over.status ?? 'completed';
  const [row] = await t.db
    .insert(payouts)
    .values({
      cleanerId,
      currency,
      amountCents,
      status,
      reversedCents: over.reversedCents ?? 0,
      transferReference: status === 'pending' ? null : `tr_${randomUUID()}`,
      createdAt: new Date(createdAt),
    })
    .returning();
  return row!;
}

describe('GET /api/v1/admin/reports/revenue', () => {
  it('answers an empty report (and a header-only CSV) before any money moved', async () => {
    const admin = await signedInAdmin(t.app, t.db);
    expect(await getOk(t.app, admin.cookie, REPORT)).toEqual({ months: [] });
    const csv = await get(t.app, admin.cookie, `${REPORT}.csv`);
    expect(csv.statusCode).toBe(200);
    expect(parseCsv(csv.body)).toEqual([
      ['Month', 'Currency', 'Collected', 'Platform fees', 'Refunds', 'Payouts'],
    ]);
  });

  it('sums per UTC month and currency, never across currencies, skipping months with nothing', async () => {
    const admin = await signedInAdmin(t.app, t.db);
    const customer = await createCustomer(t.db);
    const pt = await createCleaner(t.db, { name: 'Pia Porto' });
    const ca = await createCleaner(t.db, { name: 'Cam Toronto', country: 'CA' });
    const book = (cleanerId: string, day: number, over: Parameters<typeof completedPaidBooking>[3] = {}) =>
      completedPaidBooking(t.db, { customerId: customer.user.id, cleanerId }, day, over);

    // November 2025, EUR: two paid bookings (fee 825 each), one settled in the month's last UTC hour.
    const eur1 = await book(pt.user.id, 1);
    const eur2 = await book(pt.user.id, 2);
    await charge(eur1.id, 'EUR', 'charge', eur1.totalAmountCents, '2025-11-03T10:00:00Z');
    await charge(eur2.id, 'EUR', 'charge', eur2.totalAmountCents, '2025-11-30T23:30:00Z');
    // A failed attempt is no money.
    await charge(eur2.id, 'EUR', 'overtime', 999, '2025-11-30T12:00:00Z', 'failed');
    // December 2025: nothing at all. January 2026: EUR overtime of eur1 approved and a refund on a
    // refunded booking (its fee is not the platform's); CAD: a paid booking of the same amount class.
    await charge(eur1.id, 'EUR', 'overtime', 1500, '2026-01-02T09:00:00Z');
    const refunded = await book(pt.user.id, 3, { status: 'cancelled', paymentStatus: 'refunded' });
    await charge(refunded.id, 'EUR', 'charge', refunded.totalAmountCents, '2025-12-31T23:59:00-01:00');
    await charge(refunded.id, 'EUR', 'refund', refunded.totalAmountCents, '2026-01-04T08:00:00Z');
    const cad = await book(ca.user.id, 4, { country: 'CA', homeType: 'T3' });
    await charge(cad.id, 'CAD', 'charge', cad.totalAmountCents, '2026-01-20T15:00:00Z');
    // Payouts: sent EUR, partly reversed EUR with a re-send, a pending one (not sent) and a CAD one.
    await payout(pt.user.id, 'EUR', 4675, '2026-01-10T10:00:00Z');
    const reversed = await payout(pt.user.id, 'EUR', 2000, '2026-01-11T10:00:00Z', {
      status: 'reversed',
      reversedCents: 500,
    });
    await t.db.insert(payoutResends).values({
      payoutId: reversed.id,
      n: 1,
      amountCents: 500,
      transferReference: `tr_${randomUUID()}`,
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    await payout(pt.user.id, 'EUR', 7000, '2026-01-12T10:00:00Z', { status: 'pending' });
    await payout(ca.user.id, 'CAD', 6000, '2026-01-25T10:00:00Z');

    const cadFee = cad.platformFeeCents;
    const body = await getOk(t.app, admin.cookie, REPORT);
    expect(body.months).toEqual([
      {
        month: '2026-02',
        currency: 'EUR',
        collectedCents: 0,
        platformFeeCents: 0,
        refundedCents: 0,
        paidOutCents: 500,
      },
      {
        month: '2026-01',
        currency: 'CAD',
        collectedCents: cad.totalAmountCents,
        platformFeeCents: cadFee,
        refundedCents: 0,
        paidOutCents: 6000,
      },
      {
        month: '2026-01',
        currency: 'EUR',
        collectedCents: 1500 + refunded.totalAmountCents,
        platformFeeCents: 0,
        refundedCents: refunded.totalAmountCents,
        paidOutCents: 4675 + 1500,
      },
      {
        month: '2025-11',
        currency: 'EUR',
        collectedCents: eur1.totalAmountCents + eur2.totalAmountCents,
        platformFeeCents: eur1.platformFeeCents + eur2.platformFeeCents,
        refundedCents: 0,
        paidOutCents: 0,
      },
    ]);
    // No December row: the month moved no money. CAD and EUR of January are two rows, not one sum.
    expect(body.months.some((m: Json) => m.month === '2025-12')).toBe(false);
    expect(cadFee).not.toBe(0);

    // A range keeps its months, both ends included.
    const january = await getOk(t.app, admin.cookie, `${REPORT}?from=2026-01&to=2026-01`);
    expect(january.months.map((m: Json) => `${m.month} ${m.currency}`)).toEqual([
      '2026-01 CAD',
      '2026-01 EUR',
    ]);
    const fromDecember = await getOk(t.app, admin.cookie, `${REPORT}?from=2025-12`);
    expect(fromDecember.months.map((m: Json) => m.month)).toEqual(['2026-02', '2026-01', '2026-01']);

    // The CSV: the same figures, amounts as decimals in their own currency, as a named download.
    const csv = await get(t.app, admin.cookie, `${REPORT}.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="revenue-report.csv"');
    const rows = parseCsv(csv.body);
    expect(rows).toHaveLength(1 + body.months.length);
    expect(rows[1]).toEqual(['2026-02', 'EUR', '0.00', '0.00', '0.00', '5.00']);
    expect(rows[2]).toEqual([
      '2026-01',
      'CAD',
      (cad.totalAmountCents / 100).toFixed(2),
      (cadFee / 100).toFixed(2),
      '0.00',
      '60.00',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(body.months.map((m: Json) => m.month));

    // The booking's fee follows the dashboard: a completed booking with a final total earns its final fee.
    await t.db
      .update(bookings)
      .set({ finalTotalCents: 7500, finalPlatformFeeCents: 1125, finalCleanerEarningsCents: 6375 })
      .where(eq(bookings.id, eur1.id));
    const after = await getOk(t.app, admin.cookie, `${REPORT}?from=2025-11&to=2025-11`);
    expect(after.months[0].platformFeeCents).toBe(1125 + eur2.platformFeeCents);
  });

  it('refuses a month that is not YYYY-MM and a range that ends before it starts', async () => {
    const admin = await signedInAdmin(t.app, t.db);
    for (const query of ['from=2026-13', 'to=2026-1', 'from=2026-03&to=2026-02']) {
      const res = await get(t.app, admin.cookie, `${REPORT}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('is for admins only: a customer and a cleaner are refused, a visitor must sign in', async () => {
    for (const role of ['customer', 'cleaner'] as const) {
      const { cookie } = await signUp(t.app, { role });
      for (const url of [REPORT, `${REPORT}.csv`]) {
        const res = await get(t.app, cookie, url);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.body).not.toContain('Collected');
      }
    }
    expect((await get(t.app, undefined, `${REPORT}.csv`)).statusCode).toBe(401);
  });
});
