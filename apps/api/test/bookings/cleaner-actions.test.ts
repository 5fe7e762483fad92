import { bookingCharges, bookings, mailOutbox } from '@limpa/db';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { retryBookingPayment } from '../../src/modules/booking-payments/retry-booking-payment';
import { expectProblem } from '../helpers/auth';
import {
  addCard,
  cleanerSignedIn,
  pendingBooking as pendingBookingOf,
  startedInThePast,
} from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

const pendingBooking = (card: string | null = '4242424242424242', over: Record<string, unknown> = {}) =>
  pendingBookingOf(t.app, t.db, card, over);

const chargesOf = (bookingId: string) =>
  t.db
    .select()
    .from(bookingCharges)
    .where(eq(bookingCharges.bookingId, bookingId))
    .orderBy(bookingCharges.createdAt);

const mailsTo = async (to: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).map((m) => m.subject);

describe('confirm', () => {
  it('only the booked cleaner confirms: another cleaner 404, the customer 403', async () => {
    const { id, cleaner, customer } = await pendingBooking();
    expectProblem(
      await post(`/api/v1/bookings/${id}/confirm`, (await cleanerSignedIn(t.app, t.db)).cookie),
      404,
    );
    expectProblem(await post(`/api/v1/bookings/${id}/confirm`, customer.cookie), 403);
    const res = await post(`/api/v1/bookings/${id}/confirm`, cleaner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      booking: { status: 'confirmed', paymentStatus: 'paid' },
      payment: { status: 'paid' },
    });
    const charges = await chargesOf(id);
    expect(charges).toMatchObject([
      { kind: 'charge', status: 'succeeded', amountCents: 5500, idempotencyKey: `booking:${id}:charge` },
    ]);
  });

  it('8 parallel confirms: one 200, seven 409, one charge', async () => {
    const { id, cleaner } = await pendingBooking();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post(`/api/v1/bookings/${id}/confirm`, cleaner.cookie)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect((await chargesOf(id)).filter((c) => c.status === 'succeeded')).toHaveLength(1);
  });

  it('with no payment method the booking is confirmed, nothing is charged, and it is not paid (failed)', async () => {
    const { id, cleaner } = await pendingBooking(null);
    const res = await post(`/api/v1/bookings/${id}/confirm`, cleaner.cookie);
    expect(res.json()).toMatchObject({
      booking: { status: 'confirmed', paymentStatus: 'failed' },
      payment: { status: 'failed' },
    });
    expect(await chargesOf(id)).toHaveLength(0);
  });

  it('a declined card leaves it confirmed with payment failed and a retry queued; a successful retry pays once', async () => {
    const { id, cleaner, customer } = await pendingBooking('4000000000000002');
    const res = await post(`/api/v1/bookings/${id}/confirm`, cleaner.cookie);
    expect(res.json()).toMatchObject({
      booking: { status: 'confirmed', paymentStatus: 'failed' },
      payment: { status: 'failed' },
    });
    expect(await chargesOf(id)).toMatchObject([{ status: 'failed', failureCode: 'card_declined' }]);
    const jobs = await t.db.execute<{ name: string; singleton_key: string }>(
      sql`select name, singleton_key from pgboss.job where name = 'payment-retry' and data->>'bookingId' = ${id}`,
    );
    expect(jobs.rows).toHaveLength(1);

    // The retry keeps failing while the card declines (so pg-boss backs off and tries again)…
    await expect(retryBookingPayment(t.app.ctx, id)).rejects.toThrow(/still failed/);
    // …and succeeds once the customer's booking has a working card; running it twice at once pays once.
    const goodCard = await addCard(t.app, customer.cookie, '5555555555554444');
    await t.db.update(bookings).set({ paymentMethodId: goodCard }).where(eq(bookings.id, id));
    await Promise.allSettled([retryBookingPayment(t.app.ctx, id), retryBookingPayment(t.app.ctx, id)]);
    await retryBookingPayment(t.app.ctx, id);
    const charges = await chargesOf(id);
    expect(charges.filter((c) => c.status === 'succeeded')).toHaveLength(1);
    expect(charges.map((c) => c.idempotencyKey)).toEqual(
      expect.arrayContaining([`booking:${id}:charge`, `booking:${id}:charge:attempt-2`]),
    );
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.paymentStatus).toBe('paid');
  });
});

describe('cleaner cancel', () => {
  it('a pending one freely; a confirmed one only with a reason (400 Reason Required)', async () => {
    const { id, cleaner } = await pendingBooking();
    const res = await post(`/api/v1/bookings/${id}/cancel`, cleaner.cookie);
    expect(res.json().booking).toMatchObject({ status: 'cancelled' });
    expectProblem(await post(`/api/v1/bookings/${id}/confirm`, cleaner.cookie), 409);

    const other = await pendingBooking();
    await post(`/api/v1/bookings/${other.id}/confirm`, other.cleaner.cookie);
    expectProblem(
      await post(`/api/v1/bookings/${other.id}/cancel`, other.cleaner.cookie),
      400,
      'Reason Required',
    );
  });
});

