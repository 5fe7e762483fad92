import { describe, expect, it } from 'vitest';
import { computeBookingPrice } from './booking-price';
import {
  bookingTaxProfile,
  finalTaxesOf,
  overtimeFinalFigures,
  sumTaxes,
  type TaxProfile,
} from './booking-tax';
import { computeCompletion } from './overtime';
import { seededTaxProfile } from './tax';

const QUEBEC: TaxProfile = seededTaxProfile({ country: 'canada', region: 'QC' });
const ONTARIO: TaxProfile = { taxIncluded: false, rates: [{ code: 'HST', rate: '0.13' }] };
const MAINLAND: TaxProfile = { taxIncluded: true, rates: [{ code: 'IVA', rate: '0.23' }] };

describe('computeBookingPrice with tax', () => {
  it('adds GST and QST on top of a Quebec price, the fee and earnings on the amount before tax', () => {
    const p = computeBookingPrice({
      homeType: 'T2',
      isRecurring: false,
      addOnPricesCents: [1500],
      tax: QUEBEC,
    });
    // 55.00 + 15.00 = 70.00; GST 3.50; QST 6.9825 → 6.98
    expect(p).toMatchObject({
      subtotalCents: 7000,
      taxCents: 1048,
      taxes: [
        { code: 'GST', rate: '0.05', amountCents: 350 },
        { code: 'QST', rate: '0.09975', amountCents: 698 },
      ],
      totalAmountCents: 8048,
      platformFeeCents: 1050,
      cleanerEarningsCents: 5950,
    });
  });

  it('keeps a Portuguese price as the total, IVA inside it', () => {
    const p = computeBookingPrice({
      homeType: 'T2',
      isRecurring: false,
      addOnPricesCents: [],
      tax: MAINLAND,
    });
    // 55.00 / 1.23 = 44.715… → 44.72; IVA 10.28
    expect(p).toMatchObject({
      subtotalCents: 4472,
      taxCents: 1028,
      taxes: [{ code: 'IVA', rate: '0.23', amountCents: 1028 }],
      totalAmountCents: 5500,
      platformFeeCents: 671,
      cleanerEarningsCents: 3801,
    });
  });

  it('without a profile adds no tax: the subtotal is the total', () => {
    const p = computeBookingPrice({ homeType: 'T2', isRecurring: false, addOnPricesCents: [] });
    expect(p).toMatchObject({ subtotalCents: 5500, taxCents: 0, taxes: [], totalAmountCents: 5500 });
  });
});

describe('overtime taxed as its own line', () => {
  it('adds the overtime line and its HST to an Ontario booking, splitting fee and earnings before tax', () => {
    const booked = computeBookingPrice({
      homeType: 'T1',
      isRecurring: false,
      addOnPricesCents: [],
      tax: ONTARIO,
    });
    expect(booked.totalAmountCents).toBe(5085); // 45.00 + 5.85
    const final = overtimeFinalFigures({ ...booked, overtimeFeeCents: 2000, tax: ONTARIO });
    expect(final).toEqual({
      finalTotalCents: 5085 + 2260,
      finalTaxCents: 585 + 260,
      finalPlatformFeeCents: 975,
      finalCleanerEarningsCents: 5525,
      finalTaxes: [{ code: 'HST', rate: '0.13', amountCents: 845 }],
    });
  });

  it('gives the same final figures through computeCompletion as through an approval', () => {
    const booked = computeBookingPrice({
      homeType: 'T2',
      isRecurring: false,
      addOnPricesCents: [],
      tax: MAINLAND,
    });
    const done = computeCompletion({
      durationHours: 2.5,
      basePriceCents: 5500,
      addOnsTotalCents: 0,
      hoursWorked: 3.2,
      tax: MAINLAND,
    });
    expect(done.overtimeFeeCents).toBe(2000);
    const approved = overtimeFinalFigures({ ...booked, overtimeFeeCents: 2000, tax: MAINLAND });
    expect(done.finalTotalCents).toBe(approved.finalTotalCents);
    expect(done.finalTaxCents).toBe(approved.finalTaxCents);
    expect(done.platformFeeCents + done.cleanerEarningsCents).toBe(7500 - done.finalTaxCents);
  });
});

describe('finalTaxesOf', () => {
  const row = (over: Partial<Parameters<typeof finalTaxesOf>[0]>) => ({
    totalAmountCents: 5085,
    taxCents: 585,
    taxes: [{ code: 'HST' as const, rate: '0.13', amountCents: 585 }],
    taxIncluded: false,
    taxRates: ONTARIO.rates,
    finalTotalCents: null,
    overtimeFeeCents: null,
    ...over,
  });

  it('is null before completion, the booked taxes after, and with approved overtime its tax added', () => {
    expect(finalTaxesOf(row({}))).toBeNull();
    expect(finalTaxesOf(row({ finalTotalCents: 5085, overtimeFeeCents: 1000 }))).toEqual(row({}).taxes);
    expect(finalTaxesOf(row({ finalTotalCents: 5085 + 1130, overtimeFeeCents: 1000 }))).toEqual([
      { code: 'HST', rate: '0.13', amountCents: 715 },
    ]);
  });

  it('reads the profile from the stored columns', () => {
    expect(bookingTaxProfile({ taxIncluded: true, taxRates: MAINLAND.rates })).toEqual(MAINLAND);
  });
});

describe('sumTaxes', () => {
  it('adds per code and rate, keeping first-seen order', () => {
    expect(
      sumTaxes([
        [
          { code: 'GST', rate: '0.05', amountCents: 1 },
          { code: 'QST', rate: '0.09975', amountCents: 2 },
        ],
        [{ code: 'GST', rate: '0.05', amountCents: 3 }],
      ]),
    ).toEqual([
      { code: 'GST', rate: '0.05', amountCents: 4 },
      { code: 'QST', rate: '0.09975', amountCents: 2 },
    ]);
  });
});
