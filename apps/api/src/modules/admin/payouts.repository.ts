import { type DbOrTx, payoutAccounts, payoutItems, payouts, profiles } from '@limpa/db';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { exactInstant, type InstantKeyset } from '../../lib/keyset-cursor';
import { owedItems } from './owed-items';

type Currency = 'CAD' | 'EUR';
type PayoutStatus = 'completed' | 'pending' | 'failed' | 'reversed';

export type PayoutProvider = 'local' | 'stripe';

/**
 * Whether a cleaner can receive a transfer: Stripe, a connected account with payouts enabled; local, the
 * simulated connect. `cleaner` is the SQL naming the cleaner's user id.
 */
export const canReceivePayouts = (provider: PayoutProvider, cleaner: SQL) =>
  provider === 'stripe'
    ? sql`exists (select 1 from ${payoutAccounts} where ${payoutAccounts.userId} = ${cleaner}
        and ${payoutAccounts.payoutsEnabled})`
    : sql`exists (select 1 from ${profiles} where ${profiles.userId} = ${cleaner} and ${profiles.payoutConnected})`;

/** Any constant unique to Run Payouts: pg_advisory_xact_lock(key) serialises concurrent runs. */
export const RUN_PAYOUTS_LOCK_KEY = 0x4c_50_41_59; // "LPAY"

export interface BalanceRow {
  cleanerId: string;
  fullName: string;
  currency: Currency;
  availableCents: number;
  paidOutCents: number;
  lastPayoutAt: string | null;
}

/** One row per (cleaner, currency) with earnings owed or payouts made, largest amount owed first. */
export async function listBalances(db: DbOrTx): Promise<BalanceRow[]> {
  const result = await db.execute<Record<keyof BalanceRow, string | null>>(sql`
    with owed as (
      select o.cleaner_id, o.currency, sum(o.cents)::bigint as cents
      from ${owedItems} o
      group by 1, 2
    ), paid as (
      select ${payouts.cleanerId} as cleaner_id, ${payouts.currency} as currency,
        coalesce(sum(${payouts.amountCents} - ${payouts.heldCents})
          filter (where ${payouts.status} in ('completed','reversed')), 0)::bigint as cents,
        max(${payouts.createdAt}) as last_at
      from ${payouts}
      group by 1, 2
    )
    select coalesce(o.cleaner_id, p.cleaner_id) as "cleanerId",
      pr.full_name as "fullName",
      coalesce(o.currency, p.currency) as "currency",
      coalesce(o.cents, 0) as "availableCents",
      coalesce(p.cents, 0) as "paidOutCents",
      ${exactInstant(sql`p.last_at`)} as "lastPayoutAt"
    from owed o
    full join paid p on p.cleaner_id = o.cleaner_id and p.currency = o.currency
    join ${profiles} pr on pr.user_id = coalesce(o.cleaner_id, p.cleaner_id)
    order by coalesce(o.cents, 0) desc, lower(pr.full_name), 1, 3
  `);
  return result.rows.map((r) => ({
    cleanerId: String(r.cleanerId),
    fullName: String(r.fullName),
    currency: r.currency as Currency,
    availableCents: Number(r.availableCents),
    paidOutCents: Number(r.paidOutCents),
    lastPayoutAt: r.lastPayoutAt,
  }));
}

export async function countPayouts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(payouts);
  return row?.n ?? 0;
}

/** A payout with the cleaner's name and the number of bookings it pays. */
function selectPayoutRows(db: DbOrTx) {
  return db
    .select({
      id: payouts.id,
      cleanerId: payouts.cleanerId,
      fullName: profiles.fullName,
      amountCents: payouts.amountCents,
      currency: payouts.currency,
      status: payouts.status,
      failureReason: payouts.failureReason,
      heldCents: payouts.heldCents,
      createdAt: payouts.createdAt,
      createdAtKey: exactInstant(payouts.createdAt),
      bookingCount: sql<number>`(select count(*)::int from ${payoutItems} where ${payoutItems.payoutId} = ${payouts.id})`,
    })
    .from(payouts)
    .innerJoin(profiles, eq(profiles.userId, payouts.cleanerId));
}

/** Payouts newest first (keyset on (created_at, id)) with the cleaner's name and the bookings they pay. */
export function listPayoutRows(db: DbOrTx, page: { after?: InstantKeyset; limit: number }) {
  return selectPayoutRows(db)
    .where(
      page.after
        ? sql`(${payouts.createdAt}, ${payouts.id}) < (${page.after.at}::timestamptz, ${page.after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(page.limit);
}

/** These payouts as listed (a run's answer after its transfers). */
export function listPayoutRowsByIds(db: DbOrTx, ids: string[]) {
  return selectPayoutRows(db).where(inArray(payouts.id, ids));
}

export type PayoutRow = Awaited<ReturnType<typeof listPayoutRows>>[number];

/** Waits for any other Run Payouts to commit; released when this transaction ends. */
export async function lockPayoutRuns(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${RUN_PAYOUTS_LOCK_KEY})`);
}

