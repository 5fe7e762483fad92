import type { Database } from '@limpa/db';
import { type Config, ConfigError } from '../../config';
import { LocalPaymentGateway } from './local-payment-gateway';
import type { PaymentGateway } from './payment-gateway';

/**
 * Picks the card processor from PAYMENTS. `local` (default) is the built-in test processor. `stripe` needs the
 * Stripe SDK and network access to Stripe, neither of which is part of this build: the server refuses to start
 * with PAYMENTS=stripe instead of silently falling back to test payments.
 */
export function createPaymentGateway(config: Config, db: Database): PaymentGateway {
  if (config.payments === 'stripe') {
    throw new ConfigError(['PAYMENTS: Stripe adapter not available in this build; use PAYMENTS=local']);
  }
  return new LocalPaymentGateway(db);
}
