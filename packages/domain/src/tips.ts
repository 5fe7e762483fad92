/**
 * Tips (docs/product-rules.md#tips, decision 076): for 7 days after a booking is completed its customer may add
 * one tip, a suggested share of what they paid or an amount of their own, which goes in full to the cleaner.
 */

/** How long after completion a tip may be added. */
export const TIP_WINDOW_DAYS = 7;
const TIP_WINDOW_MS = TIP_WINDOW_DAYS * 86_400_000;

/** The suggested shares of the booking's total, in percent. */
export const TIP_PERCENTS = [10, 15, 20] as const;
export type TipPercent = (typeof TIP_PERCENTS)[number];

/** The smallest tip, in cents. */
export const MIN_TIP_CENTS = 1;

/** A share of the total, rounded half up to the cent in exact integer arithmetic (1005 × 15 % = 150.75 → 151). */
export function tipForPercent(totalCents: number, percent: TipPercent): number {
  return Math.floor((totalCents * percent + 50) / 100);
}

/** Whether an amount may be tipped on a booking of this total: a whole number of cents from 1 to the total. */
export function isTipInRange(amountCents: number, totalCents: number): boolean {
  return Number.isInteger(amountCents) && amountCents >= MIN_TIP_CENTS && amountCents <= totalCents;
}

/** The last instant a tip may be added: 7 days after completion, that instant included. */
export function tipWindowEndsAt(completedAt: Date): Date {
  return new Date(completedAt.getTime() + TIP_WINDOW_MS);
}

/** Whether the window is open at `now` (a completed booking; `completedAt` null means it was never completed). */
export function isTipWindowOpen(completedAt: Date | null, now: Date): boolean {
  return completedAt !== null && now.getTime() <= tipWindowEndsAt(completedAt).getTime();
}
