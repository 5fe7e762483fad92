import type { PayoutAccount } from '@limpa/contracts';
import { type DbOrTx, payoutAccounts, profiles } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { conflict } from '../../lib/app-error';
import type { ProfileRow } from '../profile/profile.repository';
import { setPayoutConnected } from './onboarding.repository';

export const payoutsNotEnabled = () =>
  conflict(
    'Finish setting up your payout account with Stripe first: it cannot receive payouts yet.',
    'Payout Account Not Ready',
    'payouts_not_enabled',
  );

async function findPayoutAccount(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)).limit(1);
  return row;
}

/** Records whether the account can receive money; the profile's payoutConnected follows (step 3 reads it). */
export async function recordPayoutsEnabled(db: DbOrTx, userId: string, payoutsEnabled: boolean) {
  await db
    .update(payoutAccounts)
    .set({ payoutsEnabled, updatedAt: sql`now()` })
    .where(eq(payoutAccounts.userId, userId));
  await db.update(profiles).set({ payoutConnected: payoutsEnabled }).where(eq(profiles.userId, userId));
}

/**
 * GET /api/v1/me/payout. Stripe: an account not yet able to receive is asked again (the cleaner may just be back
 * from onboarding before account.updated arrived). Local: the simulated connect is the whole story.
 */
export async function readPayoutAccount(
  ctx: AppContext,
  profile: Pick<ProfileRow, 'userId' | 'payoutConnected'>,
): Promise<PayoutAccount> {
  if (ctx.payments.kind !== 'stripe') {
    return { provider: 'local', connected: profile.payoutConnected, payoutsEnabled: profile.payoutConnected };
  }
  const account = await findPayoutAccount(ctx.db, profile.userId);
  if (!account) return { provider: 'stripe', connected: false, payoutsEnabled: false };
  let payoutsEnabled = account.payoutsEnabled;
  if (!payoutsEnabled) {
    payoutsEnabled = (await ctx.payments.retrievePayoutAccount(account.gatewayAccountId)).payoutsEnabled;
    if (payoutsEnabled) await recordPayoutsEnabled(ctx.db, profile.userId, true);
  }
  return { provider: 'stripe', connected: true, payoutsEnabled };
}

/**
 * POST /api/v1/me/payout/connect. Stripe: the Express account is created on the first call (key
 * `account:{userId}`, so racing first calls get one account) and an onboarding link comes back, with return and
 * refresh URLs to onboarding step 3. Local: payouts are connected at once (simulated).
 */
export async function connectPayoutAccount(
  ctx: AppContext,
  user: { userId: string; email: string; country: 'CA' | 'PT' | null },
): Promise<{ url: string } | { connected: true; profile: ProfileRow }> {
  if (ctx.payments.kind !== 'stripe') {
    const profile = await ctx.db.transaction(async (tx) => {
      const { id } = await ctx.payments.createPayoutAccount({
        ...user,
        idempotencyKey: `account:${user.userId}`,
      });
      await tx
        .insert(payoutAccounts)
        .values({ userId: user.userId, gateway: 'local', gatewayAccountId: id, payoutsEnabled: true })
        .onConflictDoNothing({ target: payoutAccounts.userId });
      return setPayoutConnected(tx, user.userId);
    });
    return { connected: true, profile: profile! };
  }
  let account = await findPayoutAccount(ctx.db, user.userId);
  if (!account) {
    const { id } = await ctx.payments.createPayoutAccount({
      ...user,
      idempotencyKey: `account:${user.userId}`,
    });
    await ctx.db
      .insert(payoutAccounts)
      .values({ userId: user.userId, gateway: 'stripe', gatewayAccountId: id })
      .onConflictDoNothing({ target: payoutAccounts.userId });
    account = (await findPayoutAccount(ctx.db, user.userId))!;
  }
  const back = (state: 'return' | 'refresh') =>
    `${ctx.config.publicUrl}/provider/onboarding?step=3&connect=${state}`;
  return ctx.payments.createOnboardingLink({
    accountId: account.gatewayAccountId,
    returnUrl: back('return'),
    refreshUrl: back('refresh'),
  });
}
