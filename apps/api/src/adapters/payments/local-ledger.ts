import { type Database, localGatewayCharges } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import {
  type ChargeInput,
  type ChargeResult,
  PaymentError,
  type RefundInput,
  type RefundResult,
  type TransferInput,
  type TransferResult,
} from '../../lib/payment-gateway';
import { randomId } from './local-card-tokens';

/**
 * The local processor's ledger (local_gateway_charges): charges, refunds and transfers, one row per idempotency
 * key (UNIQUE), so a key wins once whatever the concurrency, as at a real processor.
 */

type LedgerRow = typeof localGatewayCharges.$inferSelect;

export function assertAmount(amountCents: number) {
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw new RangeError('amountCents must be a positive integer');
  }
}

export const keyReused = () =>
  new PaymentError(
    'idempotency_key_reused',
    'This idempotency key was already used for a different payment operation.',
  );

/** The local stand-in for the issuer's message when a charge needs the customer. */
const AUTHENTICATION_MESSAGE = 'Your bank needs you to confirm this payment.';

export async function findLedgerRow(
  db: Pick<Database, 'select'>,
  key: string,
): Promise<LedgerRow | undefined> {
  const [row] = await db
    .select()
    .from(localGatewayCharges)
    .where(eq(localGatewayCharges.idempotencyKey, key))
    .limit(1);
  return row;
}

const toChargeResult = (row: {
  status: LedgerRow['status'];
  reference: string;
  failureCode: string | null;
  clientSecret: string | null;
}): ChargeResult => ({
  status: row.status,
  reference: row.reference,
  failureCode: row.status === 'succeeded' ? null : row.failureCode,
  failureMessage:
    row.status === 'requires_action'
      ? AUTHENTICATION_MESSAGE
      : row.status === 'failed'
        ? failureText(row)
        : null,
  clientSecret: row.status === 'requires_action' ? row.clientSecret : null,
});

function failureText(row: { failureCode: string | null }): string {
  if (row.failureCode === 'insufficient_funds') return 'Your card has insufficient funds.';
  if (row.failureCode === 'authentication_required') return 'Your bank declined the authentication.';
  if (row.failureCode === 'payment_method_unavailable') return 'This card can no longer be charged.';
  return 'Your card was declined.';
}

/**
 * One statement: the card's simulated outcome decides the result (authentication_required → requires_action
 * with a client secret), and ON CONFLICT makes the idempotency key win once even under concurrency.
 */
export async function chargeLocalCard(db: Database, input: ChargeInput): Promise<ChargeResult> {
  assertAmount(input.amountCents);
  const reference = randomId('pi_local_');
  const inserted = await db.execute<{
    status: LedgerRow['status'];
    reference: string;
    failure_code: string | null;
    client_secret: string | null;
  }>(sql`
    insert into local_gateway_charges
      (idempotency_key, kind, gateway_payment_method_id, amount_cents, currency, description, status,
       reference, failure_code, client_secret)
    select ${input.idempotencyKey}, 'charge', ${input.gatewayPaymentMethodId}, ${input.amountCents},
      ${input.currency}, ${input.description},
      case when c.attached is not true then 'failed'
           when c.outcome = 'succeed' then 'succeeded'
           when c.outcome = 'authentication_required' then 'requires_action'
           else 'failed' end,
      ${reference},
      case when c.attached is not true then 'payment_method_unavailable'
           when c.outcome = 'succeed' then null else c.outcome end,
      case when c.attached and c.outcome = 'authentication_required'
           then ${`${reference}_secret_${randomId('')}`} end
    from (select 1) as one
    left join local_gateway_cards c on c.id = ${input.gatewayPaymentMethodId}
    on conflict (idempotency_key) do nothing
    returning status, reference, failure_code, client_secret`);
  const row = inserted.rows[0];
  if (row) {
    return toChargeResult({
      status: row.status,
      reference: row.reference,
      failureCode: row.failure_code,
      clientSecret: row.client_secret,
    });
  }
  const existing = await findLedgerRow(db, input.idempotencyKey);
  if (
    existing?.kind !== 'charge' ||
    existing.gatewayPaymentMethodId !== input.gatewayPaymentMethodId ||
    existing.amountCents !== input.amountCents ||
    existing.currency !== input.currency
  ) {
    throw keyReused();
  }
  return toChargeResult(existing);
}