describe('complete', () => {
  it.each([0, -1, 12.5, 'abc', '3', null])(
    'refuses hours worked %s with "Invalid Time"',
    async (hoursWorked) => {
      const { id, cleaner } = await pendingBooking();
      await post(`/api/v1/bookings/${id}/confirm`, cleaner.cookie);
      await startedInThePast(t.db, id);
      const problem = expectProblem(
        await post(`/api/v1/bookings/${id}/complete`, cleaner.cookie, { hoursWorked }),
        400,
        'Invalid Time',
      );
      expect(problem.detail).toBe('Please enter a valid time between 0.1 and 12 hours.');
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
      expect(row?.status).toBe('confirmed');
    },
  );

  it('3.1 h on a 2.5 h booking: 36 overtime minutes, 2 blocks, 20.00 fee, exact totals once the customer approves', async () => {
    const { id, cleaner, customer } = await pendingBooking();
    expectProblem(await post(`/api/v1/bookings/${id}/complete`, cleaner.cookie, { hoursWorked: 3.1 }), 409);
    await post(`/api/v1/bookings/${id}/confirm`, cleaner.cookie);
    await startedInThePast(t.db, id);
    const res = await post(`/api/v1/bookings/${id}/complete`, cleaner.cookie, { hoursWorked: 3.1 });
    expect(res.statusCode, res.body).toBe(200);
    // Overtime waits for the customer (decision 020): the booked total only is charged for now.
    expect(res.json()).toMatchObject({
      booking: {
        status: 'completed',
        actualHoursWorked: 3.1,
        overtimeMinutes: 36,
        overtimeFeeCents: 2000,
        overtimeStatus: 'pending_approval',
        finalTotalCents: 5500,
        paymentStatus: 'paid',
      },
      payment: { status: 'none' },
    });
    expect(await chargesOf(id)).toHaveLength(1);
    const approved = await post(`/api/v1/bookings/${id}/overtime/approve`, customer.cookie);
    expect(approved.json()).toMatchObject({
      booking: {
        overtimeStatus: 'approved',
        finalTotalCents: 7500,
        // Lisbon: IVA inside both lines; the split is on 4472 + 1626 (2000 / 1.23) = 6098 before tax.
        finalTaxes: [{ code: 'IVA', rate: '0.23', amountCents: 1028 + 374 }],
        finalPlatformFeeCents: 915,
        finalCleanerEarningsCents: 5183,
        paymentStatus: 'paid',
      },
      payment: { status: 'paid' },
    });
    expect((await chargesOf(id)).map((c) => [c.kind, c.amountCents, c.status])).toEqual([
      ['charge', 5500, 'succeeded'],
      ['overtime', 2000, 'succeeded'],
    ]);
    // A repeated completion changes nothing and never charges again.
    expectProblem(await post(`/api/v1/bookings/${id}/complete`, cleaner.cookie, { hoursWorked: 5 }), 409);
    expect(await chargesOf(id)).toHaveLength(2);
  });

  it('when the first charge had failed, completion charges the booked total and approval the overtime', async () => {
    const { id, cleaner, customer } = await pendingBooking('4000000000009995');
    await post(`/api/v1/bookings/${id}/confirm`, cleaner.cookie);
    await startedInThePast(t.db, id);
    const goodCard = await addCard(t.app, customer.cookie, '4242424242424242');
    await t.db.update(bookings).set({ paymentMethodId: goodCard }).where(eq(bookings.id, id));
    await post(`/api/v1/bookings/${id}/complete`, cleaner.cookie, { hoursWorked: 3.1 });
    const res = await post(`/api/v1/bookings/${id}/overtime/approve`, customer.cookie);
    expect(res.json().payment.status).toBe('paid');
    const succeeded = (await chargesOf(id)).filter((c) => c.status === 'succeeded');
    expect(succeeded).toMatchObject([
      { kind: 'charge', amountCents: 5500 },
      { kind: 'overtime', amountCents: 2000 },
    ]);
  });

  it('a failed charge after completion still completes the job and reports the payment as failed', async () => {
    const { id, cleaner } = await pendingBooking('4000000000000002');
    await post(`/api/v1/bookings/${id}/confirm`, cleaner.cookie);
    await startedInThePast(t.db, id);
    const res = await post(`/api/v1/bookings/${id}/complete`, cleaner.cookie, { hoursWorked: 3 });
    expect(res.json()).toMatchObject({
      booking: { status: 'completed', paymentStatus: 'failed' },
      payment: { status: 'failed' },
    });
  });
});

describe('e-mails and refunds', () => {
  it('mails the cleaner on a new request and the customer on confirmed and completed (with the receipt)', async () => {
    const { id, cleaner, customer } = await pendingBooking();
    // The request's mail is sent after the answer.
    await expect
      .poll(() => mailsTo(cleaner.user.email))
      .toEqual([expect.stringMatching(/^New booking request/)]);
    await post(`/api/v1/bookings/${id}/confirm`, cleaner.cookie);
    await startedInThePast(t.db, id);
    await post(`/api/v1/bookings/${id}/complete`, cleaner.cookie, { hoursWorked: 3.1 });
    expect(await mailsTo(customer.email)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/is confirmed$/),
        expect.stringMatching(/^Receipt for your cleaning/),
      ]),
    );
    const [receipt] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, customer.email), sql`${mailOutbox.subject} like 'Receipt%'`));
    expect(receipt?.text).toContain('Total: €55.00');
    expect(receipt?.text).toContain('Overtime (36 min): €20.00, waiting for your approval');
  });

  it('a customer cancelling a confirmed, paid booking more than 24 h ahead is refunded and told so', async () => {
    const { id, cleaner, customer } = await pendingBooking();
    await post(`/api/v1/bookings/${id}/confirm`, cleaner.cookie);
    const res = await post(`/api/v1/bookings/${id}/cancel`, customer.cookie);
    expect(res.json().booking).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect((await chargesOf(id)).map((c) => [c.kind, c.status])).toEqual([
      ['charge', 'succeeded'],
      ['refund', 'succeeded'],
    ]);
    expect(await mailsTo(customer.email)).toEqual(
      expect.arrayContaining([expect.stringMatching(/was cancelled$/)]),
    );
  });
});
