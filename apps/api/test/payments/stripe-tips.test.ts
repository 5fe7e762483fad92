import { bookings } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startedInThePast } from '../helpers/booking-fixtures';
import { tipCharges } from '../tips/tip-fixtures';
import {
  confirmedStripeBooking,
  decliningCardOnFile,
  inject,
  paymentIntentCreates,
  useStripeApp,
} from './stripe-mode';

// Tips in Stripe mode (decision 076): off-session PaymentIntents on the booking's card, against the test server.
const { h, t } = useStripeApp();

/** A Stripe booking paid on a saved Visa, then started and completed by its cleaner. */
async function completedStripeBooking() {
  const b = await confirmedStripeBooking(t, h);
  await startedInThePast(t.db, b.id);
  const done = await inject(t, 'POST', `/api/v1/bookings/${b.id}/complete`, b.cleaner.cookie, {
    hoursWorked: 2.5,
  });
  expect(done.statusCode, done.body).toBe(200);
  return b;
}

const tip = (b: { id: string; customer: { cookie: string } }, amountCents: number) =>
  inject(t, 'POST', `/api/v1/bookings/${b.id}/tip`, b.customer.cookie, { amountCents });

describe('tips in Stripe mode', () => {
  it('charges one PaymentIntent under booking:{id}:tip, however many requests race', async () => {
    const b = await completedStripeBooking();
    const answers = await Promise.all([tip(b, 500), tip(b, 500), tip(b, 500)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(paymentIntentCreates(h.server, `booking:${b.id}:tip`)).toHaveLength(1);
    const [charge] = await tipCharges(t.db, b.id);
    expect(charge).toMatchObject({
      status: 'succeeded',
      amountCents: 500,
      reference: expect.stringMatching(/^pi_/),
    });
    const booking = (await inject(t, 'GET', `/api/v1/bookings/${b.id}`, b.customer.cookie)).json();
    expect(booking).toMatchObject({ paymentStatus: 'paid', tip: { amountCents: 500, status: 'paid' } });
  });

  it('a declined card records no tip (402); the next try is a new PaymentIntent that succeeds', async () => {
    const b = await completedStripeBooking();
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    const declining = await decliningCardOnFile(t.db, b.customer.userId);
    await t.db.update(bookings).set({ paymentMethodId: declining }).where(eq(bookings.id, b.id));
    const refused = await tip(b, 700);
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'tip_declined' });
    expect((await inject(t, 'GET', `/api/v1/bookings/${b.id}`, b.customer.cookie)).json().tip).toBeNull();

    await t.db.update(bookings).set({ paymentMethodId: row!.paymentMethodId }).where(eq(bookings.id, b.id));
    expect((await tip(b, 700)).statusCode).toBe(201);
    expect(paymentIntentCreates(h.server, `booking:${b.id}:tip`)).toHaveLength(1);
    expect(paymentIntentCreates(h.server, `booking:${b.id}:tip:attempt-2`)).toHaveLength(1);
    expect((await tipCharges(t.db, b.id)).map((c) => c.status).sort()).toEqual(['failed', 'succeeded']);
  });
});
