import { utcToZonedParts } from './time-zones';

/**
 * Payouts a cleaner asks for, and the ones sent for them every Monday (docs/product-rules.md#payouts-and-the-wallet,
 * decision 051). The rules live here once: the API enforces them, the wallet shows why the button waits.
 */

/** The least a withdrawal or a Monday payout sends: 10.00 in the balance's currency (EUR or CAD). */
export const WITHDRAWAL_MINIMUM_CENTS = 1000;

/**
 * "Once a day" is a rolling 24 hours from the last withdrawal: the same wait wherever the cleaner lives, and
 * never two withdrawals inside one calendar day in any time zone.
 */
export const WITHDRAWAL_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The platform's zone and the hour of the automatic Monday payouts. */
export const PAYOUT_TIME_ZONE = 'Europe/Lisbon';
export const MONDAY_PAYOUT_TIME = '09:00';

export type WithdrawalState = 'ready' | 'no_account' | 'below_minimum' | 'already_today';

export interface WithdrawalFacts {
  /** A connected payout account that can receive money. */
  canReceive: boolean;
  /** What can be paid now: collected, undisputed earnings of completed bookings not yet paid out. */
  availableCents: number;
  /** The cleaner's latest withdrawal, if any. */
  lastWithdrawalAt: Date | null;
  now: Date;
}

/** When the next withdrawal is allowed after one made at `last`. */
export const nextWithdrawalAt = (last: Date) => new Date(last.getTime() + WITHDRAWAL_INTERVAL_MS);

/**
 * Whether a withdrawal can be made now, and if not the first reason, in the order the cleaner can act on:
 * connect an account, wait for the day to pass, earn up to the minimum.
 */
export function withdrawalState(facts: WithdrawalFacts): { state: WithdrawalState; nextAt: Date | null } {
  if (!facts.canReceive) return { state: 'no_account', nextAt: null };
  if (facts.lastWithdrawalAt) {
    const next = nextWithdrawalAt(facts.lastWithdrawalAt);
    if (next.getTime() > facts.now.getTime()) return { state: 'already_today', nextAt: next };
  }
  if (facts.availableCents < WITHDRAWAL_MINIMUM_CENTS) return { state: 'below_minimum', nextAt: null };
  return { state: 'ready', nextAt: null };
}

/**
 * The Monday whose automatic payouts are due at `now`: its date ('YYYY-MM-DD' in the platform's zone) from
 * 09:00 to the end of that Monday, else null. The rest of the Monday is the catch-up window when no process
 * ran at 09:00; later days wait for the next Monday, as promised.
 */
export function mondayPayoutDate(now: Date): string | null {
  const local = utcToZonedParts(now, PAYOUT_TIME_ZONE);
  if (local.weekday !== 1 || local.time < MONDAY_PAYOUT_TIME) return null;
  return local.date;
}