/** The customer's answer on the local authentication page; a charge already settled keeps its outcome. */
export async function settleLocalAuthentication(
  db: Database,
  clientSecret: string,
  outcome: 'succeed' | 'fail',
): Promise<{ reference: string; status: 'succeeded' | 'failed' } | null> {
  const [updated] = await db
    .update(localGatewayCharges)
    .set(
      outcome === 'succeed'
        ? { status: 'succeeded', failureCode: null }
        : { status: 'failed', failureCode: 'authentication_required' },
    )
    .where(
      sql`${localGatewayCharges.clientSecret} = ${clientSecret} and ${localGatewayCharges.status} = 'requires_action'`,
    )
    .returning();
  const row =
    updated ??
    (
      await db.select().from(localGatewayCharges).where(eq(localGatewayCharges.clientSecret, clientSecret))
    )[0];
  if (!row || row.status === 'requires_action') return null;
  return { reference: row.reference, status: row.status };
}

/** A charge waiting for authentication is given up (another card replaces it). */
export async function cancelLocalCharge(db: Database, reference: string): Promise<void> {
  await db
    .update(localGatewayCharges)
    .set({ status: 'failed', failureCode: 'canceled' })
    .where(
      sql`${localGatewayCharges.reference} = ${reference} and ${localGatewayCharges.status} = 'requires_action'`,
    );
}

/** Refunds of one charge are serialised by a lock on the charge, so they can never add up to more than it. */
export async function refundLocalCharge(db: Database, input: RefundInput): Promise<RefundResult> {
  assertAmount(input.amountCents);
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ amount_cents: number; status: string; currency: string }>(sql`
      select amount_cents, status, currency from local_gateway_charges
      where reference = ${input.reference} and kind = 'charge'
      for update`);
    const charge = locked.rows[0];
    if (charge?.status !== 'succeeded') {
      throw new PaymentError('charge_not_found', 'There is no succeeded charge with this reference.');
    }
    const existing = await findLedgerRow(tx, input.idempotencyKey);
    if (existing) {
      if (
        existing.kind !== 'refund' ||
        existing.refundedReference !== input.reference ||
        existing.amountCents !== input.amountCents
      ) {
        throw keyReused();
      }
      return {
        status: existing.status === 'succeeded' ? 'succeeded' : 'failed',
        reference: existing.reference,
      };
    }
    const refunded = await tx.execute<{ total: number }>(sql`
      select coalesce(sum(amount_cents), 0)::int as total from local_gateway_charges
      where refunded_reference = ${input.reference} and kind = 'refund' and status = 'succeeded'`);
    if (refunded.rows[0]!.total + input.amountCents > charge.amount_cents) {
      throw new PaymentError(
        'refund_exceeds_charge',
        'The refund is larger than what is left of the charge.',
      );
    }
    const [row] = await tx
      .insert(localGatewayCharges)
      .values({
        idempotencyKey: input.idempotencyKey,
        kind: 'refund',
        refundedReference: input.reference,
        amountCents: input.amountCents,
        currency: charge.currency,
        status: 'succeeded',
        reference: randomId('re_local_'),
      })
      .onConflictDoNothing({ target: localGatewayCharges.idempotencyKey })
      .returning();
    // The key was taken meanwhile by a different operation (a refund of this charge would have waited above).
    if (!row) throw keyReused();
    return { status: 'succeeded', reference: row.reference };
  });
}

/** Payouts in local mode are ledger entries: the money "arrives" at the simulated account at once. */
export async function transferLocally(db: Database, input: TransferInput): Promise<TransferResult> {
  assertAmount(input.amountCents);
  const [row] = await db
    .insert(localGatewayCharges)
    .values({
      idempotencyKey: input.idempotencyKey,
      kind: 'transfer',
      destination: input.destination,
      amountCents: input.amountCents,
      currency: input.currency,
      description: input.description,
      status: 'succeeded',
      reference: randomId('tr_local_'),
    })
    .onConflictDoNothing({ target: localGatewayCharges.idempotencyKey })
    .returning();
  const result = row ?? (await findLedgerRow(db, input.idempotencyKey));
  if (
    result?.kind !== 'transfer' ||
    result.destination !== input.destination ||
    result.amountCents !== input.amountCents
  ) {
    throw keyReused();
  }
  return { status: 'succeeded', reference: result.reference, failureReason: null };
}
