import type { PaymentMethod } from '@limpa/contracts';

/** A saved card for tests: a Visa ending 4242, valid until 12/2030, not the default. */
export function paymentMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    brand: 'visa',
    lastFour: '4242',
    expMonth: 12,
    expYear: 2030,
    isDefault: false,
    isExpired: false,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}
