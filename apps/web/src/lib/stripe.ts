import type { Stripe } from '@stripe/stripe-js';

let loaded: { publishableKey: string; stripe: Promise<Stripe | null> } | null = null;

/**
 * Stripe.js, loaded once and only when asked: importing `@stripe/stripe-js` injects Stripe's script, so the
 * import itself is dynamic and happens only in Stripe mode (local mode and the first screen fetch nothing).
 */
export function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  if (loaded?.publishableKey !== publishableKey) {
    const stripe = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey));
    loaded = { publishableKey, stripe };
  }
  return loaded.stripe;
}
