import type { DbOrTx } from '@limpa/db';
import { type Currency, WITHDRAWAL_MINIMUM_CENTS, withdrawalState } from '@limpa/domain';
import type { PayoutProvider } from '../admin/payouts.repository';
import { cleanerCanReceive, lastWithdrawalAt, owedByCurrency } from './withdrawals.repository';

/**
 * What decides a cleaner's withdrawal now (decision 051), read from the database: the account, the amount
 * owed in the wallet's currency (the profile's, else the one most is owed in) and the last withdrawal.
 */
export async function readWithdrawalFacts(
  db: DbOrTx,
  provider: PayoutProvider,
  cleaner: { userId: string; currency: Currency | null },
  now: Date,
) {
  const owed = await owedByCurrency(db, cleaner.userId);
  const largest = [...owed.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const currency: Currency = cleaner.currency ?? largest ?? 'EUR';
  const availableCents = owed.get(currency) ?? 0;
  const facts = {
    canReceive: await cleanerCanReceive(db, provider, cleaner.userId),
    availableCents,
    lastWithdrawalAt: await lastWithdrawalAt(db, cleaner.userId),
    now,
  };
  return { currency, availableCents, minimumCents: WITHDRAWAL_MINIMUM_CENTS, ...withdrawalState(facts) };
}
