import { randomUUID } from 'node:crypto';
import { createPaymentMethod } from './address-factories';
import type { DbOrTx } from './client';
import { bookingCharges, localGatewayCards, localGatewayCharges } from './schema';

/** A card in the local processor's vault, saved for the customer, so that charging it really works. */
export async function createLocalCard(tx: DbOrTx, userId: string) {
  const reference = `tok_local_fx_${randomUUID().replaceAll('-', '')}`;
  const expYear = new Date().getUTCFullYear() + 3;
  await tx.insert(localGatewayCards).values({
    id: reference,
    brand: 'visa',
    lastFour: '4242',
    expMonth: 12,
    expYear,
    outcome: 'succeed',
    attached: true,
    customerUserId: userId,
  });
  return createPaymentMethod(tx, userId, { reference, expYear });
}

/**
 * Records money collected for a booking on both sides, as a settled charge would leave it: our attempt row
 * and the local processor's ledger (so a refund of it works). Defaults: the booking's total, first charge.
 */
export async function recordSucceededCharge(
  tx: DbOrTx,
  booking: { id: string; totalAmountCents: number; currency: 'CAD' | 'EUR' },
  opts: { kind?: 'charge' | 'overtime'; amountCents?: number; cardReference?: string | null } = {},
) {
  const kind = opts.kind ?? 'charge';
  const amountCents = opts.amountCents ?? booking.totalAmountCents;
  const reference = `ch_local_fx_${randomUUID().replaceAll('-', '')}`;
  const idempotencyKey = `booking:${booking.id}:${kind}`;
  await tx.insert(localGatewayCharges).values({
    idempotencyKey,
    kind: 'charge',
    gatewayPaymentMethodId: opts.cardReference ?? null,
    amountCents,
    currency: booking.currency,
    description: `Limpa booking ${booking.id} (${kind})`,
    status: 'succeeded',
    reference,
  });
  await tx.insert(bookingCharges).values({
    bookingId: booking.id,
    kind,
    amountCents,
    currency: booking.currency,
    status: 'succeeded',
    reference,
    idempotencyKey,
    settledAt: new Date(),
  });
}
