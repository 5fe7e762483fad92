import { randomBytes } from 'node:crypto';
import { type Database, localGatewayCards } from '@limpa/db';
import { detectBrand, isCardExpired, luhnValid } from '@limpa/domain';
import { type CardDetails, PaymentError } from '../../lib/payment-gateway';
import { outcomeFor } from './card-rules';

/**
 * Customer-facing messages of the local processor (the card-entry wording of docs/product-rules.md#validation
 * where it has one).
 */
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

export const randomId = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function wholeNumber(v: number | string, maxDigits: number): number | null {
  if (typeof v === 'number') return Number.isInteger(v) ? v : null;
  const s = v.trim();
  return new RegExp(`^[0-9]{1,${maxDigits}}$`).test(s) ? Number(s) : null;
}

/** What a card provider's browser script does: validate the card and hand back a single-use token. */
export async function createLocalCardToken(
  db: Database,
  card: CardDetails,
  now: Date = new Date(),
): Promise<{ token: string }> {
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
  await db.insert(localGatewayCards).values({
    id: token,
    brand,
    lastFour: digits.slice(-4),
    expMonth: month,
    expYear: year,
    outcome: outcomeFor(digits),
  });
  return { token };
}
