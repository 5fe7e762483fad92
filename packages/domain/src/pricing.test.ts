import { describe, expect, it } from 'vitest';
import { computeBookingPrice } from './booking-price';
import { HOME_TYPES, isHomeType, PRICE_TABLE, priceFor, priceRow, pricingTable } from './pricing';

// homeType, label, one-time cents, recurring cents, one-time text, one-time h, recurring text, recurring h
const SPEC_TABLE = [
  ['T0', 'Studio', 3500, 3200, 'up to 1h30', 1.5, '1h00-1h15', 1.25],
  ['T1', '1 Bedroom', 4500, 4200, 'up to 2h00', 2, '1h30-1h45', 1.75],
  ['T2', '2 Bedrooms', 5500, 5000, 'up to 2h30', 2.5, '2h00', 2],
  ['T3', '3 Bedrooms', 6500, 6000, 'up to 3h00', 3, '2h30', 2.5],
  ['T4', '4 Bedrooms', 7500, 6800, 'up to 3h30', 3.5, '3h00', 3],
] as const;

type SpecRow = readonly [string, string, number, number, string, number, string, number];

/** A price-table row as the API's pricing table answers it. */
const asPricingRow = ([
  homeType,
  label,
  oneTime,
  recurring,
  text,
  hours,
  recurringText,
  recurringHours,
]: SpecRow) => ({
  homeType,
  label,
  oneTimeCents: oneTime,
  recurringCents: recurring,
  estimatedTime: text,
  durationHours: hours,
  recurringEstimatedTime: recurringText,
  recurringDurationHours: recurringHours,
});

describe('constants', () => {
  it('has one table row per home type, in order', () => {
    expect(PRICE_TABLE.map((row) => row.homeType)).toEqual([...HOME_TYPES]);
  });

  it.each([
    ['T0', true],
    ['T4', true],
    ['T5', false],
    ['t2', false],
    [2, false],
    [undefined, false],
  ])('isHomeType(%s) = %s', (value, expected) => {
    expect(isHomeType(value)).toBe(expected);
  });
});

describe.each(SPEC_TABLE)(
  '%s (%s)',
  (homeType, label, oneTime, recurring, text, hours, recurringText, recurringHours) => {
    it('matches docs/product-rules.md#prices-and-home-types', () => {
      expect(priceRow(homeType)).toEqual(
        asPricingRow([homeType, label, oneTime, recurring, text, hours, recurringText, recurringHours]),
      );
    });

    it('priceFor one-time and recurring', () => {
      expect(priceFor(homeType, false)).toEqual({
        baseCents: oneTime,
        durationHours: hours,
        estimatedTime: text,
      });
      expect(priceFor(homeType, true)).toEqual({
        baseCents: recurring,
        durationHours: recurringHours,
        estimatedTime: recurringText,
      });
    });

    it.each([
      [false, [] as number[]],
      [false, [1500]],
      [false, [1500, 999, 2000]],
      [true, [] as number[]],
      [true, [1500]],
      [true, [1500, 999, 2000]],
    ])('computeBookingPrice recurring=%s add-ons=%j', (isRecurring, addOns) => {
      const base = isRecurring ? recurring : oneTime;
      const addOnsTotal = addOns.reduce((a, b) => a + b, 0);
      const total = base + addOnsTotal;
      const fee = Math.floor((total * 15 + 50) / 100);
      expect(computeBookingPrice({ homeType, isRecurring, addOnPricesCents: addOns })).toEqual({
        basePriceCents: base,
        addOnsTotalCents: addOnsTotal,
        subtotalCents: total,
        taxCents: 0,
        taxes: [],
        totalAmountCents: total,
        platformFeeCents: fee,
        cleanerEarningsCents: total - fee,
        durationHours: isRecurring ? recurringHours : hours,
        estimatedTime: isRecurring ? recurringText : text,
      });
    });
  },
);

describe('computeBookingPrice', () => {
  it.each([
    // homeType, recurring, add-ons, total, fee, earnings
    ['T0', false, [], 3500, 525, 2975],
    ['T0', true, [], 3200, 480, 2720],
    ['T2', false, [], 5500, 825, 4675],
    ['T2', false, [1010], 6510, 977, 5533], // 976.5 → 977
    ['T4', true, [2500, 1500], 10800, 1620, 9180],
    ['T1', false, [499], 4999, 750, 4249],
  ] as const)(
    '%s recurring=%s add-ons=%j → total %d, fee %d, earnings %d',
    (homeType, isRecurring, addOns, total, fee, earnings) => {
      const price = computeBookingPrice({ homeType, isRecurring, addOnPricesCents: addOns });
      expect(price.totalAmountCents).toBe(total);
      expect(price.platformFeeCents).toBe(fee);
      expect(price.cleanerEarningsCents).toBe(earnings);
    },
  );

  it.each([[[-100]], [[10.5]], [[Number.NaN]]])('rejects add-on prices %j', (addOns) => {
    expect(() =>
      computeBookingPrice({ homeType: 'T2', isRecurring: false, addOnPricesCents: addOns }),
    ).toThrow(RangeError);
  });

  it('rejects an unknown home type', () => {
    expect(() => priceFor('T9' as 'T0', false)).toThrow(RangeError);
  });
});

describe('pricingTable', () => {
  it('is the API response shape, in home-type order', () => {
    expect(pricingTable()).toEqual(SPEC_TABLE.map(asPricingRow));
  });

  it('returns copies that do not alter the table', () => {
    const rows = pricingTable();
    rows[0]!.oneTimeCents = 1;
    expect(priceRow('T0').oneTimeCents).toBe(3500);
    expect(Object.isFrozen(PRICE_TABLE)).toBe(true);
  });
});
