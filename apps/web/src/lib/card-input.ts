/**
 * Pure helpers for the local (test-mode) card form: digits, brand, grouping, expiry and the client-side checks.
 * The server (POST /api/v1/payments/local/tokens) checks everything again; the messages here are the same ones
 * it answers with, so a customer sees one wording whichever side catches a mistake. No I/O, no logging.
 */

import { type CardBrand, detectBrand, isCardExpired, luhnValid } from '@limpa/domain';

export const MIN_CARD_DIGITS = 12;
export const MAX_CARD_DIGITS = 19;
const AMEX_DIGITS = 15;

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

export const maxDigitsFor = (brand: CardBrand): number => (brand === 'amex' ? AMEX_DIGITS : MAX_CARD_DIGITS);
export const cvcLengthFor = (brand: CardBrand): number => (brand === 'amex' ? 4 : 3);

/**
 * What the number field shows while typing: digits only, cut at the brand's length, in groups of 4
 * ("4242 4242 4242 4242"); American Express in its printed 4-6-5 groups ("3782 822463 10005").
 */
export function formatCardNumber(value: string): string {
  const raw = onlyDigits(value);
  const digits = raw.slice(0, maxDigitsFor(detectBrand(raw)));
  if (detectBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Where the caret belongs in a reformatted value: just after its `digitsBefore`-th digit (so typing or
 * deleting in the middle of "4242 4242 …" does not throw the caret to the end).
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!)) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

/**
 * What the expiry field shows while typing: "MM/YY". A browser's cc-exp autofill may bring "MM/YYYY" or
 * "MM / YY"; those become "MM/YY" too.
 */
export function formatExpiry(value: string): string {
  const full = /^\s*(\d{1,2})\s*\/\s*(\d{4})\s*$/.exec(value);
  const digits = full ? `${full[1]!.padStart(2, '0')}${full[2]!.slice(2)}` : onlyDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface Expiry {
  month: number;
  /** Four digits, e.g. 2028. */
  year: number;
}

/** "12/28" or "1228" → { month: 12, year: 2028 }; null until both parts are complete. Month range is not checked. */
export function parseExpiry(value: string): Expiry | null {
  const digits = onlyDigits(formatExpiry(value));
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

/** "12/28" from an expiry month and a four-digit year. */
export const formatExpiryShort = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardFields;

export type CardProblem = 'incomplete' | 'invalidNumber' | 'invalidExpiryMonth' | 'expired' | 'invalidCvc';

/** Which field a problem belongs to (null: the card as a whole). */
export const PROBLEM_FIELD: Record<CardProblem, CardField | null> = {
  incomplete: null,
  invalidNumber: 'number',
  invalidExpiryMonth: 'expiry',
  expired: 'expiry',
  invalidCvc: 'cvc',
};

/** The API's card error codes, mapped to the same problems (so its messages land on the right field). */
export const PROBLEM_FOR_CODE: Readonly<Record<string, CardProblem>> = {
  incomplete_card: 'incomplete',
  invalid_number: 'invalidNumber',
  invalid_expiry_month: 'invalidExpiryMonth',
  invalid_expiry_year: 'invalidExpiryMonth',
  expired_card: 'expired',
  invalid_cvc: 'invalidCvc',
};

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardCheck = { ok: true; card: CardDetails } | { ok: false; problem: CardProblem };

/**
 * The client-side card check before any request: every field complete (the product's "Please complete all
 * card information including security code."), then the number's checksum, the expiry and the security code.
 */
export function checkCard(fields: CardFields, now: Date = new Date()): CardCheck {
  const digits = onlyDigits(fields.number);
  const expiry = parseExpiry(fields.expiry);
  const cvc = onlyDigits(fields.cvc);
  if (digits.length < MIN_CARD_DIGITS || expiry === null || cvc.length < 3) {
    return { ok: false, problem: 'incomplete' };
  }
  const brand = detectBrand(digits);
  if (digits.length > maxDigitsFor(brand) || !luhnValid(digits))
    return { ok: false, problem: 'invalidNumber' };
  if (expiry.month < 1 || expiry.month > 12) return { ok: false, problem: 'invalidExpiryMonth' };
  if (isCardExpired(expiry.month, expiry.year, now)) return { ok: false, problem: 'expired' };
  if (cvc.length !== cvcLengthFor(brand)) return { ok: false, problem: 'invalidCvc' };
  return { ok: true, card: { number: digits, expMonth: expiry.month, expYear: expiry.year, cvc } };
}
