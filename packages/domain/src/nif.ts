/**
 * The Portuguese tax number (NIF) a customer may give for their invoices (docs/product-rules.md#invoices).
 *
 * Nine digits; the ninth is a mod-11 check over the first eight, weighted 9 down to 2: 11 minus the sum's
 * remainder, and 0 when that remainder is 0 or 1. People write it with spaces ("123 456 789") or as the EU VAT
 * form ("PT123456789"), so both are accepted and only the nine digits are kept. Which first digits the tax
 * authority hands out is not checked: the check digit is the rule (decision 075).
 */

/** The English field message of a NIF that fails the rule (translated as `problems.fields.invalid_tax_id`). */
export const NIF_MESSAGE = 'Enter a valid Portuguese tax number (NIF): 9 digits';

/** The check digit of the first eight digits (a string of exactly eight digits). */
export function nifCheckDigit(firstEight: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(firstEight[i]) * (9 - i);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * The nine digits of a NIF as written (spaces anywhere, an optional "PT" in front, any case), or null when
 * it is not a valid one.
 */
export function normaliseNif(input: string): string | null {
  const compact = input.replace(/\s+/g, '').replace(/^pt/i, '');
  if (!/^\d{9}$/.test(compact)) return null;
  return nifCheckDigit(compact.slice(0, 8)) === Number(compact[8]) ? compact : null;
}

export const isValidNif = (input: string): boolean => normaliseNif(input) !== null;
