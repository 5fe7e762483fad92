import type { SetupIntentResponse } from '@limpa/contracts';
import type { AppContext } from '../../lib/app-context';
import { conflict, notFound, unprocessable } from '../../lib/app-error';
import type { AttachedPaymentMethod } from '../../lib/payment-gateway';
import { ensureGatewayCustomer, findGatewayCustomerId } from './ensure-gateway-customer';

export const notStripeMode = () =>
  conflict('Cards are saved with the card form here (PAYMENTS=local).', 'Not Available', 'not_stripe_mode');

const setupNotFound = () => notFound('Card setup not found.', 'Not Found');

/** POST /api/v1/me/payment-methods/setup-intent: an off-session SetupIntent for the caller's customer. */
export async function createCardSetup(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  user: { userId: string; email: string },
): Promise<SetupIntentResponse> {
  if (ctx.payments.kind !== 'stripe') throw notStripeMode();
  const customerId = await ensureGatewayCustomer(ctx, user);
  const si = await ctx.payments.createSetupIntent({ customerId });
  return { setupIntentId: si.id, clientSecret: si.clientSecret };
}

/**
 * The card of a SetupIntent, read from Stripe: only when it succeeded (422 "Card Not Confirmed" otherwise)
 * and belongs to the caller's customer (anyone else's, or unknown: 404). Brand, last four and expiry are
 * Stripe's.
 */
export async function cardFromSetupIntent(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  userId: string,
  setupIntentId: string,
): Promise<AttachedPaymentMethod> {
  const customerId = await findGatewayCustomerId(ctx.db, userId);
  if (!customerId) throw setupNotFound();
  const si = await ctx.payments.retrieveSetupIntent(setupIntentId);
  if (!si || si.customerId !== customerId) throw setupNotFound();
  if (si.status !== 'succeeded' || !si.card) {
    throw unprocessable(
      'Card Not Confirmed',
      'Your card was not confirmed. Please enter it again.',
      'setup_not_succeeded',
    );
  }
  return si.card;
}
