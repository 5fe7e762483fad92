import type { DbOrTx } from '@limpa/db';
import { STATEMENT_TIME_ZONE, type StatementLine } from '@limpa/domain';
import { type SQL, sql } from 'drizzle-orm';
import { PAYOUT_SENT_OUT_SQL } from '../../lib/payout-sql';

type Currency = 'CAD' | 'EUR';

/**
 * A cleaner's money events between two platform-zone dates (docs/product-rules.md#statements, decision 077):
 * completed jobs by completion time (gross, fee, earning, recomputed on the final total as the wallet does),
 * collected late-fee shares by cancellation time, succeeded refunds of their jobs by settlement time (each takes
 * its proportional share of the job's fee and earning back), and payouts that left by creation time (less what a
 * reversal holds, as the wallet shows them). Each branch reads a cleaner-first index (migration 0044_statements).
 */
function statementEvents(cleanerId: string, from: string, to: string, locale: string): SQL {
  const start = sql`(${from}::timestamp at time zone ${STATEMENT_TIME_ZONE})`;
  const end = sql`(${to}::timestamp at time zone ${STATEMENT_TIME_ZONE})`;
  const within = (column: SQL) => sql`${column} >= ${start} and ${column} < ${end}`;
  const service = sql`coalesce(s.translations -> ${locale} ->> 'name', s.name)`;
  const gross = sql`coalesce(b.final_total_cents, b.total_amount_cents)`;
  const fee = sql`coalesce(b.final_platform_fee_cents, b.platform_fee_cents)`;
  const refundFee = sql`round(r.amount_cents::numeric * ${fee} / nullif(${gross}, 0))::int`;
  return sql`
    select 'job' as kind, b.completed_at as at, b.id, ${service} as service_name, b.booking_date, b.currency,
      ${gross} as gross, ${fee} as fee, ${gross} - ${fee} as earning, 0 as payout
    from bookings b left join services s on s.id = b.service_id
    where b.cleaner_id = ${cleanerId} and b.status = 'completed' and ${within(sql`b.completed_at`)}
    union all
    select 'late_fee', b.cancelled_at, b.id, ${service}, b.booking_date, b.currency,
      b.late_cancellation_fee_cents, b.late_cancellation_fee_cents - b.late_fee_cleaner_share_cents,
      b.late_fee_cleaner_share_cents, 0
    from bookings b left join services s on s.id = b.service_id
    where b.cleaner_id = ${cleanerId} and b.status = 'cancelled' and b.late_fee_cleaner_share_cents > 0
      and b.payment_status = 'paid' and ${within(sql`b.cancelled_at`)}
    union all
    select 'refund', coalesce(r.settled_at, r.created_at), r.id, ${service}, b.booking_date, b.currency,
      -r.amount_cents, -${refundFee}, -(r.amount_cents - ${refundFee}), 0
    from bookings b
    join booking_charges r on r.booking_id = b.id and r.kind = 'refund' and r.status = 'succeeded'
    left join services s on s.id = b.service_id
    where b.cleaner_id = ${cleanerId} and b.status = 'completed' and b.completed_at < ${end}
      and ${within(sql`coalesce(r.settled_at, r.created_at)`)}
    union all
    select 'payout', p.created_at, p.id, null, null, p.currency, 0, 0, 0, ${PAYOUT_SENT_OUT_SQL}
    from payouts p
    where p.cleaner_id = ${cleanerId} and p.status in ('completed', 'reversed') and ${PAYOUT_SENT_OUT_SQL} > 0
      and ${within(sql`p.created_at`)}
  `;
}

export interface StatementEventRow extends StatementLine {
  id: string;
  currency: Currency;
  /** The event's date in the platform's zone, YYYY-MM-DD. */
  date: string;
  serviceName: string | null;
  bookingDate: string | null;
}

type Raw<T> = { [K in keyof T]: string | null };

/** The month's events (`from` and `to` are platform-zone dates, `to` excluded), by currency then time. One query. */
export async function listStatementEvents(
  db: DbOrTx,
  cleanerId: string,
  range: { from: string; to: string },
  locale: string,
): Promise<StatementEventRow[]> {
  const result = await db.execute<Raw<StatementEventRow>>(sql`
    select e.kind, e.id, e.currency, e.service_name as "serviceName", e.booking_date::text as "bookingDate",
      to_char(e.at at time zone ${STATEMENT_TIME_ZONE}, 'YYYY-MM-DD') as date,
      e.gross as "grossCents", e.fee as "feeCents", e.earning as "earningCents", e.payout as "payoutCents"
    from (${statementEvents(cleanerId, range.from, range.to, locale)}) e
    order by e.currency, e.at, e.kind, e.id
  `);
  return result.rows.map((r) => ({
    kind: r.kind as StatementLine['kind'],
    id: String(r.id),
    currency: r.currency as Currency,
    date: String(r.date),
    serviceName: r.serviceName,
    bookingDate: r.bookingDate,
    grossCents: Number(r.grossCents),
    feeCents: Number(r.feeCents),
    earningCents: Number(r.earningCents),
    payoutCents: Number(r.payoutCents),
  }));
}

export interface StatementMonthRow {
  /** YYYY-MM in the platform's zone. */
  month: string;
  currency: Currency;
  jobs: number;
  grossCents: number;
  feeCents: number;
  earningCents: number;
  payoutCents: number;
}

/** The year's totals per platform-zone month and currency (months without events have no row). One query. */
export async function listStatementMonthTotals(
  db: DbOrTx,
  cleanerId: string,
  range: { from: string; to: string },
  locale: string,
): Promise<StatementMonthRow[]> {
  const result = await db.execute<Raw<StatementMonthRow>>(sql`
    select to_char(e.at at time zone ${STATEMENT_TIME_ZONE}, 'YYYY-MM') as month, e.currency,
      count(*) filter (where e.kind = 'job') as jobs,
      sum(e.gross)::bigint as "grossCents", sum(e.fee)::bigint as "feeCents",
      sum(e.earning)::bigint as "earningCents", sum(e.payout)::bigint as "payoutCents"
    from (${statementEvents(cleanerId, range.from, range.to, locale)}) e
    group by 1, 2
    order by 1, 2
  `);
  return result.rows.map((r) => ({
    month: String(r.month),
    currency: r.currency as Currency,
    jobs: Number(r.jobs),
    grossCents: Number(r.grossCents),
    feeCents: Number(r.feeCents),
    earningCents: Number(r.earningCents),
    payoutCents: Number(r.payoutCents),
  }));
}
