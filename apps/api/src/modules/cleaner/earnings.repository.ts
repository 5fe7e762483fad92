import type { DbOrTx } from '@limpa/db';
import { type SQL, sql } from 'drizzle-orm';
import { ACTIVE_STATUSES_SQL } from '../../lib/active-status-sql';
import { exactInstant, type InstantKeyset } from '../../lib/keyset-cursor';
import { PAYOUT_SENT_OUT_SQL } from '../../lib/payout-sql';

type Currency = 'CAD' | 'EUR';

/**
 * Earnings of one booking (docs/product-rules.md#money): the final earnings once completed with a final total
 * (recomputed on final_total), else the booked earnings.
 */
const EARNINGS = sql.raw(
  `case when b.status = 'completed' and b.final_total_cents is not null then b.final_cleaner_earnings_cents else b.cleaner_earnings_cents end`,
);
/** The instant a booking's money is attributed to: completion time, else the booked start. */
const EARNED_AT = sql.raw(`coalesce(b.completed_at, b.starts_at)`);
/** A refunded booking earned its cleaner nothing. */
const EARNED = sql.raw(`b.status = 'completed' and b.payment_status <> 'refunded'`);
/**
 * A booking's paid tip (decision 076): all of it the cleaner's, never refunded with the booking, and counted in
 * the booking's month like its earnings. Joined as `tip` (its `cents`, 0 when none).
 */
const TIP_JOIN =
  sql.raw(`left join lateral (select coalesce(sum(c.amount_cents), 0) as cents from booking_charges c
      where c.booking_id = b.id and c.kind = 'tip' and c.status = 'succeeded') tip on true`);
/** Earnings and tips of the bookings matching `filter`. */
const earnedWith = (filter: SQL) =>
  sql`coalesce(sum(${EARNINGS}) filter (where ${EARNED} and ${filter}), 0)
    + coalesce(sum(tip.cents) filter (where ${filter}), 0)`;

export interface BookingTotalsRow {
  currency: Currency;
  totalEarnedCents: number;
  thisMonthCents: number;
  lastMonthCents: number;
  pendingCents: number;
  completedCount: number;
  thisMonthCompletedCount: number;
  nextWeekCount: number;
  /** Completed, confirmed or in-progress bookings: what makes a currency "used". */
  usedCount: number;
}

/**
 * One row per currency of the cleaner's bookings: every booking figure in a single pass, but what is payable
 * now, which is the payouts' own rule (owedByCurrency).
 */
export async function bookingTotalsByCurrency(
  db: DbOrTx,
  cleanerId: string,
  at: { now: Date; thisMonth: Date; nextMonth: Date; lastMonth: Date },
): Promise<BookingTotalsRow[]> {
  const inThisMonth = sql`${EARNED_AT} >= ${at.thisMonth.toISOString()}::timestamptz and ${EARNED_AT} < ${at.nextMonth.toISOString()}::timestamptz`;
  const inLastMonth = sql`${EARNED_AT} >= ${at.lastMonth.toISOString()}::timestamptz and ${EARNED_AT} < ${at.thisMonth.toISOString()}::timestamptz`;
  const weekEnd = new Date(at.now.getTime() + 7 * 86_400_000);
  const result = await db.execute<Record<keyof BookingTotalsRow, string>>(sql`
    select b.currency as "currency",
      (${earnedWith(sql`true`)})::bigint as "totalEarnedCents",
      (${earnedWith(inThisMonth)})::bigint as "thisMonthCents",
      (${earnedWith(inLastMonth)})::bigint as "lastMonthCents",
      coalesce(sum(${EARNINGS}) filter (where
        (b.status = 'completed' and b.payment_status in ('unpaid', 'failed'))
        or b.status in ('confirmed', 'in_progress')), 0)::bigint as "pendingCents",
      count(*) filter (where b.status = 'completed') as "completedCount",
      count(*) filter (where b.status = 'completed' and ${inThisMonth}) as "thisMonthCompletedCount",
      count(*) filter (where b.status in ${ACTIVE_STATUSES_SQL}
        and b.starts_at >= ${at.now.toISOString()}::timestamptz
        and b.starts_at < ${weekEnd.toISOString()}::timestamptz) as "nextWeekCount",
      count(*) filter (where b.status in ('completed', 'confirmed', 'in_progress')) as "usedCount"
    from bookings b
    ${TIP_JOIN}
    where b.cleaner_id = ${cleanerId} and b.status <> 'cancelled'
    group by b.currency
  `);
  return result.rows.map((r) => ({
    currency: r.currency as Currency,
    totalEarnedCents: Number(r.totalEarnedCents),
    thisMonthCents: Number(r.thisMonthCents),
    lastMonthCents: Number(r.lastMonthCents),
    pendingCents: Number(r.pendingCents),
    completedCount: Number(r.completedCount),
    thisMonthCompletedCount: Number(r.thisMonthCompletedCount),
    nextWeekCount: Number(r.nextWeekCount),
    usedCount: Number(r.usedCount),
  }));
}

export interface PayoutTotalsRow {
  currency: Currency;
  paidOutCents: number;
  payoutCount: number;
}

export async function payoutTotalsByCurrency(db: DbOrTx, cleanerId: string): Promise<PayoutTotalsRow[]> {
  const result = await db.execute<Record<keyof PayoutTotalsRow, string>>(sql`
    select p.currency as "currency",
      coalesce(sum(p.amount_cents - p.held_cents) filter (where p.status in ('completed', 'reversed')), 0)::bigint
        as "paidOutCents",
      count(*) as "payoutCount"
    from payouts p
    where p.cleaner_id = ${cleanerId}
    group by p.currency
  `);
  return result.rows.map((r) => ({
    currency: r.currency as Currency,
    paidOutCents: Number(r.paidOutCents),
    payoutCount: Number(r.payoutCount),
  }));
}

