import { randomBytes } from 'node:crypto';
import { type Database, localGatewayCards, localGatewayCharges } from '@limpa/db';
import { detectBrand, luhnValid } from '@limpa/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isCardExpired, outcomeFor } from './card-rules';
import {
  type AttachedPaymentMethod,
  type CardDetails,
  type CardTokenizer,
  type ChargeInput,
  type ChargeResult,
  PaymentError,
  type PaymentGateway,
  type RefundInput,
  type RefundResult,
} from './payment-gateway';

/** Customer-facing messages of the local processor (the card-entry wording of spec section 5 where it has one). */
export const CARD_MESSAGES = {
  incomplete_card: 'Please complete all card information including security code.',
  invalid_number: 'Your card number is invalid.',
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  expired_card: 'Your card has expired.',
  invalid_cvc: "Your card's security code is invalid.",
  token_invalid: 'Your card details are invalid or have expired. Please enter your card again.',
  token_already_used: 'This card has already been used. Please enter your card again.',
} as const;

/** A card cannot be tokenised with an expiry further ahead than this (as card processors do). */
const MAX_YEARS_AHEAD = 50;

const randomId = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function wholeNumber(v: number | string, maxDigits: number): number | null {
  if (typeof v === 'number') return Number.isInteger(v) ? v : null;
  const s = v.trim();
  return new RegExp(`^[0-9]{1,${maxDigits}}$`).test(s) ? Number(s) : null;
}

/**
 * PAYMENTS=local (the default, DECISIONS.md "Payments"): a built-in test card processor. It keeps its own vault
 * (local_gateway_cards) and ledger (local_gateway_charges), as a real provider would on its side, and honours the
 * test card numbers. Idempotency is held by PostgreSQL (UNIQUE idempotency_key). Card numbers and security codes
 * are validated in memory and dropped: only brand, last four, expiry and the simulated outcome are stored.
 */
export class LocalPaymentGateway implements PaymentGateway, CardTokenizer {
  readonly kind = 'local' as const;

  constructor(private readonly db: Database) {}

  /** What a card provider's browser script does: validate the card and hand back a single-use token. */
  async createToken(card: CardDetails, now: Date = new Date()): Promise<{ token: string }> {
    const { number, expMonth, expYear, cvc } = card;
    if (isBlank(number) || isBlank(expMonth) || isBlank(expYear) || isBlank(cvc)) {
      throw new PaymentError('incomplete_card', CARD_MESSAGES.incomplete_card);
    }
    const digits = String(number).replace(/\s+/g, '');
    if (!/^[0-9]{12,19}$/.test(digits) || !luhnValid(digits)) {
      throw new PaymentError('invalid_number', CARD_MESSAGES.invalid_number);
    }
    const month = wholeNumber(expMonth as number | string, 2);
    if (month === null || month < 1 || month > 12) {
      throw new PaymentError('invalid_expiry_month', CARD_MESSAGES.invalid_expiry_month);
    }
    const year = wholeNumber(expYear as number | string, 4);
    if (year === null || year < 1000 || year > now.getUTCFullYear() + MAX_YEARS_AHEAD) {
      throw new PaymentError('invalid_expiry_year', CARD_MESSAGES.invalid_expiry_year);
    }
    if (isCardExpired(month, year, now)) throw new PaymentError('expired_card', CARD_MESSAGES.expired_card);
    const brand = detectBrand(digits);
    if (!new RegExp(`^[0-9]{${brand === 'amex' ? 4 : 3}}$`).test(String(cvc).trim())) {
      throw new PaymentError('invalid_cvc', CARD_MESSAGES.invalid_cvc);
    }

    const token = randomId('tok_local_');
    await this.db.insert(localGatewayCards).values({
      id: token,
      brand,
      lastFour: digits.slice(-4),
      expMonth: month,
      expYear: year,
      outcome: outcomeFor(digits),
    });
    return { token };
  }

