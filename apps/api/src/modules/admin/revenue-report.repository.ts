import { bookingCharges, bookings, type DbOrTx, payoutResends, payouts } from '@limpa/db';
import { type SQL, sql } from 'drizzle-orm';
import { platformFeeEarned } from '../bookings/bookings.repository';

export interface RevenueMonthRow {
  month: string;
  currency: 'CAD' | 'EUR';
  collectedCents: number;
  platformFeeCents: number;
  refundedCents: number;
  paidOutCents: number;
}

/** Month bounds as the first instant of a month (UTC wall time, like the indexed expressions). */
export interface MonthRange {
  from?: string;
  to?: string;
}

// The same expressions as the partial indexes of migration 0023, so a month range reads the index.
const chargeMonth = sql`date_trunc('month', coalesce(${bookingCharges.settledAt}, ${bookingCharges.createdAt}) at time zone 'UTC')`;
const payoutMonth = sql`date_trunc('month', ${payouts.createdAt} at time zone 'UTC')`;
const resendMonth = sql`date_trunc('month', ${payoutResends.createdAt} at time zone 'UTC')`;

function inRange(month: SQL, range: MonthRange): SQL {
  const from = range.from ? sql` and ${month} >= ${`${range.from}-01`}::timestamp` : sql``;
  const to = range.to ? sql` and ${month} <= ${`${range.to}-01`}::timestamp` : sql``;
  return sql`${from}${to}`;
}

/**
 * Money moved per UTC month and currency, in one statement: succeeded charges and refunds (by the month they
 * settled), the platform's fee of paid bookings (the dashboard's revenue rule, by the month of the booking's
 * charge) and what left for cleaners (payouts sent and re-sends, less what reversals took back). Currencies
 * are grouped apart, never summed together. Newest month first.
 */
export async function readRevenueByMonth(db: DbOrTx, range: MonthRange): Promise<RevenueMonthRow[]> {
  const result = await db.execute<Record<keyof RevenueMonthRow, string>>(sql`
    select to_char(m.month, 'YYYY-MM') as "month", m.currency as "currency",
      sum(m.collected)::bigint as "collectedCents", sum(m.fee)::bigint as "platformFeeCents",
      sum(m.refunded)::bigint as "refundedCents", sum(m.paid_out)::bigint as "paidOutCents"
    from (
      select ${chargeMonth} as month, ${bookingCharges.currency} as currency,
        case when ${bookingCharges.kind} <> 'refund' then ${bookingCharges.amountCents} else 0 end as collected,
        case when ${bookingCharges.kind} = 'charge' and ${bookings.paymentStatus} = 'paid'
          then ${platformFeeEarned} else 0 end as fee,
        case when ${bookingCharges.kind} = 'refund' then ${bookingCharges.amountCents} else 0 end as refunded,
        0 as paid_out
      from ${bookingCharges}
      join ${bookings} on ${bookings.id} = ${bookingCharges.bookingId}
      where ${bookingCharges.status} = 'succeeded'${inRange(chargeMonth, range)}
      union all
      select ${payoutMonth}, ${payouts.currency}, 0, 0, 0, ${payouts.amountCents} - ${payouts.reversedCents}
      from ${payouts}
      where ${payouts.status} in ('completed','reversed')${inRange(payoutMonth, range)}
      union all
      select ${resendMonth}, ${payouts.currency}, 0, 0, 0, ${payoutResends.amountCents} - ${payoutResends.reversedCents}
      from ${payoutResends}
      join ${payouts} on ${payouts.id} = ${payoutResends.payoutId}
      where true${inRange(resendMonth, range)}
    ) m
    group by m.month, m.currency
    order by m.month desc, m.currency
  `);
  return result.rows.map((row) => ({
    month: row.month,
    currency: row.currency as RevenueMonthRow['currency'],
    collectedCents: Number(row.collectedCents),
    platformFeeCents: Number(row.platformFeeCents),
    refundedCents: Number(row.refundedCents),
    paidOutCents: Number(row.paidOutCents),
  }));
}
