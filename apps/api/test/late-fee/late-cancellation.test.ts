import { bookings } from '@limpa/db';
import { seededTaxProfile } from '@limpa/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../src/lib/auth-context';
import { recordCancellation } from '../../src/modules/bookings/cancel-booking';
import { expectProblem } from '../helpers/auth';
import { addCard, adminSignedIn, pendingBooking } from '../helpers/booking-fixtures';
import { get } from '../helpers/http';
import { useTestApp } from '../helpers/test-app';
import { post } from '../lifecycle/helpers';
import { bookingRow, chargesOf, confirmedBooking, hoursFromNow, payable, startAt } from './late-fee-helpers';

const t = useTestApp();
const HOUR = 3_600_000;

describe('a customer cancelling a confirmed booking inside 24 h', () => {
  it.each([
    // 8001 / 2 = 4000.5 → 4001; the platform keeps 15 % (600.15 → 600), the cleaner 3401.
    ['EUR', 8001, 4001, 3401],
    // 9999 / 2 = 4999.5 → 5000; platform 750, cleaner 4250.
    ['CAD', 9999, 5000, 4250],
  ] as const)(
    '%s: refunds the booking in full and charges 50 %% of the base price as its own charge',
    async (currency, base, fee, share) => {
      const b = await confirmedBooking(t.app, t.db, { currency, basePriceCents: base });
      await startAt(t.db, b.id, hoursFromNow(2));
      const res = await post(t.app, `/api/v1/bookings/${b.id}/cancel`, b.customer.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().booking).toMatchObject({
        status: 'cancelled',
        lateCancellationFeeCents: fee,
        paymentStatus: 'paid',
        noShow: null,
      });
      const charges = await chargesOf(t.db, b.id);
      expect(charges.map((c) => [c.kind, c.amountCents, c.status, c.currency])).toEqual([
        ['charge', base, 'succeeded', currency],
        ['refund', base, 'succeeded', currency],
        ['late_fee', fee, 'succeeded', currency],
      ]);
      expect(charges[2]!.idempotencyKey).toBe(`booking:${b.id}:late-fee`);
      const row = await bookingRow(t.db, b.id);
      expect(row).toMatchObject({ lateCancellationFeeCents: fee, lateFeeCleanerShareCents: share });
      // The cleaner's 85 % is payable (wallet and payouts read the same query); nothing in the other currency.
      expect(await payable(t.db, b.cleaner.userId, currency)).toBe(share);
      expect(await payable(t.db, b.cleaner.userId, currency === 'EUR' ? 'CAD' : 'EUR')).toBe(0);
    },
  );

  it('in Quebec charges the fee with its GST and QST, the shares from the fee before tax, each documented', async () => {
    const quebec = seededTaxProfile({ country: 'canada', region: 'QC' });
    const b = await confirmedBooking(t.app, t.db, { currency: 'CAD', basePriceCents: 9999, tax: quebec });
    await startAt(t.db, b.id, hoursFromNow(2));
    const res = await post(t.app, `/api/v1/bookings/${b.id}/cancel`, b.customer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    // 9999 + 500 GST + 997 QST (997.40) = 11496 charged and refunded; the fee 5000 + 250 + 499 (498.75) = 5749.
    expect(res.json().booking).toMatchObject({ lateCancellationFeeCents: 5749, totalAmountCents: 11496 });
    const charges = await chargesOf(t.db, b.id);
    expect(charges.map((c) => [c.kind, c.amountCents, c.status])).toEqual([
      ['charge', 11496, 'succeeded'],
      ['refund', 11496, 'succeeded'],
      ['late_fee', 5749, 'succeeded'],
    ]);
    expect(await bookingRow(t.db, b.id)).toMatchObject({ lateFeeCleanerShareCents: 4250 });
    // Every movement has its document: the visit's invoice, its credit note, the fee's invoice (decision 080).
    const docs = await get(t.app, b.customer.cookie, `/api/v1/bookings/${b.id}/invoices`);
    expect(docs.statusCode, docs.body).toBe(200);
    expect(
      docs
        .json()
        .map((d: { kind: string; amountCents: number; number: string }) => [
          d.kind,
          d.amountCents,
          d.number.slice(0, 3),
        ]),
    ).toEqual([
      ['invoice', 11496, 'CA-'],
      ['credit_note', 11496, 'CA-'],
      ['invoice', 5749, 'CA-'],
    ]);
  });

  it('cancels a booking whose stored start carries microseconds (read back in milliseconds)', async () => {
    const b = await confirmedBooking(t.app, t.db);
    await t.db
      .update(bookings)
      .set({ startsAt: sql`now() + interval '2 hours 0.000321 seconds'` })
      .where(eq(bookings.id, b.id));
    const res = await post(t.app, `/api/v1/bookings/${b.id}/cancel`, b.customer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking.status).toBe('cancelled');
  });

  it('is free exactly 24 h ahead and costs the fee one millisecond later', async () => {
    const free = await confirmedBooking(t.app, t.db);
    const late = await confirmedBooking(t.app, t.db);
    const startsAt = hoursFromNow(30);
    await startAt(t.db, free.id, startsAt);
    await startAt(t.db, late.id, startsAt);
    const deadline = new Date(startsAt.getTime() - 24 * HOUR);
    const asCustomer = (b: typeof free) => ({ userId: b.customer.userId }) as AuthContext;
    expect((await recordCancellation(t.db, asCustomer(free), free.id, {}, deadline)).feeCents).toBe(0);
    expect((await bookingRow(t.db, free.id)).lateCancellationFeeCents).toBeNull();
    const justAfter = new Date(deadline.getTime() + 1);
    expect((await recordCancellation(t.db, asCustomer(late), late.id, {}, justAfter)).feeCents).toBe(4001);
    expect((await bookingRow(t.db, late.id)).lateCancellationFeeCents).toBe(4001);
  });

  it('is refused once the booking has started, with the no-show pointer, and nothing is refunded', async () => {
    const b = await confirmedBooking(t.app, t.db);
    await startAt(t.db, b.id, hoursFromNow(-0.1));
    const res = await post(t.app, `/api/v1/bookings/${b.id}/cancel`, b.customer.cookie);
    expectProblem(res, 422);
    expect(res.json()).toMatchObject({ code: 'cancel_window_closed' });
    expect(res.json().detail).toContain('report a no-show');
    expect((await chargesOf(t.db, b.id)).map((c) => c.kind)).toEqual(['charge']);
  });

  it('a pending request stays free to withdraw, even minutes before its start', async () => {
    const b = await pendingBooking(t.app, t.db);
    await startAt(t.db, b.id, hoursFromNow(0.2));
    const res = await post(t.app, `/api/v1/bookings/${b.id}/cancel`, b.customer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'cancelled', lateCancellationFeeCents: null });
    expect(await chargesOf(t.db, b.id)).toEqual([]);
  });

  it('a declined fee takes the failed-charge path: failed, Pay now collects it, and only then is the share payable', async () => {
    const b = await confirmedBooking(t.app, t.db);
    // The card on the booking is declined from now on (the booking's own charge succeeded before).
    const declined = await addCard(t.app, b.customer.cookie, '4000000000000002');
    await t.db.update(bookings).set({ paymentMethodId: declined }).where(eq(bookings.id, b.id));
    await startAt(t.db, b.id, hoursFromNow(3));
    const res = await post(t.app, `/api/v1/bookings/${b.id}/cancel`, b.customer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ paymentStatus: 'failed', lateCancellationFeeCents: 4001 });
    const fee = (await chargesOf(t.db, b.id)).filter((c) => c.kind === 'late_fee');
    expect(fee.map((c) => [c.status, c.idempotencyKey])).toEqual([['failed', `booking:${b.id}:late-fee`]]);
    expect(await payable(t.db, b.cleaner.userId, 'EUR')).toBe(0);

    const good = await addCard(t.app, b.customer.cookie, '4242424242424242');
    const paid = await post(t.app, `/api/v1/bookings/${b.id}/payment/retry`, b.customer.cookie, {
      paymentMethodId: good,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = (await chargesOf(t.db, b.id)).filter((c) => c.kind === 'late_fee');
    expect(after.map((c) => [c.status, c.idempotencyKey])).toEqual([
      ['failed', `booking:${b.id}:late-fee`],
      ['succeeded', `booking:${b.id}:late-fee:attempt-2`],
    ]);
    expect((await bookingRow(t.db, b.id)).paymentStatus).toBe('paid');
    expect(await payable(t.db, b.cleaner.userId, 'EUR')).toBe(3401);
  });

  it('a free cancellation (more than 24 h ahead) still charges nothing and pays the cleaner nothing', async () => {
    const b = await confirmedBooking(t.app, t.db);
    await startAt(t.db, b.id, hoursFromNow(48));
    const res = await post(t.app, `/api/v1/bookings/${b.id}/cancel`, b.customer.cookie);
    expect(res.json().booking).toMatchObject({ paymentStatus: 'refunded', lateCancellationFeeCents: null });
    expect((await chargesOf(t.db, b.id)).map((c) => c.kind)).toEqual(['charge', 'refund']);
    expect(await payable(t.db, b.cleaner.userId, 'EUR')).toBe(0);
  });
});

describe("a cleaner's late cancellations", () => {
  it('are counted for admins from the bookings: confirmed ones cancelled inside 24 h only', async () => {
    const admin = await adminSignedIn(t.app, t.db);
    const late = await confirmedBooking(t.app, t.db);
    await startAt(t.db, late.id, hoursFromNow(5));
    const reason = { reason: 'I am ill' };
    expect((await post(t.app, `/api/v1/bookings/${late.id}/cancel`, late.cleaner.cookie)).statusCode).toBe(
      400,
    );
    expect(
      (await post(t.app, `/api/v1/bookings/${late.id}/cancel`, late.cleaner.cookie, reason)).statusCode,
    ).toBe(200);
    // The same cleaner, a second booking well ahead: a cancellation, not a late one.
    const early = await confirmedBooking(t.app, t.db);
    await t.db.update(bookings).set({ cleanerId: late.cleaner.userId }).where(eq(bookings.id, early.id));
    await startAt(t.db, early.id, hoursFromNow(72));
    expect(
      (await post(t.app, `/api/v1/bookings/${early.id}/cancel`, late.cleaner.cookie, reason)).statusCode,
    ).toBe(200);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users/${late.cleaner.profile.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.json()).toMatchObject({ cancellationCount: 2, lateCancellationCount: 1 });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users?role=cleaner&q=${encodeURIComponent(late.cleaner.profile.fullName)}`,
      headers: { cookie: admin.cookie },
    });
    const item = list.json().items.find((u: { userId: string }) => u.userId === late.cleaner.userId);
    expect(item).toMatchObject({ cancellationCount: 2, lateCancellationCount: 1, noShowBlocked: false });
  });
});
