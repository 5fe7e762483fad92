import { lineTaxCents, NO_TAX, overtimeFinalFigures, type TaxProfile, taxBookingLine } from './booking-tax';
import { assertCents } from './money';
import { DEFAULT_BASE_PRICE_CENTS, DEFAULT_DURATION_HOURS } from './pricing';
import type { TaxAmount } from './tax-line';

/** Overtime is billed per started block of 30 minutes beyond the booked duration. */
export const OVERTIME_BLOCK_MINUTES = 30;
/** 10.00 per block, in the booking currency. */
export const OVERTIME_BLOCK_FEE_CENTS = 1000;

/** Hours worked entered at Complete Job: 0.1 to 12 inclusive. */
export const HOURS_WORKED_MIN = 0.1;
export const HOURS_WORKED_MAX = 12;

export function isValidHoursWorked(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= HOURS_WORKED_MIN &&
    value <= HOURS_WORKED_MAX
  );
}

export interface CompletionInput {
  /** The booking's duration; missing → DEFAULT_DURATION_HOURS (2.5). */
  durationHours?: number | null;
  /** The booking's base price; missing → DEFAULT_BASE_PRICE_CENTS (4999). */
  basePriceCents?: number | null;
  addOnsTotalCents: number;
  hoursWorked: number;
  /** The booking's tax profile (decision 079); none adds no tax. */
  tax?: TaxProfile;
}

export interface Completion {
  bookedMinutes: number;
  workedMinutes: number;
  overtimeMinutes: number;
  overtimeBlocks: number;
  overtimeFeeCents: number;
  finalTotalCents: number;
  finalTaxCents: number;
  finalTaxes: TaxAmount[];
  platformFeeCents: number;
  cleanerEarningsCents: number;
}

/** Number of started overtime blocks for a number of minutes beyond the booking. */
export function overtimeBlocksFor(overtimeMinutes: number): number {
  return Math.ceil(Math.max(0, overtimeMinutes) / OVERTIME_BLOCK_MINUTES);
}

/**
 * Figures of a completed booking (docs/product-rules.md#completion-and-overtime): booked = round(duration ×
 * 60), worked = round(hours × 60), blocks = ceil(max(0, worked − booked) / 30), fee = blocks × 10.00,
 * final = base + add-ons + fee, each of the two lines taxed under the booking's profile; platform fee and
 * earnings are recomputed on the final amount before tax.
 * Throws a RangeError when hours worked are outside 0.1..12 or amounts are not cents.
 */
export function computeCompletion(input: CompletionInput): Completion {
  if (!isValidHoursWorked(input.hoursWorked)) {
    throw new RangeError(
      `hoursWorked must be between ${HOURS_WORKED_MIN} and ${HOURS_WORKED_MAX}, got ${String(input.hoursWorked)}`,
    );
  }
  const durationHours = input.durationHours ?? DEFAULT_DURATION_HOURS;
  if (!Number.isFinite(durationHours) || durationHours < 0) {
    throw new RangeError(`durationHours must be a non-negative number, got ${String(durationHours)}`);
  }
  const basePriceCents = assertCents(input.basePriceCents ?? DEFAULT_BASE_PRICE_CENTS, 'basePriceCents');
  const addOnsTotalCents = assertCents(input.addOnsTotalCents, 'addOnsTotalCents');

  const bookedMinutes = Math.round(durationHours * 60);
  const workedMinutes = Math.round(input.hoursWorked * 60);
  const overtimeMinutes = Math.max(0, workedMinutes - bookedMinutes);
  const overtimeBlocks = overtimeBlocksFor(overtimeMinutes);
  const overtimeFeeCents = overtimeBlocks * OVERTIME_BLOCK_FEE_CENTS;
  const tax = input.tax ?? NO_TAX;
  const booked = taxBookingLine(basePriceCents + addOnsTotalCents, tax);
  const final = overtimeFinalFigures({
    totalAmountCents: booked.totalCents,
    taxCents: lineTaxCents(booked),
    taxes: booked.taxes,
    overtimeFeeCents,
    tax,
  });
  return {
    bookedMinutes,
    workedMinutes,
    overtimeMinutes,
    overtimeBlocks,
    overtimeFeeCents,
    finalTotalCents: final.finalTotalCents,
    finalTaxCents: final.finalTaxCents,
    finalTaxes: final.finalTaxes,
    platformFeeCents: final.finalPlatformFeeCents,
    cleanerEarningsCents: final.finalCleanerEarningsCents,
  };
}
