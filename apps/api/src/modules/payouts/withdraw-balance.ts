import { randomUUID } from 'node:crypto';
import type { WithdrawResponse } from '@limpa/contracts';
import { moneyAuditEvents } from '@limpa/db';
import type { Currency } from '@limpa/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { AppError, conflict, pgCode } from '../../lib/app-error';
import { sayDetailVars } from '../../lib/problem-translation';
import { lockPayoutRuns } from '../admin/payouts.repository';
import { sendPayoutTransfer } from '../admin/transfer-payouts';
import { readWithdrawalFacts } from './withdrawal-facts';
import { findPayoutByRequestKey, insertOwedPayouts } from './withdrawals.repository';

const noAccount = () =>
  conflict(
    'Connect a payout account that can receive money before you withdraw.',
    'No Payout Account',
    'no_payout_account',
  );

function belowMinimum(minimumCents: number, availableCents: number, currency: Currency) {
  const vars = {
    minimum: { amountCents: minimumCents, currency },
    amount: { amountCents: availableCents, currency },
  };
  const said = sayDetailVars('en', vars);
  return conflict(
    `You can withdraw from ${said.minimum}; ${said.amount} is available now.`,
    'Nothing To Withdraw',
    'nothing_to_withdraw',
  ).withDetailVars(vars);
}

const tooSoon = (nextAt: Date, now: Date) =>
  new AppError(
    429,
    'withdrawal_too_soon',
    'One Withdrawal A Day',
    'You can withdraw once every 24 hours, and your last withdrawal was less than 24 hours ago. Payouts are also sent automatically every Monday.',
    undefined,
    { 'retry-after': String(Math.max(1, Math.ceil((nextAt.getTime() - now.getTime()) / 1000))) },
  );

type Payout = NonNullable<Awaited<ReturnType<typeof findPayoutByRequestKey>>>;
const toAnswer = (p: Payout): WithdrawResponse => ({
  payout: {
    id: p.id,
    amountCents: p.amountCents,
    currency: p.currency,
    status: p.status,
    createdAt: new Date(p.createdAt).toISOString(),
  },
});

/**
 * POST /api/v1/me/payouts/withdraw (decision 051): the cleaner's whole available balance in the wallet's
 * currency becomes one payout, then its transfer, with the payout machinery an admin's run uses. In one
 * transaction behind the payout lock every run, Monday payout and withdrawal takes (pg_advisory_xact_lock, so
 * requests to any API process queue up): the rules are read and the payout written, or nothing is. The request
 * key `withdraw:{cleaner}:{Idempotency-Key}` is unique: the same request again answers the payout it made;
 * payout_items' primary key keeps a booking's earnings from being paid twice whatever happens. No account,
 * less than the minimum (409) or a withdrawal in the last 24 hours (429): nothing is written.
 */
export async function withdrawBalance(
  ctx: AppContext,
  cleaner: { userId: string; currency: Currency | null },
  clientKey: string | undefined,
  now = new Date(),
): Promise<WithdrawResponse> {
  const requestKey = `withdraw:${cleaner.userId}:${clientKey ?? randomUUID()}`;
  let made: { id: string; replayed: boolean };
  try {
    made = await ctx.db.transaction(async (tx) => {
      await lockPayoutRuns(tx);
      const earlier = await findPayoutByRequestKey(tx, requestKey);
      if (earlier) return { id: earlier.id, replayed: true };
      const facts = await readWithdrawalFacts(tx, ctx.payments.kind, cleaner, now);
      if (facts.state === 'no_account') throw noAccount();
      if (facts.state === 'already_today') throw tooSoon(facts.nextAt!, now);
      if (facts.state === 'below_minimum') {
        throw belowMinimum(facts.minimumCents, facts.availableCents, facts.currency);
      }
      const [payout] = await insertOwedPayouts(tx, {
        provider: ctx.payments.kind,
        kind: 'withdrawal',
        createdBy: cleaner.userId,
        minimumCents: facts.minimumCents,
        requestKey: sql`${requestKey}`,
        only: { cleanerId: cleaner.userId, currency: facts.currency },
      });
      if (!payout) throw belowMinimum(facts.minimumCents, 0, facts.currency);
      await tx.insert(moneyAuditEvents).values({
        actorUserId: cleaner.userId,
        action: 'payout_withdrawal',
        amountCents: payout.amountCents,
        detail: { payoutId: payout.id, currency: payout.currency, requestKey },
      });
      return { id: payout.id, replayed: false };
    });
  } catch (err) {
    // Only if something bypassed the lock: the other writer paid these earnings; nothing was written here.
    if (pgCode(err) === '23505') throw conflict('Another payout paid this balance. Reload the page.');
    throw err;
  }
  if (!made.replayed) await sendPayoutTransfer(ctx, made.id, { waitForOtherRun: true });
  return toAnswer((await findPayoutByRequestKey(ctx.db, requestKey))!);
}
