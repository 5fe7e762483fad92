import {
  bookingCharges,
  mailOutbox,
  notifications,
  payouts,
  profiles,
  recordSucceededCharge,
} from '@limpa/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendPayoutTransfer } from '../../src/modules/admin/transfer-payouts';
import { retryPendingRefunds } from '../../src/modules/booking-payments/refund-booking-payment';
import { retryBookingPayment } from '../../src/modules/booking-payments/retry-booking-payment';
import { notifyPayoutSent, notifyRefundMade } from '../../src/modules/notifications/money-mails';
import { adminSignedIn, pendingBooking, startedInThePast } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { post } from '../lifecycle/helpers';

const t = useTestApp();

const mailsTo = (to: string, subject: RegExp) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .then((rows) => rows.filter((m) => subject.test(m.subject)));
const inApp = (userId: string, type: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

async function confirmed(card = '4242424242424242') {
  const b = await pendingBooking(t.app, t.db, card);
  const res = await post(t.app, `/api/v1/bookings/${b.id}/confirm`, b.cleaner.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return b;
}

/**
 * A confirmed booking paid by its charge and a 20.00 overtime charge, then refunded by an admin by
 * `overtimeCents` more than its charge: a refund in two parts. Returns the booking, its charge and the parts.
 */
async function refundedFromTwoCharges(overtimeCents: number) {
  const b = await confirmed();
  const chargesOf = (kind: 'charge' | 'refund') =>
    t.db
      .select()
      .from(bookingCharges)
      .where(and(eq(bookingCharges.bookingId, b.id), eq(bookingCharges.kind, kind)));
  const [charge] = await chargesOf('charge');
  await recordSucceededCharge(
    t.db,
    { id: b.id, totalAmountCents: charge!.amountCents, currency: charge!.currency },
    { kind: 'overtime', amountCents: 2000 },
  );
  const admin = await adminSignedIn(t.app, t.db);
  const res = await post(t.app, `/api/v1/admin/bookings/${b.id}/refunds`, admin.cookie, {
    amountCents: charge!.amountCents + overtimeCents,
    reason: 'The overtime was not worked',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { b, chargeCents: charge!.amountCents, parts: await chargesOf('refund') };
}

describe('the money e-mails, once each whatever retries them', () => {
  it('payment failed: the customer is told once, however many retries fail after it', async () => {
    const b = await confirmed('4000000000000002');
    await expect(retryBookingPayment(t.app.ctx, b.id)).rejects.toThrow(/still failed/);
    await expect(retryBookingPayment(t.app.ctx, b.id)).rejects.toThrow(/still failed/);
    const mails = await mailsTo(b.customer.email, /did not go through/);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Pay now in My bookings: ');
    expect(mails[0]!.text).toContain(`/customer/bookings?booking=${b.id}`);
    expect(mails[0]!.headers).toBeNull(); // transactional: no unsubscribe
    expect(await inApp(b.customer.userId, 'payment_failed')).toHaveLength(1);
  });

  it('refund made: a free cancellation refunds and tells the amount once; a repeat tells nothing', async () => {
    const b = await confirmed();
    expect((await post(t.app, `/api/v1/bookings/${b.id}/cancel`, b.customer.cookie)).statusCode).toBe(200);
    const [refund] = await t.db
      .select()
      .from(bookingCharges)
      .where(and(eq(bookingCharges.bookingId, b.id), eq(bookingCharges.kind, 'refund')));
    await retryPendingRefunds(t.app.ctx, b.id);
    await notifyRefundMade(t.app.ctx, refund!.id);
    const mails = await mailsTo(b.customer.email, /^Refund of /);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Refund of €\d+\.\d\d for your/)]);
    expect(await inApp(b.customer.userId, 'refund_made')).toHaveLength(1);
  });

  it('a refund drawing on the booking and its overtime is one refund to the customer: one mail, the whole amount', async () => {
    const { b, chargeCents, parts } = await refundedFromTwoCharges(1500);
    expect(parts.map((p) => [p.amountCents, p.status])).toEqual(
      expect.arrayContaining([
        [chargeCents, 'succeeded'],
        [1500, 'succeeded'],
      ]),
    );
    // Told again for each part (as a webhook or the refund job would): still one refund to them.
    for (const part of parts) await notifyRefundMade(t.app.ctx, part.id);
    const total = `€${((chargeCents + 1500) / 100).toFixed(2)}`;
    const mails = await mailsTo(b.customer.email, /^Refund of /);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining(`Refund of ${total}`)]);
    expect(await inApp(b.customer.userId, 'refund_made')).toHaveLength(1);
  });

  it('a refund is told only once all its parts settled, with what came back', async () => {
    const { b, chargeCents, parts } = await refundedFromTwoCharges(2000);
    expect(new Set(parts.map((p) => p.refundGroup)).size).toBe(1);
    // The same refund seen while one part was still on its way: nobody is told yet.
    await t.db.delete(notifications).where(eq(notifications.userId, b.customer.userId));
    await t.db.delete(mailOutbox).where(eq(mailOutbox.to, b.customer.email));
    const overtimePart = parts.find((p) => p.amountCents === 2000)!;
    await t.db
      .update(bookingCharges)
      .set({ status: 'pending' })
      .where(eq(bookingCharges.id, overtimePart.id));
    const other = parts.find((p) => p.id !== overtimePart.id)!;
    await notifyRefundMade(t.app.ctx, other.id);
    expect(await inApp(b.customer.userId, 'refund_made')).toHaveLength(0);
    // It settles as refused: the customer hears of what did come back.
    await t.db.update(bookingCharges).set({ status: 'failed' }).where(eq(bookingCharges.id, overtimePart.id));
    await notifyRefundMade(t.app.ctx, overtimePart.id);
    const mails = await mailsTo(b.customer.email, /^Refund of /);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining(`Refund of €${(chargeCents / 100).toFixed(2)}`),
    ]);
  });

  it('payout sent: the cleaner is told once, with an unsubscribe link; turned off → in the app only', async () => {
    const admin = await adminSignedIn(t.app, t.db);
    const b = await confirmed();
    await startedInThePast(t.db, b.id);
    await post(t.app, `/api/v1/bookings/${b.id}/complete`, b.cleaner.cookie, { hoursWorked: 2.5 });
    await t.db.update(profiles).set({ locale: 'fr-CA' }).where(eq(profiles.userId, b.cleaner.userId));
    expect((await post(t.app, '/api/v1/admin/payouts/run', admin.cookie)).statusCode).toBe(200);
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.cleanerId, b.cleaner.userId));
    expect(payout?.status).toBe('completed');
    await sendPayoutTransfer(t.app.ctx, payout!.id);
    await notifyPayoutSent(t.app.ctx, payout!.id);
    const [mail, ...more] = await mailsTo(b.cleaner.user.email, /^Versement de/);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Versement de \d+,\d\d\s€ envoyé$/);
    expect(mail!.text).toContain('Ne plus recevoir ces courriels: http');
    expect(mail!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(/^<http.*\/api\/v1\/unsubscribe\?token=u1\./),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await inApp(b.cleaner.userId, 'payout_sent')).toHaveLength(1);

    // The header's one-click turns it off: the same payout told again (as if new) is told in the app only.
    const url = new URL(mail!.headers!['List-Unsubscribe']!.slice(1, -1));
    const off = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(off.json()).toEqual({ type: 'payout_sent', unsubscribed: true });
    await t.db.update(payouts).set({ status: 'pending' }).where(eq(payouts.id, payout!.id));
    await t.db.delete(notifications).where(eq(notifications.dedupeKey, `payout_sent:${payout!.id}`));
    await sendPayoutTransfer(t.app.ctx, payout!.id);
    expect(await mailsTo(b.cleaner.user.email, /^Versement de/)).toHaveLength(1);
    expect(await inApp(b.cleaner.userId, 'payout_sent')).toHaveLength(1);
  });
});
