import type { RunPayoutsResponse } from '@limpa/contracts';
import { moneyAuditEvents } from '@limpa/db';
import type { AppContext } from '../../lib/app-context';
import { conflict, pgCode } from '../../lib/app-error';
import { toAdminPayout } from './list-payouts';
import {
  insertPayoutsForOwedEarnings,
  listPayoutRowsByIds,
  listSkippedCleaners,
  lockPayoutRuns,
} from './payouts.repository';
import { listUnsettledPayoutIds, sendPayoutTransfer } from './transfer-payouts';

/**
 * Run Payouts. First, in one transaction behind a transaction-level advisory lock (concurrent runs queue up),
 * every completed, paid and undisputed booking not yet paid out is grouped into one pending payout per cleaner
 * and currency — for cleaners who can receive money; the others are listed as skipped with the reason. Even if
 * the lock were bypassed, payout_items' primary key on booking_id makes a second payout of the same earnings
 * fail (23505 → 409) and roll back whole. Then each unsettled payout (this run's and earlier failures) gets its
 * transfer (transfer-payouts.ts): a payout is completed only once its transfer exists.
 */
export async function runPayouts(ctx: AppContext, adminUserId: string): Promise<RunPayoutsResponse> {
  const provider = ctx.payments.kind;
  let created: Awaited<ReturnType<typeof insertPayoutsForOwedEarnings>>;
  let skipped: Awaited<ReturnType<typeof listSkippedCleaners>>;
  try {
    [created, skipped] = await ctx.db.transaction(async (tx) => {
      await lockPayoutRuns(tx);
      const rows = await insertPayoutsForOwedEarnings(tx, adminUserId, provider);
      const notPaid = await listSkippedCleaners(tx, provider);
      if (rows.length > 0) {
        await tx.insert(moneyAuditEvents).values({
          actorUserId: adminUserId,
          action: 'payout_run',
          amountCents: rows.reduce((sum, r) => sum + r.amountCents, 0),
          detail: { payoutIds: rows.map((r) => r.id), skipped: notPaid.map((s) => s.cleanerId) },
        });
      }
      return [rows, notPaid] as const;
    });
  } catch (err) {
    if (pgCode(err) === '23505') {
      throw conflict('Another payout run paid these earnings. Reload the page.', 'Payouts already running');
    }
    throw err;
  }
  const ids = created.map((p) => p.id);
  for (const id of ids) await sendPayoutTransfer(ctx, id, { waitForOtherRun: true });
  for (const id of await listUnsettledPayoutIds(ctx.db)) {
    if (!ids.includes(id)) await sendPayoutTransfer(ctx, id);
  }
  const settled = ids.length ? await listPayoutRowsByIds(ctx.db, ids) : [];
  const byId = new Map(settled.map((p) => [p.id, toAdminPayout(p)]));
  const result = created.map((p) => byId.get(p.id) ?? p);
  return { payouts: result, count: result.length, skipped };
}
