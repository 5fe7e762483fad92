/**
 * Late cancellation and no-shows (docs/product-rules.md#cancellation, #no-shows; decision 069). The cleaner has
 * kept the time free and can rarely fill it within a day, so a confirmed booking given up inside 24 h, or a door
 * the cleaner found shut, costs the customer half the service price; most of it goes to the cleaner.
 */
import { CUSTOMER_CANCEL_MIN_HOURS } from './booking-status';
import { lineTaxCents, NO_TAX, splitBeforeTax, type TaxProfile, taxBookingLine } from './booking-tax';
import { assertCents } from './money';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The late-cancellation fee is this share of the base price (the service alone: no add-ons, no overtime). */
export const LATE_CANCELLATION_FEE_PERCENT = 50;
/** A no-show is reported from this many minutes after the start (a cleaner may be a little late)… */
export const NO_SHOW_REPORT_FROM_MINUTES = 30;
/** …until this many hours after it, while both sides still remember what happened. */
export const NO_SHOW_REPORT_UNTIL_HOURS = 24;
/** This many cleaner no-shows reported within NO_SHOW_BLOCK_DAYS stop new requests until an admin decides. */
export const NO_SHOW_BLOCK_COUNT = 3;
export const NO_SHOW_BLOCK_DAYS = 90;

/** Who did not come: the cleaner (reported by the customer) or the customer (reported by the cleaner). */
export const NO_SHOW_PARTIES = ['cleaner', 'customer'] as const;
export type NoShowParty = (typeof NO_SHOW_PARTIES)[number];

/** 50 % of the base price, rounded half up to the cent, in exact integer arithmetic. */
export function lateCancellationFeeCents(basePriceCents: number): number {
  assertCents(basePriceCents, 'basePriceCents');
  return Math.floor((basePriceCents * LATE_CANCELLATION_FEE_PERCENT + 50) / 100);
}

/**
 * The late fee as charged (decision 079): 50 % of the base price taxed like the booking (tax inside it in
 * Portugal, added on top in Canada); the usual 15 % platform fee and the cleaner's 85 % come from its amount
 * before tax. `chargedCents` is what the customer pays and what `late_cancellation_fee_cents` records.
 */
export function lateFeeCharge(
  basePriceCents: number,
  tax: TaxProfile = NO_TAX,
): { chargedCents: number; taxCents: number; platformFeeCents: number; cleanerShareCents: number } {
  const line = taxBookingLine(lateCancellationFeeCents(basePriceCents), tax);
  const { platformFeeCents, cleanerEarningsCents } = splitBeforeTax(line);
  return {
    chargedCents: line.totalCents,
    taxCents: lineTaxCents(line),
    platformFeeCents,
    cleanerShareCents: cleanerEarningsCents,
  };
}

/**
 * Whether cancelling a booking now is a late cancellation: confirmed, and fewer than 24 h before its start (the
 * deadline itself is still free) but not yet started.
 */
export function isLateCancellation(input: { status: string; startsAt: Date; now: Date }): boolean {
  if (input.status !== 'confirmed') return false;
  const left = input.startsAt.getTime() - input.now.getTime();
  return left > 0 && left < CUSTOMER_CANCEL_MIN_HOURS * HOUR_MS;
}

/** What cancelling now would cost the customer: the fee as charged inside 24 h of a confirmed booking, else 0. */
export function customerCancelFeeCents(input: {
  status: string;
  startsAt: Date;
  now: Date;
  basePriceCents: number;
  tax?: TaxProfile;
}): number {
  return isLateCancellation(input) ? lateFeeCharge(input.basePriceCents, input.tax).chargedCents : 0;
}

/** The window in which a no-show may be reported: from 30 minutes after the start to 24 h after it, inclusive. */
export function noShowWindow(startsAt: Date): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(startsAt.getTime() + NO_SHOW_REPORT_FROM_MINUTES * MINUTE_MS),
    closesAt: new Date(startsAt.getTime() + NO_SHOW_REPORT_UNTIL_HOURS * HOUR_MS),
  };
}

/** A confirmed booking's no-show may be reported now (its window is open). */
export function canReportNoShow(input: { status: string; startsAt: Date; now: Date }): boolean {
  if (input.status !== 'confirmed') return false;
  const { opensAt, closesAt } = noShowWindow(input.startsAt);
  const now = input.now.getTime();
  return now >= opensAt.getTime() && now <= closesAt.getTime();
}

/** Whether this many cleaner no-shows within the last NO_SHOW_BLOCK_DAYS stop new requests. */
export function blocksNewRequests(recentCleanerNoShows: number): boolean {
  return recentCleanerNoShows >= NO_SHOW_BLOCK_COUNT;
}
