import { mondayPayoutRuns, moneyAuditEvents } from '@limpa/db';
import { mondayPayoutDate, WITHDRAWAL_MINIMUM_CENTS } from '@limpa/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { lockPayoutRuns } from '../admin/payouts.repository';
import { listUnsettledPayoutIds, sendPayoutTransfer } from '../admin/transfer-payouts';
import { insertOwedPayouts } from './withdrawals.repository';

/**
 * The automatic payouts of one Monday (decision 051), once: the run claims the Monday (monday_payout_runs'
 * key), so a second run that day (another process, a retried job, a later tick) does nothing. Every cleaner
 * who can receive money and is owed at least the minimum in a currency gets one payout of all of it, under the
 * unique key `monday:{date}:{cleaner}:{currency}`, which alone would also keep a Monday from paying anyone
 * twice. Written behind the payout lock, then each transfer is sent; payouts an earlier transfer left
 * unsettled are tried again too, as an admin's run does.
 */
export async function payOutMonday(ctx: AppContext, monday: string): Promise<string[]> {
  const created = await ctx.db.transaction(async (tx) => {
    await lockPayoutRuns(tx);
    const claimed = await tx.insert(mondayPayoutRuns).values({ monday }).onConflictDoNothing().returning();
    if (claimed.length === 0) return null;
    const rows = await insertOwedPayouts(tx, {
      provider: ctx.payments.kind,
      kind: 'monday',
      createdBy: null,
      minimumCents: WITHDRAWAL_MINIMUM_CENTS,
      requestKey: sql`'monday:' || ${monday}::text || ':' || cleaner_id || ':' || currency`,
    });
    if (rows.length > 0) {
      await tx.insert(moneyAuditEvents).values({
        actorUserId: null,
        action: 'payout_monday',
        amountCents: rows.reduce((sum, r) => sum + r.amountCents, 0),
        detail: { monday, payoutIds: rows.map((r) => r.id) },
      });
    }
    return rows.map((r) => r.id);
  });
  if (!created) return [];
  for (const id of created) await sendPayoutTransfer(ctx, id, { waitForOtherRun: true });
  for (const id of await listUnsettledPayoutIds(ctx.db)) {
    if (!created.includes(id)) await sendPayoutTransfer(ctx, id);
  }
  return created;
}

/** The Monday payouts due at `now` (tests inject it): none outside a Monday from 09:00 in Lisbon. */
export async function runMondayPayouts(ctx: AppContext, now: Date) {
  const monday = mondayPayoutDate(now);
  if (!monday) return { monday: null, payoutIds: [] as string[] };
  return { monday, payoutIds: await payOutMonday(ctx, monday) };
}