export interface CreatedPayoutRow {
  id: string;
  failureReason: string | null;
  heldCents: number;
  cleanerId: string;
  fullName: string;
  amountCents: number;
  currency: Currency;
  status: PayoutStatus;
  createdAt: string;
  bookingCount: number;
}

/**
 * One statement: every booking owed to a cleaner who can receive payouts is grouped by (cleaner, currency);
 * each group with a positive sum becomes one pending payout (completed once its transfer exists), and its
 * bookings its payout_items. Run after lockPayoutRuns,
 * in the same transaction (under READ COMMITTED this statement then sees every earlier run's items).
 */
export async function insertPayoutsForOwedEarnings(
  tx: DbOrTx,
  adminUserId: string,
  provider: PayoutProvider = 'local',
): Promise<CreatedPayoutRow[]> {
  const result = await tx.execute<Record<keyof CreatedPayoutRow, string | number>>(sql`
    with owed as (
      select o.* from ${owedItems} o where ${canReceivePayouts(provider, sql`o.cleaner_id`)}
    ), groups as (
      select cleaner_id, currency, sum(cents)::int as cents
      from owed
      group by cleaner_id, currency
    ), created as (
      insert into ${payouts} (cleaner_id, amount_cents, currency, status, created_by)
      select cleaner_id, cents, currency, 'pending', ${adminUserId} from groups where cents > 0
      returning id, cleaner_id, amount_cents, currency, status, created_at
    ), items as (
      insert into ${payoutItems} (payout_id, booking_id, kind, amount_cents)
      select c.id, o.booking_id, o.kind, o.cents
      from owed o join created c on c.cleaner_id = o.cleaner_id and c.currency = o.currency
      returning payout_id
    )
    select c.id as "id", c.cleaner_id as "cleanerId", pr.full_name as "fullName",
      c.amount_cents as "amountCents", c.currency as "currency", c.status as "status",
      ${exactInstant(sql`c.created_at`)} as "createdAt",
      (select count(*)::int from items i where i.payout_id = c.id) as "bookingCount"
    from created c
    join ${profiles} pr on pr.user_id = c.cleaner_id
    order by lower(pr.full_name), c.cleaner_id, c.currency
  `);
  return result.rows.map((r) => ({
    id: String(r.id),
    cleanerId: String(r.cleanerId),
    fullName: String(r.fullName),
    amountCents: Number(r.amountCents),
    currency: r.currency as Currency,
    status: r.status as PayoutStatus,
    failureReason: null,
    heldCents: 0,
    createdAt: new Date(String(r.createdAt)).toISOString(),
    bookingCount: Number(r.bookingCount),
  }));
}

/** Cleaners with earnings owed who cannot receive a payout now, and why (a payout run's `skipped`). */
export async function listSkippedCleaners(db: DbOrTx, provider: PayoutProvider) {
  const result = await db.execute<{ cleanerId: string; cleanerName: string; hasAccount: boolean }>(sql`
    select distinct o.cleaner_id as "cleanerId", pr.full_name as "cleanerName",
      exists (select 1 from ${payoutAccounts} pa where pa.user_id = o.cleaner_id) as "hasAccount"
    from ${owedItems} o
    join ${profiles} pr on pr.user_id = o.cleaner_id
    where not ${canReceivePayouts(provider, sql`o.cleaner_id`)}
    order by 2, 1`);
  return result.rows.map((r) => ({
    cleanerId: String(r.cleanerId),
    cleanerName: String(r.cleanerName),
    reason:
      provider === 'stripe' && r.hasAccount
        ? 'Payouts are not enabled on the Stripe account yet.'
        : 'No payout account connected.',
  }));
}

/**
 * A payout locked for a transfer (FOR UPDATE of the payout row), with the cleaner's connected account: null
 * when they have none. `unsettled`: only while pending or failed; `skipLocked`: a row another run holds is
 * passed over instead of waited for.
 */
export async function lockPayoutForTransfer(
  tx: DbOrTx,
  payoutId: string,
  opts: { unsettled?: boolean; skipLocked?: boolean } = {},
) {
  const [row] = await tx
    .select({
      id: payouts.id,
      cleanerId: payouts.cleanerId,
      amountCents: payouts.amountCents,
      heldCents: payouts.heldCents,
      currency: payouts.currency,
      attempts: payouts.attempts,
      resends: payouts.resends,
      destination: payoutAccounts.gatewayAccountId,
    })
    .from(payouts)
    .leftJoin(payoutAccounts, eq(payoutAccounts.userId, payouts.cleanerId))
    .where(
      and(
        eq(payouts.id, payoutId),
        opts.unsettled ? inArray(payouts.status, ['pending', 'failed']) : undefined,
      ),
    )
    .for('update', opts.skipLocked ? { of: payouts, skipLocked: true } : { of: payouts });
  return row;
}
