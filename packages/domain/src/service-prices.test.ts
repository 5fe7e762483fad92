import { describe, expect, it } from 'vitest';
import { computeBookingPrice } from './booking-price';
import { PRICE_TABLE } from './pricing';
import {
  estimatedTimeText,
  fromPrice,
  houseCleaningPrices,
  isValidServiceCell,
  roundToQuarterHour,
  scaleServicePrices,
  servicePriceFor,
} from './service-prices';

describe('scaleServicePrices', () => {
  it('grows a studio price and duration like the standard table, rounded to the cent and the quarter hour', () => {
    // Deep Cleaning: €89.99 and 4 h for a studio.
    expect(scaleServicePrices(8999, 4)).toEqual([
      { homeType: 'T0', priceCents: 8999, durationHours: 4 },
      { homeType: 'T1', priceCents: 11570, durationHours: 5.25 },
      { homeType: 'T2', priceCents: 14141, durationHours: 6.75 },
      { homeType: 'T3', priceCents: 16712, durationHours: 8 },
      { homeType: 'T4', priceCents: 19284, durationHours: 9.25 },
    ]);
  });

  it('gives back the standard table when fed its own studio row', () => {
    const scaled = scaleServicePrices(PRICE_TABLE[0]!.oneTimeCents, PRICE_TABLE[0]!.durationHours);
    expect(scaled).toEqual(houseCleaningPrices());
  });

  it('refuses a price that is not whole cents', () => {
    expect(() => scaleServicePrices(89.5, 4)).toThrow(RangeError);
    expect(() => scaleServicePrices(-1, 4)).toThrow(RangeError);
  });
});

describe('roundToQuarterHour', () => {
  it.each([
    [1.1, 1],
    [1.13, 1.25],
    [5.142857, 5.25],
    [0.01, 0.25],
  ])('%d h books %d h', (hours, booked) => {
    expect(roundToQuarterHour(hours)).toBe(booked);
  });
});

describe('isValidServiceCell', () => {
  it('takes whole cents and quarter hours up to 16 h', () => {
    expect(isValidServiceCell({ priceCents: 0, durationHours: 0.25 })).toBe(true);
    expect(isValidServiceCell({ priceCents: 12345, durationHours: 16 })).toBe(true);
  });
  it.each([
    { priceCents: 10.5, durationHours: 2 },
    { priceCents: -1, durationHours: 2 },
    { priceCents: 100, durationHours: 0 },
    { priceCents: 100, durationHours: 2.1 },
    { priceCents: 100, durationHours: 16.25 },
  ])('refuses %j', (cell) => {
    expect(isValidServiceCell(cell)).toBe(false);
  });
});

describe('fromPrice', () => {
  it('is the cheapest cell of the currency asked for', () => {
    const cells = [
      { currency: 'EUR', priceCents: 5000 },
      { currency: 'CAD', priceCents: 3000 },
      { currency: 'EUR', priceCents: 4000 },
    ];
    expect(fromPrice(cells, 'EUR')).toEqual({ currency: 'EUR', priceCents: 4000 });
    expect(fromPrice(cells, 'CAD')?.priceCents).toBe(3000);
    expect(fromPrice([], 'CAD')).toBeUndefined();
  });
});

describe('servicePriceFor', () => {
  it('writes the estimated time as the standard table does', () => {
    expect(estimatedTimeText(1.5)).toBe('up to 1h30');
    expect(estimatedTimeText(8)).toBe('up to 8h00');
    expect(estimatedTimeText(9.25)).toBe('up to 9h15');
  });

  it("charges the service's cell instead of the standard table's row", () => {
    const price = computeBookingPrice({
      homeType: 'T3',
      isRecurring: false,
      addOnPricesCents: [1500],
      base: servicePriceFor({ priceCents: 16712, durationHours: 8 }),
    });
    expect(price).toMatchObject({
      basePriceCents: 16712,
      totalAmountCents: 18212,
      durationHours: 8,
      estimatedTime: 'up to 8h00',
    });
    expect(price.platformFeeCents + price.cleanerEarningsCents).toBe(18212);
  });
});
