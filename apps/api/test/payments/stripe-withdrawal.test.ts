import { bookingCharges, payouts } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startedInThePast } from '../helpers/booking-fixtures';
import { withdraw } from '../payouts/withdraw-fixtures';
import {
  confirmedStripeBooking,
  connectStripePayouts,
  enableStripePayouts,
  inject,
  useStripeApp,
} from './stripe-mode';

// Stripe mode: a cleaner's withdrawal is a Transfer to their Connect account, made by the official SDK against
// the Stripe test server, with the payout machinery's key `payout:{id}`.
const { h, t } = useStripeApp();

const transfers = () => h.server.requests().filter((r) => r.method === 'POST' && r.path === '/v1/transfers');

/** A booking charged on a saved Visa and completed by its cleaner: its earnings are available. */
async function completedBooking() {
  const b = await confirmedStripeBooking(t, h);
  const [charge] = await t.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, b.id));
  expect(charge?.status).toBe('succeeded');
  await startedInThePast(t.db, b.id);
  const hours = (await inject(t, 'GET', `/api/v1/bookings/${b.id}`, b.cleaner.cookie)).json().durationHours;
  const done = await inject(t, 'POST', `/api/v1/bookings/${b.id}/complete`, b.cleaner.cookie, {
    hoursWorked: Number(hours),
  });
  expect(done.json().booking.status, done.body).toBe('completed');
  return b;
}

describe('withdrawals in Stripe mode', () => {
  it('wait for a Connect account with payouts enabled, then transfer the balance once with key payout:{id}', async () => {
    const b = await completedBooking();
    const before = transfers().length;

    const none = await withdraw(t.app, b.cleaner.cookie);
    expect(none.statusCode, none.body).toBe(409);
    expect(none.json().code).toBe('no_payout_account');
    // An account Stripe has not enabled for payouts yet cannot receive either.
    await connectStripePayouts(t, b.cleaner);
    expect((await withdraw(t.app, b.cleaner.cookie)).json().code).toBe('no_payout_account');
    expect(transfers()).toHaveLength(before);
    expect(await t.db.select().from(payouts).where(eq(payouts.cleanerId, b.cleaner.userId))).toEqual([]);

    const { accountId } = await enableStripePayouts(t, h, b.cleaner);
    const results = await Promise.all([withdraw(t.app, b.cleaner.cookie), withdraw(t.app, b.cleaner.cookie)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 429]);
    const { payout } = results.find((r) => r.statusCode === 201)!.json();
    expect(payout).toMatchObject({ status: 'completed', currency: 'EUR' });
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row).toMatchObject({ kind: 'withdrawal', transferReference: expect.stringMatching(/^tr_/) });
    const sent = transfers().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ idempotencyKey: `payout:${payout.id}` });
    expect(sent[0]!.params).toMatchObject({ destination: accountId, amount: String(payout.amountCents) });
  });
});
