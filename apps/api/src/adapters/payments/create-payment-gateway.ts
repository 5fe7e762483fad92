import type { Database } from '@limpa/db';
import type { Config } from '../../config';
import type { PaymentGateway } from '../../lib/payment-gateway';
import { LocalPaymentGateway } from './local-payment-gateway';
import { StripePaymentGateway } from './stripe-payment-gateway';

/** Picks the card processor from PAYMENTS: `local` (default, the built-in test processor) or `stripe`. */
export function createPaymentGateway(config: Config, db: Database): PaymentGateway {
  if (config.payments === 'stripe' && config.stripe) return new StripePaymentGateway(config.stripe);
  return new LocalPaymentGateway(db);
}