export interface TransactionRow {
  id: string;
  type: 'payment' | 'withdrawal';
  status: 'completed' | 'pending' | 'failed';
  amountCents: number;
  currency: Currency;
  at: Date;
  /** `at` in UTC with microseconds: the keyset position (a JS Date keeps only milliseconds). */
  atKey: string;
  bookingId: string | null;
  serviceName: string | null;
  bookingDate: string | null;
  /** An open complaint holds the booking's earning from payouts (decision 070). */
  heldByComplaint: boolean;
  /** The cleaner's share of a late-cancellation fee (decision 069), not a booking's earnings. */
  lateFee: boolean;
  /** A customer's tip (decision 076), its own line. */
  tip: boolean;
}

/**
 * The wallet history, newest first: one payment per completed booking (completed when paid, failed when the
 * charge failed or was refunded, pending otherwise) and per confirmed or in-progress booking (pending), and
 * one withdrawal per payout, and the cleaner's share of each late-cancellation fee on a cancelled booking
 * (decision 069: completed once the fee is collected, failed when it failed or was given back, pending until
 * then), dated when the booking was cancelled, and each paid tip (decision 076), dated when it was paid. One query; `limit` undefined reads them all (CSV export). Service names in
 * `locale` (the catalogue's translation, else the English name).
 */
export async function listTransactionRows(
  db: DbOrTx,
  cleanerId: string,
  page: { after?: InstantKeyset; limit?: number },
  locale = 'en',
): Promise<TransactionRow[]> {
  const after: SQL = page.after
    ? sql`where (t.at, t.id) < (${page.after.at}::timestamptz, ${page.after.id}::uuid)`
    : sql``;
  const limit: SQL = page.limit === undefined ? sql`` : sql`limit ${page.limit}`;
  // The driver may hand the timestamp back as text: the row is a TransactionRow once `at` is made a Date.
  const result = await db.execute<Omit<TransactionRow, 'at'> & { at: string | Date }>(sql`
    select t.id, t.type, t.status, t.amount_cents as "amountCents", t.currency, t.at,
      ${exactInstant(sql.raw('t.at'))} as "atKey",
      t.booking_id as "bookingId", t.service_name as "serviceName", t.booking_date::text as "bookingDate",
      not t.tip and exists (select 1 from complaints c where c.booking_id = t.booking_id and c.status = 'open')
        as "heldByComplaint",
      t.late_fee as "lateFee", t.tip as "tip"
    from (
      select b.id, 'payment' as type,
        case
          when b.status <> 'completed' then 'pending'
          when b.payment_status = 'paid' then 'completed'
          when b.payment_status in ('failed', 'refunded') then 'failed'
          else 'pending'
        end as status,
        ${EARNINGS} as amount_cents, b.currency,
        case when b.status = 'completed' then ${EARNED_AT} else b.starts_at end as at,
        b.id as booking_id, coalesce(s.translations -> ${locale} ->> 'name', s.name) as service_name,
        b.booking_date, false as late_fee, false as tip
      from bookings b
      left join services s on s.id = b.service_id
      where b.cleaner_id = ${cleanerId} and b.status in ('completed', 'confirmed', 'in_progress')
      union all
      -- A cancelled booking's payment status follows its late-fee charge alone (decision 069).
      select b.id, 'payment',
        case when b.payment_status = 'paid' then 'completed'
          when b.payment_status in ('failed', 'refunded') then 'failed' else 'pending' end,
        b.late_fee_cleaner_share_cents, b.currency, coalesce(b.cancelled_at, b.starts_at),
        b.id, coalesce(s.translations -> ${locale} ->> 'name', s.name), b.booking_date, true, false
      from bookings b
      left join services s on s.id = b.service_id
      where b.cleaner_id = ${cleanerId} and b.status = 'cancelled' and b.late_fee_cleaner_share_cents > 0
      union all
      -- A reversed payout (decision 043) shows what reached the cleaner; wholly held, it failed (its amount shown).
      select p.id, 'withdrawal',
        case when p.status <> 'reversed' then p.status when ${PAYOUT_SENT_OUT_SQL} > 0 then 'completed'
          else 'failed' end,
        case when ${PAYOUT_SENT_OUT_SQL} > 0 then ${PAYOUT_SENT_OUT_SQL} else p.amount_cents end,
        p.currency, p.created_at,
        null::uuid, null::text, null::date, false, false
      from payouts p
      where p.cleaner_id = ${cleanerId}
      union all
      select c.id, 'payment', 'completed', c.amount_cents, b.currency, coalesce(c.settled_at, c.created_at),
        b.id, coalesce(s.translations -> ${locale} ->> 'name', s.name), b.booking_date, false, true
      from booking_charges c
      join bookings b on b.id = c.booking_id
      left join services s on s.id = b.service_id
      where b.cleaner_id = ${cleanerId} and c.kind = 'tip' and c.status = 'succeeded'
    ) t
    ${after}
    order by t.at desc, t.id desc
    ${limit}
  `);
  return result.rows.map((r) => ({
    id: r.id,
    type: r.type,
    status: r.status,
    amountCents: Number(r.amountCents),
    currency: r.currency,
    at: new Date(r.at),
    atKey: r.atKey,
    bookingId: r.bookingId,
    serviceName: r.serviceName,
    bookingDate: r.bookingDate,
    heldByComplaint: r.heldByComplaint === true,
    lateFee: r.lateFee === true,
    tip: r.tip === true,
  }));
}
