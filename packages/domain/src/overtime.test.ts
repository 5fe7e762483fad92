import { describe, expect, it } from 'vitest';
import { computeCompletion, isValidHoursWorked, overtimeBlocksFor } from './overtime';

describe('isValidHoursWorked', () => {
  it.each([
    [0, false],
    [-1, false],
    [0.05, false],
    [0.09, false],
    [0.1, true],
    [2.5, true],
    [12, true],
    [12.01, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['3', false],
    [null, false],
    [undefined, false],
  ])('isValidHoursWorked(%s) = %s', (value, expected) => {
    expect(isValidHoursWorked(value)).toBe(expected);
  });
});

describe('overtimeBlocksFor', () => {
  it.each([
    [-10, 0],
    [0, 0],
    [1, 1],
    [29, 1],
    [30, 1],
    [31, 2],
    [36, 2],
    [60, 2],
    [61, 3],
  ])('%d min → %d blocks', (minutes, blocks) => {
    expect(overtimeBlocksFor(minutes)).toBe(blocks);
  });
});

describe('computeCompletion', () => {
  it.each([
    // duration h, base, add-ons, worked h → booked, worked, over, blocks, fee, final
    [2.5, 5500, 0, 3.1, 150, 186, 36, 2, 2000, 7500],
    [2.5, 5500, 0, 2.5, 150, 150, 0, 0, 0, 5500],
    [2.5, 5500, 1500, 1, 150, 60, 0, 0, 0, 7000],
    [2.5, 5500, 0, 2.5 + 1 / 60, 150, 151, 1, 1, 1000, 6500],
    [2.5, 5500, 0, 3, 150, 180, 30, 1, 1000, 6500],
    [1.5, 3500, 0, 12, 90, 720, 630, 21, 21000, 24500],
    [1.25, 3200, 500, 1.3, 75, 78, 3, 1, 1000, 4700],
    [1.75, 4200, 0, 2.3, 105, 138, 33, 2, 2000, 6200],
    [3.5, 7500, 0, 0.1, 210, 6, 0, 0, 0, 7500],
  ])(
    'booked %d h (base %d + add-ons %d), worked %d h',
    (durationHours, basePriceCents, addOnsTotalCents, hoursWorked, booked, worked, over, blocks, fee, final) => {
      const result = computeCompletion({ durationHours, basePriceCents, addOnsTotalCents, hoursWorked });
      const platformFee = Math.floor((final * 15 + 50) / 100);
      expect(result).toEqual({
        bookedMinutes: booked,
        workedMinutes: worked,
        overtimeMinutes: over,
        overtimeBlocks: blocks,
        overtimeFeeCents: fee,
        finalTotalCents: final,
        finalTaxCents: 0,
        finalTaxes: [],
        platformFeeCents: platformFee,
        cleanerEarningsCents: final - platformFee,
      });
    },
  );

  it('matches the product rules’ example: 2.5 h booked, 3.1 h worked → 36 min, 2 blocks, 20.00', () => {
    const result = computeCompletion({
      durationHours: 2.5,
      basePriceCents: 5500,
      addOnsTotalCents: 0,
      hoursWorked: 3.1,
    });
    expect(result.overtimeMinutes).toBe(36);
    expect(result.overtimeBlocks).toBe(2);
    expect(result.overtimeFeeCents).toBe(2000);
  });

  it.each([
    [undefined, undefined],
    [null, null],
  ])('defaults to 2.5 h and 49.99 when duration is %s and base is %s', (durationHours, basePriceCents) => {
    const result = computeCompletion({
      durationHours,
      basePriceCents,
      addOnsTotalCents: 0,
      hoursWorked: 3.1,
    });
    expect(result).toEqual({
      bookedMinutes: 150,
      workedMinutes: 186,
      overtimeMinutes: 36,
      overtimeBlocks: 2,
      overtimeFeeCents: 2000,
      finalTotalCents: 6999,
      finalTaxCents: 0,
      finalTaxes: [],
      platformFeeCents: 1050, // 1049.85
      cleanerEarningsCents: 5949,
    });
  });

  it('recomputes fee and earnings on the final total', () => {
    // 5010 + 1000 = 6010 → 901.5 → 902
    const result = computeCompletion({
      durationHours: 2,
      basePriceCents: 5010,
      addOnsTotalCents: 0,
      hoursWorked: 2.2,
    });
    expect(result.finalTotalCents).toBe(6010);
    expect(result.platformFeeCents).toBe(902);
    expect(result.cleanerEarningsCents).toBe(5108);
  });

  it.each([0, 0.05, 12.5, Number.NaN])('rejects hours worked %d', (hoursWorked) => {
    expect(() => computeCompletion({ addOnsTotalCents: 0, hoursWorked })).toThrow(RangeError);
  });

  it.each([
    { basePriceCents: -1, addOnsTotalCents: 0 },
    { basePriceCents: 10.5, addOnsTotalCents: 0 },
    { basePriceCents: 5000, addOnsTotalCents: -1 },
    { durationHours: -1, addOnsTotalCents: 0 },
    { durationHours: Number.NaN, addOnsTotalCents: 0 },
  ])('rejects invalid booking figures %j', (figures) => {
    expect(() => computeCompletion({ ...figures, hoursWorked: 2 })).toThrow(RangeError);
  });
});
