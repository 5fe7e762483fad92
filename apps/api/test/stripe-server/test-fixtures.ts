import type Stripe from 'stripe';
import type { StripeTestServer } from './start-stripe-test-server.js';

/** A customer with a card saved for off-session payments, as the app's setup flow leaves it. */
export async function customerWithSavedCard(
  stripe: Stripe,
  testCard = 'pm_card_visa',
): Promise<{ customer: string; paymentMethod: string }> {
  const customer = await stripe.customers.create({ email: 'customer@example.com' });
  const paymentMethod = await stripe.paymentMethods.attach(testCard, { customer: customer.id });
  return { customer: customer.id, paymentMethod: paymentMethod.id };
}

/** The types of the events about one object, oldest first. */
export function eventTypesFor(server: StripeTestServer, objectId: string): string[] {
  return server
    .events()
    .filter((event) => (event.data.object as { id?: string }).id === objectId)
    .map((event) => event.type);
}
