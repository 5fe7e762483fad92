/**
 * Money: every amount is an integer number of minor units (cents) in an ISO currency.
 * Formatting for people happens only in the UI (Intl.NumberFormat), never here.
 */

export const CURRENCIES = ['EUR', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Platform fee = round-half-up(15 % of the total); the cleaner earns the rest. */
export const PLATFORM_FEE_PERCENT = 15;

/** True for a non-negative safe integer, i.e. a valid amount in cents. */
export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Throws a RangeError unless `value` is a non-negative safe integer. */
export function assertCents(value: number, name = 'amount'): number {
  if (!isCents(value)) {
    throw new RangeError(`${name} must be a non-negative integer number of cents, got ${String(value)}`);
  }
  return value;
}

/** Sum of amounts in cents (each checked). */
export function sumCents(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += assertCents(value);
  return assertCents(total, 'sum');
}

/**
 * Rounds to the nearest integer, halves away from zero (2.5 → 3, -2.5 → -3), after removing
 * binary floating-point noise: 1010 * 0.15 is 151.49999999999997 in IEEE doubles but rounds to 152.
 */
export function roundHalfUp(x: number): number {
  if (!Number.isFinite(x)) throw new RangeError(`Cannot round ${String(x)}`);
  if (Number.isInteger(x)) return x === 0 ? 0 : x;
  const abs = Math.abs(x);
  // 15 significant digits absorb the representation error of one or two float operations.
  const cleaned = abs < 1e12 ? Number(abs.toPrecision(15)) : abs;
  const rounded = Math.floor(cleaned + 0.5);
  if (rounded === 0) return 0;
  return x < 0 ? -rounded : rounded;
}

/** 15 % of the total, rounded half up, in exact integer arithmetic. */
export function platformFeeCents(totalCents: number): number {
  assertCents(totalCents, 'totalCents');
  return Math.floor((totalCents * PLATFORM_FEE_PERCENT + 50) / 100);
}

/**
 * An amount given in currency units to the cent (an hourly rate of 22.50) as cents. Such a number is not
 * exact in binary (20.03 * 100 is 2002.9999999999998 in some cases), so the cents are rounded: a value with
 * more than two decimals is refused rather than rounded away.
 */
export function unitsToCents(units: number): number {
  const cents = roundHalfUp(units * 100);
  if (Math.abs(cents - units * 100) > 1e-6) throw new RangeError(`${String(units)} is not to the cent`);
  return assertCents(cents, 'units');
}

/** Cents back to currency units (2250 → 22.5): exact for every amount a person types. */
export function centsToUnits(cents: number): number {
  return assertCents(cents, 'cents') / 100;
}

export interface TotalSplit {
  platformFeeCents: number;
  cleanerEarningsCents: number;
}

/** Splits a total into platform fee and cleaner earnings; the two always sum to the total. */
export function splitTotal(totalCents: number): TotalSplit {
  const fee = platformFeeCents(totalCents);
  return { platformFeeCents: fee, cleanerEarningsCents: totalCents - fee };
}

const CURRENCY_BY_COUNTRY: Readonly<Record<'canada' | 'portugal' | 'CA' | 'PT', Currency>> = {
  canada: 'CAD',
  CA: 'CAD',
  portugal: 'EUR',
  PT: 'EUR',
};

/** A booking's currency follows its address: Canada → CAD, Portugal → EUR. */
export function currencyForCountry(country: 'canada' | 'portugal' | 'CA' | 'PT'): Currency {
  const currency = CURRENCY_BY_COUNTRY[country];
  if (currency === undefined) throw new RangeError(`Unknown country: ${String(country)}`);
  return currency;
}
