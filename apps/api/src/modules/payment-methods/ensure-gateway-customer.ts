import { type DbOrTx, gatewayCustomers } from '@limpa/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';

/** The user's customer at the processor, if one was created. */
export async function findGatewayCustomerId(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: gatewayCustomers.gatewayCustomerId })
    .from(gatewayCustomers)
    .where(eq(gatewayCustomers.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

/**
 * One processor customer per user, created on first use. Two first uses at once both ask the processor with
 * the key `customer:{userId}` (the same customer comes back) and insert the same row: the insert ignores a
 * conflict on either unique key (user, or processor customer). Targeting only user_id let the second insert
 * fail on the processor id's index instead (a 500 under load).
 */
export async function ensureGatewayCustomer(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  user: { userId: string; email: string },
): Promise<string> {
  const existing = await findGatewayCustomerId(ctx.db, user.userId);
  if (existing) return existing;
  const created = await ctx.payments.createCustomer({
    userId: user.userId,
    email: user.email,
    idempotencyKey: `customer:${user.userId}`,
  });
  await ctx.db
    .insert(gatewayCustomers)
    .values({ userId: user.userId, gateway: ctx.payments.kind, gatewayCustomerId: created.id })
    .onConflictDoNothing();
  const recorded = await findGatewayCustomerId(ctx.db, user.userId);
  // Only another user holding this processor customer leaves nothing recorded: never expected, never ignored.
  if (!recorded) throw new Error(`processor customer ${created.id} is recorded for another user`);
  return recorded;
}
