import type { RunPayoutsResponse } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { conflict, pgCode } from '../../lib/app-error';
import { insertPayoutsForOwedEarnings, lockPayoutRuns } from './payouts.repository';

/**
 * Run Payouts: in one transaction, behind a transaction-level advisory lock so concurrent runs queue up,
 * every completed and paid booking not yet paid out is paid to its cleaner — one payout per cleaner and
 * currency with a positive balance. A run with nothing new creates nothing. Even if the lock were bypassed,
 * payout_items' primary key on booking_id makes a second payout of the same earnings fail (23505 → 409) and
 * roll back whole.
 */
export async function runPayouts(db: Database, adminUserId: string): Promise<RunPayoutsResponse> {
  try {
    const created = await db.transaction(async (tx) => {
      await lockPayoutRuns(tx);
      return insertPayoutsForOwedEarnings(tx, adminUserId);
    });
    return { payouts: created, count: created.length };
  } catch (err) {
    if (pgCode(err) === '23505') {
      throw conflict('Another payout run paid these earnings. Reload the page.', 'Payouts already running');
    }
    throw err;
  }
}
