import {
  bookingCharges,
  bookings,
  bookingTaxColumns,
  type ChargeKind,
  type ChargeStatus,
  type DbOrTx,
  gatewayCustomers,
  invoices,
  paymentMethods,
} from '@limpa/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { derivePaymentStatus } from './payment-status';

export async function lockBookingForPayment(tx: DbOrTx, bookingId: string) {
  const [row] = await tx
    .select({
      booking: bookings,
      gatewayPaymentMethodId: paymentMethods.gatewayPaymentMethodId,
      gatewayCustomerId: gatewayCustomers.gatewayCustomerId,
    })
    .from(bookings)
    .leftJoin(paymentMethods, eq(paymentMethods.id, bookings.paymentMethodId))
    .leftJoin(gatewayCustomers, eq(gatewayCustomers.userId, bookings.customerId))
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings });
  return row;
}

export function chargesOf(tx: DbOrTx, bookingId: string) {
  return tx.select().from(bookingCharges).where(eq(bookingCharges.bookingId, bookingId));
}

export async function claimChargeAttempt(
  tx: DbOrTx,
  values: {
    id?: string;
    bookingId: string;
    kind: ChargeKind;
    amountCents: number;
    currency: 'CAD' | 'EUR';
    idempotencyKey: string;
    refundedReference?: string;
    reason?: string | null;
    refundGroup?: string;
  },
) {
  const [row] = await tx
    .insert(bookingCharges)
    .values({ ...values, status: 'pending' })
    .returning({ id: bookingCharges.id });
  return row!.id;
}

export interface AttemptOutcome {
  status: Exclude<ChargeStatus, 'pending'>;
  reference: string | null;
  failureCode?: string | null;
  failureMessage?: string | null;
  clientSecret?: string | null;
}

/**
 * Settles an attempt as a compare-and-swap from the statuses it may leave (pending by default): whoever comes
 * second — the caller after the processor answered, or the webhook — changes nothing. Returns the row if moved.
 */
export async function settleChargeAttempt(
  tx: DbOrTx,
  id: string,
  result: AttemptOutcome,
  from: ChargeStatus[] = ['pending'],
) {
  const [row] = await tx
    .update(bookingCharges)
    .set({
      status: result.status,
      ...(result.reference ? { reference: result.reference } : {}),
      failureCode: result.status === 'succeeded' ? null : (result.failureCode ?? null),
      failureMessage: result.status === 'succeeded' ? null : (result.failureMessage ?? null),
      clientSecret: result.status === 'requires_action' ? (result.clientSecret ?? null) : null,
      settledAt: result.status === 'requires_action' ? null : new Date(),
    })
    .where(and(eq(bookingCharges.id, id), inArray(bookingCharges.status, from)))
    .returning();
  return row;
}

/** The attempt a processor event is about: by our row id (metadata) or by the processor's reference. */
export async function findChargeAttempt(
  tx: DbOrTx,
  ref: { chargeId?: string | null; reference?: string | null },
) {
  const byId =
    ref.chargeId && /^[0-9a-f-]{36}$/.test(ref.chargeId) ? eq(bookingCharges.id, ref.chargeId) : null;
  const where = byId ?? (ref.reference ? eq(bookingCharges.reference, ref.reference) : null);
  if (!where) return undefined;
  const [row] = await tx.select().from(bookingCharges).where(where).limit(1);
  return row;
}

/**
 * Re-derives the booking's payment status from its charges (payment-status.ts). Call with the booking row
 * locked (lockBookingForPayment) in the same transaction. Returns the booking's status and the new one.
 */
export async function recomputePaymentStatus(
  tx: DbOrTx,
  bookingId: string,
  opts: { cannotCharge?: boolean } = {},
) {
  const [b] = await tx
    .select({
      status: bookings.status,
      totalAmountCents: bookings.totalAmountCents,
      finalTotalCents: bookings.finalTotalCents,
      lateCancellationFeeCents: bookings.lateCancellationFeeCents,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!b) return null;
  const paymentStatus = derivePaymentStatus(b, await chargesOf(tx, bookingId), opts);
  await tx.update(bookings).set({ paymentStatus, updatedAt: sql`now()` }).where(eq(bookings.id, bookingId));
  return { bookingStatus: b.status, paymentStatus };
}

/** The source key of a charge's or a refund's document (decision 080): one document per money movement. */
export const moneyDocumentKey = (chargeId: string) => `charge:${chargeId}`;

/**
 * The booking's money that moved (succeeded charges and refunds) and has no document yet, oldest first; a
 * refund with the invoice of the charge it gives back (null when that charge has none, e.g. collected before
 * invoices existed: no credit note can reference it). One indexed read; run with the booking row locked.
 */
export async function undocumentedMoney(tx: DbOrTx, bookingId: string) {
  const result = await tx.execute<{
    id: string;
    kind: string;
    amountCents: number;
    settledAt: Date | null;
    creditsInvoiceId: string | null;
  }>(sql`
    select c.id, c.kind, c.amount_cents as "amountCents", c.settled_at as "settledAt",
      (select i.id from ${bookingCharges} p join ${invoices} i on i.source_key = 'charge:' || p.id::text
        where c.kind = 'refund' and p.booking_id = c.booking_id and p.reference = c.refunded_reference
          and p.kind <> 'refund' limit 1) as "creditsInvoiceId"
    from ${bookingCharges} c
    where c.booking_id = ${bookingId} and c.status = 'succeeded' and c.amount_cents > 0
      and not exists (select 1 from ${invoices} i where i.source_key = 'charge:' || c.id::text)
    order by c.settled_at nulls last, c.created_at, c.id`);
  return result.rows.map((r) => ({ ...r, settledAt: r.settledAt ? new Date(r.settledAt) : null }));
}

/** What the documents of a booking's money are worked out from: its price, tax profile and overtime. */
export async function readDocumentedBooking(tx: DbOrTx, bookingId: string) {
  const [row] = await tx
    .select({ basePriceCents: bookings.basePriceCents, ...bookingTaxColumns })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row;
}
