import { bookingCharges, bookings, complaints, disputes, payoutItems } from '@limpa/db';
import { sql } from 'drizzle-orm';
import { cleanerEarningsEarned } from '../bookings/bookings.repository';

/**
 * What is owed to cleaners, as SQL pieces over `bookings` (docs/product-rules.md#payouts-and-the-wallet, #tips):
 * the one definition the balances, admin runs, withdrawals, Monday payouts and the wallet's Available read.
 */

/**
 * What the customer's card really gave for the booking: succeeded charges (first and overtime) less succeeded
 * refunds; a tip is no part of it (decision 076: paid out on its own, tipOwed).
 */
const netCollected = sql`(select coalesce(sum(case when ${bookingCharges.kind} = 'refund'
    then -${bookingCharges.amountCents} else ${bookingCharges.amountCents} end), 0)
  from ${bookingCharges}
  where ${bookingCharges.bookingId} = ${bookings.id} and ${bookingCharges.status} = 'succeeded'
    and ${bookingCharges.kind} <> 'tip')`;

/**
 * A cancelled booking's late fee was collected and not given back (decision 069): its succeeded 'late_fee'
 * charge, less any refund of that charge, still covers the fee. The booking's own charge was refunded.
 */
const lateFeeKept = sql`${bookings.lateCancellationFeeCents} is not null
  and (select coalesce(sum(case when c.kind = 'late_fee' then c.amount_cents else -c.amount_cents end), 0)
    from ${bookingCharges} c
    where c.booking_id = ${bookings.id} and c.status = 'succeeded'
      and (c.kind = 'late_fee' or (c.kind = 'refund' and c.refunded_reference in (select f.reference
        from ${bookingCharges} f where f.booking_id = ${bookings.id} and f.kind = 'late_fee')))
  ) >= ${bookings.lateCancellationFeeCents}`;

/** No chargeback of the booking is open or lost: its money is held from payouts meanwhile. */
const notDisputed = sql`not exists (select 1 from ${disputes} where ${disputes.bookingId} = ${bookings.id}
    and ${disputes.status} in ('open','lost'))`;

/**
 * Bookings whose earnings are owed to their cleaner and not yet paid out: completed, any overtime answered
 * (decision 020: earnings wait while it is pending or disputed; once approved, the final total includes it
 * and the next condition waits for its charge), and the final total
 * collected from the customer by succeeded charges net of refunds
 * (docs/product-rules.md#payouts-and-the-wallet: payouts pay only what was collected; a booking's status flag
 * alone is not proof); or cancelled with its late fee kept (the cleaner's 85 % share, cleanerEarningsEarned); in
 * no payout (payout_items' key, booking and kind: a booking's earning is paid out at most once); and with no open
 * complaint (decision 070: held until an admin decides).
 */
export const owedToCleaner = sql`${bookings.cleanerId} is not null
  and ((${bookings.status} = 'completed' and ${bookings.paymentStatus} = 'paid'
    and (${bookings.overtimeStatus} is null or ${bookings.overtimeStatus} in ('approved','waived'))
    and ${netCollected} >= coalesce(${bookings.finalTotalCents}, ${bookings.totalAmountCents}))
  or (${bookings.status} = 'cancelled' and ${lateFeeKept}))
  and not exists (select 1 from ${payoutItems} where ${payoutItems.bookingId} = ${bookings.id}
    and ${payoutItems.kind} = 'earning')
  and ${notDisputed}
  and not exists (select 1 from ${complaints} where ${complaints.bookingId} = ${bookings.id}
    and ${complaints.status} = 'open')`;

/**
 * Everything owed to cleaners and not yet paid out, one row per payout item to be (booking_id, cleaner_id,
 * currency, cents, kind; alias it): each booking's earning (owedToCleaner) and each paid tip, all of it the
 * cleaner's and paid on its own, even after the booking's earning was paid out (decision 076; held, like the
 * earning, while a chargeback of the booking is open or lost). Payouts, "available" and the balances all read it.
 */
export const owedItems = sql`(
  select ${bookings.id} as booking_id, ${bookings.cleanerId} as cleaner_id, ${bookings.currency} as currency,
    ${cleanerEarningsEarned} as cents, 'earning' as kind
  from ${bookings}
  where ${owedToCleaner} and ${cleanerEarningsEarned} > 0
  union all
  select ${bookings.id}, ${bookings.cleanerId}, ${bookings.currency}, tip.amount_cents, 'tip'
  from ${bookings}
  join ${bookingCharges} tip on tip.booking_id = ${bookings.id} and tip.kind = 'tip' and tip.status = 'succeeded'
  where ${bookings.cleanerId} is not null and ${notDisputed}
    and not exists (select 1 from ${payoutItems} where ${payoutItems.bookingId} = ${bookings.id}
      and ${payoutItems.kind} = 'tip')
)`;
