import type Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import {
  type StripeTestServer,
  type StripeTestServerOptions,
  startStripeTestServer,
  stripeClientFor,
} from './start-stripe-test-server.js';

/** One Stripe test server for a test file and the SDK client on it (set in beforeAll, closed in afterAll). */
export function useStripeTestServer(options?: StripeTestServerOptions): {
  server: StripeTestServer;
  stripe: Stripe;
} {
  const harness = {} as { server: StripeTestServer; stripe: Stripe };
  beforeAll(async () => {
    harness.server = await startStripeTestServer(options);
    harness.stripe = stripeClientFor(harness.server);
  });
  afterAll(() => harness.server.close());
  return harness;
}

/** A customer with a card saved for off-session payments, as the app's setup flow leaves it. */
export async function customerWithSavedCard(
  stripe: Stripe,
  testCard = 'pm_card_visa',
): Promise<{ customer: string; paymentMethod: string }> {
  const customer = await stripe.customers.create({ email: 'customer@example.com' });
  const paymentMethod = await stripe.paymentMethods.attach(testCard, { customer: customer.id });
  return { customer: customer.id, paymentMethod: paymentMethod.id };
}

/** A succeeded off-session payment on a freshly saved Visa. */
export async function paidPaymentIntent(
  stripe: Stripe,
  amount: number,
  currency = 'cad',
): Promise<Stripe.PaymentIntent> {
  const { customer, paymentMethod } = await customerWithSavedCard(stripe);
  return stripe.paymentIntents.create({
    amount,
    currency,
    customer,
    payment_method: paymentMethod,
    off_session: true,
    confirm: true,
  });
}

/** The types of the events about one object, oldest first. */
export function eventTypesFor(server: StripeTestServer, objectId: string): string[] {
  return server
    .events()
    .filter((event) => (event.data.object as { id?: string }).id === objectId)
    .map((event) => event.type);
}
