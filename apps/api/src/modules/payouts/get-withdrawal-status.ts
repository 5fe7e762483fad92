import type { WithdrawalStatusResponse } from '@limpa/contracts';
import type { Currency } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { readWithdrawalFacts } from './withdrawal-facts';

/**
 * GET /api/v1/me/payouts/withdrawal: whether the wallet's Withdraw button can work now, and if not why, from
 * the same facts and rule the withdrawal itself checks. Read from one snapshot.
 */
export async function getWithdrawalStatus(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  cleaner: { userId: string; currency: Currency | null },
  now = new Date(),
): Promise<WithdrawalStatusResponse> {
  const facts = await ctx.db.transaction((tx) => readWithdrawalFacts(tx, ctx.payments.kind, cleaner, now), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  return {
    state: facts.state,
    currency: facts.currency,
    availableCents: facts.availableCents,
    minimumCents: facts.minimumCents,
    nextAt: facts.nextAt?.toISOString() ?? null,
  };
}
