import { describe, expect, it } from 'vitest';
import {
  assertCents,
  centsToUnits,
  currencyForCountry,
  isCents,
  platformFeeCents,
  roundHalfUp,
  splitTotal,
  sumCents,
  unitsToCents,
} from './money';

// Hourly rates are typed to the cent and stored as cents: every one of 20.00..25.00 goes there and back exactly.
describe('unitsToCents and centsToUnits', () => {
  it('turns every amount from 20.00 to 25.00 into its cents and back, exactly', () => {
    for (let cents = 2000; cents <= 2500; cents++) {
      const typed = Number((cents / 100).toFixed(2));
      expect(unitsToCents(typed)).toBe(cents);
      expect(centsToUnits(unitsToCents(typed))).toBe(typed);
    }
  });

  it.each([
    [22.5, 2250],
    [20.03, 2003],
    [0.29, 29],
    [0, 0],
  ])('%s is %i cents', (units, cents) => {
    expect(unitsToCents(units)).toBe(cents);
  });

  it.each([22.505, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (units) => {
    expect(() => unitsToCents(units)).toThrow(RangeError);
  });

  it('refuses cents that are not whole', () => {
    expect(() => centsToUnits(22.5)).toThrow(RangeError);
  });
});

describe('roundHalfUp', () => {
  it.each([
    [0, 0],
    [1, 1],
    [0.4, 0],
    [0.5, 1],
    [1.5, 2],
    [2.5, 3],
    [2.4999, 2],
    [749.85, 750],
    [4999 * 0.15, 750],
    [1010 * 0.15, 152], // 151.49999999999997 in floating point
    [0.145 * 100, 15], // 14.499999999999998 in floating point
    [1.005 * 1000, 1005],
    [-0.5, -1],
    [-2.5, -3],
    [-0.2, 0],
    [-1.4, -1],
    [1e15 + 0.5, 1e15 + 1],
  ])('roundHalfUp(%d) = %d', (x, expected) => {
    expect(roundHalfUp(x)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(roundHalfUp(-0), 0)).toBe(true);
    expect(Object.is(roundHalfUp(-0.3), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('rejects %d', (x) => {
    expect(() => roundHalfUp(x)).toThrow(RangeError);
  });
});

describe('platformFeeCents', () => {
  it.each([
    [0, 0],
    [1, 0], // 0.15
    [3, 0], // 0.45
    [4, 1], // 0.6
    [10, 2], // 1.5 → 2
    [30, 5], // 4.5 → 5
    [50, 8], // 7.5 → 8
    [1010, 152], // 151.5 → 152
    [1030, 155], // 154.5 → 155
    [3500, 525],
    [3200, 480],
    [4999, 750], // 749.85
    [5010, 752], // 751.5 → 752
    [5500, 825],
    [7500, 1125],
    [9990, 1499], // 1498.5 → 1499
    [10000, 1500],
    [12345, 1852], // 1851.75
  ])('15 %% of %d cents is %d cents', (total, fee) => {
    expect(platformFeeCents(total)).toBe(fee);
  });

  it('agrees with roundHalfUp(total × 15 / 100) for every total up to 100.00', () => {
    const wrong: number[] = [];
    for (let total = 0; total <= 10000; total += 1) {
      if (platformFeeCents(total) !== roundHalfUp((total * 15) / 100)) wrong.push(total);
      if (platformFeeCents(total) !== roundHalfUp(total * 0.15)) wrong.push(total);
    }
    expect(wrong).toEqual([]);
  });

  it('rounds every exact half cent up', () => {
    // 15 % of t ends in .5 cents exactly when t ≡ 10 (mod 20).
    const wrong: number[] = [];
    for (let total = 10; total <= 100010; total += 20) {
      if (platformFeeCents(total) !== (total * 15 + 50) / 100) wrong.push(total);
    }
    expect(wrong).toEqual([]);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %d', (total) => {
    expect(() => platformFeeCents(total)).toThrow(RangeError);
  });
});

describe('splitTotal', () => {
  it.each([
    [0, 0, 0],
    [3500, 525, 2975],
    [4999, 750, 4249],
    [1010, 152, 858],
    [7500, 1125, 6375],
  ])('%d → fee %d, earnings %d', (total, fee, earnings) => {
    expect(splitTotal(total)).toEqual({ platformFeeCents: fee, cleanerEarningsCents: earnings });
  });

  it('fee + earnings = total for a sweep of totals', () => {
    const wrong: number[] = [];
    for (let total = 0; total <= 200000; total += 7) {
      const { platformFeeCents: fee, cleanerEarningsCents: earnings } = splitTotal(total);
      const ok = fee + earnings === total && Number.isInteger(fee) && fee >= 0 && earnings >= 0;
      if (!ok) wrong.push(total);
    }
    expect(wrong).toEqual([]);
  });
});

describe('cents helpers', () => {
  it.each([
    [0, true],
    [4999, true],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    ['100', false],
    [null, false],
    [2 ** 53, false],
  ])('isCents(%s) = %s', (value, expected) => {
    expect(isCents(value)).toBe(expected);
  });

  it('assertCents returns the value or throws', () => {
    expect(assertCents(12)).toBe(12);
    expect(() => assertCents(-5, 'price')).toThrow(/price/);
  });

  it.each([
    [[], 0],
    [[500], 500],
    [[500, 1250, 999], 2749],
  ])('sumCents(%j) = %d', (values, expected) => {
    expect(sumCents(values)).toBe(expected);
  });

  it('sumCents rejects a non-cent value', () => {
    expect(() => sumCents([100, 0.5])).toThrow(RangeError);
  });
});

describe('currencyForCountry', () => {
  it.each([
    ['canada', 'CAD'],
    ['CA', 'CAD'],
    ['portugal', 'EUR'],
    ['PT', 'EUR'],
  ] as const)('%s → %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it('rejects an unknown country', () => {
    expect(() => currencyForCountry('spain' as 'PT')).toThrow(RangeError);
  });
});
