import type { PaymentMethod } from '@limpa/contracts';
import { isCardExpired } from '@limpa/domain';
import type { PaymentMethodRow } from './payment-methods.repository';

/** The API's view of a saved card: no gateway reference, no token, never a full number. */
export function toPaymentMethod(row: PaymentMethodRow, now: Date = new Date()): PaymentMethod {
  return {
    id: row.id,
    brand: row.cardBrand,
    lastFour: row.cardLastFour,
    expMonth: row.cardExpMonth,
    expYear: row.cardExpYear,
    isDefault: row.isDefault,
    isExpired: isCardExpired(row.cardExpMonth, row.cardExpYear, now),
    createdAt: row.createdAt.toISOString(),
  };
}
