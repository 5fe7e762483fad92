import { type DbOrTx, payouts } from '@limpa/db';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { exactInstant } from '../../lib/keyset-cursor';
import { owedItems } from '../admin/owed-items';
import { canReceivePayouts, type PayoutProvider } from '../admin/payouts.repository';

type Currency = 'CAD' | 'EUR';

/** Whether this cleaner can receive a transfer now (Stripe: payouts enabled; local: the simulated connect). */
export async function cleanerCanReceive(db: DbOrTx, provider: PayoutProvider, cleanerId: string) {
  const result = await db.execute<{ ok: boolean }>(
    sql`select ${canReceivePayouts(provider, sql`${cleanerId}`)} as "ok"`,
  );
  return result.rows[0]?.ok === true;
}

/** What a payout would send this cleaner now, per currency (the same bookings a payout takes). */
export async function owedByCurrency(db: DbOrTx, cleanerId: string) {
  const result = await db.execute<{ currency: Currency; cents: string }>(sql`
    select o.currency as "currency", sum(o.cents)::bigint as "cents"
    from ${owedItems} o
    where o.cleaner_id = ${cleanerId}
    group by 1`);
  return new Map(result.rows.map((r) => [r.currency, Number(r.cents)]));
}

/** When the cleaner last withdrew (the once-a-day rule), or null. */
export async function lastWithdrawalAt(db: DbOrTx, cleanerId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: exactInstant(payouts.createdAt) })
    .from(payouts)
    .where(and(eq(payouts.cleanerId, cleanerId), eq(payouts.kind, 'withdrawal')))
    .orderBy(desc(payouts.createdAt))
    .limit(1);
  return row ? new Date(row.at) : null;
}

/** The payout a request key made, as a withdrawal answers it. */
export async function findPayoutByRequestKey(db: DbOrTx, requestKey: string) {
  const [row] = await db
    .select({
      id: payouts.id,
      cleanerId: payouts.cleanerId,
      amountCents: payouts.amountCents,
      currency: payouts.currency,
      status: payouts.status,
      createdAt: exactInstant(payouts.createdAt),
    })
    .from(payouts)
    .where(eq(payouts.requestKey, requestKey));
  return row;
}

export interface OwedPayoutsInput {
  provider: PayoutProvider;
  kind: 'withdrawal' | 'monday';
  createdBy: string | null;
  /** Each group pays only from this sum. */
  minimumCents: number;
  /** The payout's unique request key, as SQL over the group's `cleaner_id` and `currency`. */
  requestKey: SQL;
  /** Only this cleaner's earnings in this currency (a withdrawal); every cleaner when absent (Mondays). */
  only?: { cleanerId: string; currency: Currency };
}

/**
 * One statement: the bookings owed to cleaners who can receive payouts, grouped by (cleaner, currency); each
 * group of at least the minimum becomes one pending payout under its request key, and its bookings its
 * payout_items. A key already used makes no payout and takes no booking (ON CONFLICT DO NOTHING), and
 * payout_items' key (booking, kind) keeps any earning or tip from being paid twice. Run after lockPayoutRuns.
 */
export async function insertOwedPayouts(tx: DbOrTx, input: OwedPayoutsInput) {
  const only = input.only
    ? sql`and o.cleaner_id = ${input.only.cleanerId} and o.currency = ${input.only.currency}`
    : sql``;
  const result = await tx.execute<{
    id: string;
    cleanerId: string;
    amountCents: number;
    currency: Currency;
  }>(sql`
    with owed as (
      select o.* from ${owedItems} o
      where ${canReceivePayouts(input.provider, sql`o.cleaner_id`)} ${only}
    ), groups as (
      select cleaner_id, currency, sum(cents)::int as cents
      from owed
      group by cleaner_id, currency
      having sum(cents) >= ${input.minimumCents}
    ), created as (
      insert into ${payouts} (cleaner_id, amount_cents, currency, status, created_by, kind, request_key)
      select cleaner_id, cents, currency, 'pending', ${input.createdBy}, ${input.kind}, ${input.requestKey}
      from groups
      on conflict (request_key) do nothing
      returning id, cleaner_id, amount_cents, currency
    ), items as (
      insert into payout_items (payout_id, booking_id, kind, amount_cents)
      select c.id, o.booking_id, o.kind, o.cents
      from owed o join created c on c.cleaner_id = o.cleaner_id and c.currency = o.currency
      returning payout_id
    )
    select c.id as "id", c.cleaner_id as "cleanerId", c.amount_cents as "amountCents", c.currency as "currency"
    from created c
    where exists (select 1 from items i where i.payout_id = c.id)
    order by c.cleaner_id, c.currency`);
  return result.rows.map((r) => ({ ...r, amountCents: Number(r.amountCents) }));
}