  async attachPaymentMethod(input: {
    customerUserId: string;
    token: string;
  }): Promise<AttachedPaymentMethod> {
    // Compare-and-swap: of two concurrent attaches of one token, exactly one wins.
    const [card] = await this.db
      .update(localGatewayCards)
      .set({ attached: true, customerUserId: input.customerUserId })
      .where(
        and(
          eq(localGatewayCards.id, input.token),
          eq(localGatewayCards.attached, false),
          isNull(localGatewayCards.detachedAt),
        ),
      )
      .returning();
    if (!card) {
      const [known] = await this.db
        .select({ id: localGatewayCards.id })
        .from(localGatewayCards)
        .where(eq(localGatewayCards.id, input.token))
        .limit(1);
      throw known
        ? new PaymentError('token_already_used', CARD_MESSAGES.token_already_used)
        : new PaymentError('token_invalid', CARD_MESSAGES.token_invalid);
    }
    return {
      gatewayPaymentMethodId: card.id,
      brand: card.brand,
      lastFour: card.lastFour,
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
  }

  async detachPaymentMethod(gatewayPaymentMethodId: string): Promise<void> {
    await this.db
      .update(localGatewayCards)
      .set({ attached: false, detachedAt: new Date() })
      .where(and(eq(localGatewayCards.id, gatewayPaymentMethodId), isNull(localGatewayCards.detachedAt)));
  }

  async charge(input: ChargeInput): Promise<ChargeResult> {
    assertAmount(input.amountCents);
    // One statement: the card's simulated outcome decides the result, and ON CONFLICT makes the idempotency key
    // win-once even under concurrency (a racing insert waits for the first and then does nothing).
    const inserted = await this.db.execute<{
      status: 'succeeded' | 'failed';
      reference: string;
      failure_code: string | null;
    }>(sql`
      insert into local_gateway_charges
        (idempotency_key, kind, gateway_payment_method_id, amount_cents, currency, description, status,
         reference, failure_code)
      select ${input.idempotencyKey}, 'charge', ${input.gatewayPaymentMethodId}, ${input.amountCents},
        ${input.currency}, ${input.description},
        case when c.attached and c.outcome = 'succeed' then 'succeeded' else 'failed' end,
        ${randomId('ch_local_')},
        case when c.attached is not true then 'payment_method_unavailable'
             when c.outcome = 'succeed' then null else c.outcome end
      from (select 1) as one
      left join local_gateway_cards c on c.id = ${input.gatewayPaymentMethodId}
      on conflict (idempotency_key) do nothing
      returning status, reference, failure_code`);
    const row = inserted.rows[0];
    if (row) return { status: row.status, reference: row.reference, failureCode: row.failure_code };

    const existing = await this.findByKey(input.idempotencyKey);
    if (
      existing?.kind !== 'charge' ||
      existing.gatewayPaymentMethodId !== input.gatewayPaymentMethodId ||
      existing.amountCents !== input.amountCents ||
      existing.currency !== input.currency
    ) {
      throw keyReused();
    }
    return { status: existing.status, reference: existing.reference, failureCode: existing.failureCode };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    assertAmount(input.amountCents);
    return this.db.transaction(async (tx) => {
      // Lock the charge: refunds of one charge are serialised, so they can never add up to more than it.
      const locked = await tx.execute<{ amount_cents: number; status: string }>(sql`
        select amount_cents, status from local_gateway_charges
        where reference = ${input.reference} and kind = 'charge'
        for update`);
      const charge = locked.rows[0];
      if (charge?.status !== 'succeeded') {
        throw new PaymentError('charge_not_found', 'There is no succeeded charge with this reference.');
      }
      const existing = await this.findByKey(input.idempotencyKey, tx);
      if (existing) {
        if (
          existing.kind !== 'refund' ||
          existing.refundedReference !== input.reference ||
          existing.amountCents !== input.amountCents
        ) {
          throw keyReused();
        }
        return { status: existing.status, reference: existing.reference };
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
          currency: sql`(select currency from local_gateway_charges where reference = ${input.reference})`,
          status: 'succeeded',
          reference: randomId('re_local_'),
        })
        .onConflictDoNothing({ target: localGatewayCharges.idempotencyKey })
        .returning();
      // The key was taken meanwhile by a different operation (a refund of this charge would have waited above).
      if (!row) throw keyReused();
      return { status: row.status, reference: row.reference };
    });
  }

  private async findByKey(key: string, db: Pick<Database, 'select'> = this.db) {
    const [row] = await db
      .select()
      .from(localGatewayCharges)
      .where(eq(localGatewayCharges.idempotencyKey, key))
      .limit(1);
    return row;
  }
}

function assertAmount(amountCents: number) {
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw new RangeError('amountCents must be a positive integer');
  }
}

const keyReused = () =>
  new PaymentError(
    'idempotency_key_reused',
    'This idempotency key was already used for a different payment operation.',
  );
