import type { LocalCardOutcome } from '@limpa/db';

/** Pure card rules shared by the local processor and the payment-methods module. No I/O. */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'card';

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Visa 4; Mastercard 51–55 and 2221–2720; Amex 34/37; anything else is a generic 'card'. */
export function detectBrand(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  const two = Number(digits.slice(0, 2));
  if (two >= 51 && two <= 55) return 'mastercard';
  const four = Number(digits.slice(0, 4));
  if (four >= 2221 && four <= 2720) return 'mastercard';
  return 'card';
}

/** The local processor's test cards (DECISIONS.md "Payments"); any other valid number succeeds. */
export const TEST_CARD_OUTCOMES: Readonly<Record<string, LocalCardOutcome>> = Object.freeze({
  '4242424242424242': 'succeed',
  '5555555555554444': 'succeed',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000002760003184': 'authentication_required',
});

export const outcomeFor = (digits: string): LocalCardOutcome => TEST_CARD_OUTCOMES[digits] ?? 'succeed';

/** A card is valid through the last day of its expiry month; months are compared in UTC. */
export function isCardExpired(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}
