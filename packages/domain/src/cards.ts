/** Card numbers: the Luhn checksum and the brand a number belongs to (the web form and the local processor). */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'card';

/** The Luhn checksum every real card number passes. Empty or non-digit input is not valid. */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
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

/** Visa 4; Mastercard 51–55 and 2221–2720; Amex 34/37; anything else is a generic card (as the API decides). */
export function detectBrand(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  const two = Number(digits.slice(0, 2));
  if (digits.length >= 2 && two >= 51 && two <= 55) return 'mastercard';
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  return 'card';
}

/** A card is valid through the last day of its expiry month (`expYear` in four digits); months compare in UTC. */
export function isCardExpired(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}
