import { randomUUID } from 'node:crypto';
import { bookingCharges, type DbOrTx, moneyAuditEvents } from '@limpa/db';
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { QUEUES } from '../../lib/job-queue';
import { recordPaymentOutcome } from '../../lib/metrics';
import { PaymentError, type RefundResult } from '../../lib/payment-gateway';
import { sayDetailVars } from '../../lib/problem-translation';
import { notifyRefundMade } from '../notifications/money-mails';
import {
  chargesOf,
  claimChargeAttempt,
  lockBookingForPayment,
  recomputePaymentStatus,
} from './booking-payments.repository';
import { issueMoneyDocuments } from './issue-money-documents';

export function refundTooLarge(leftCents: number, currency: string) {
  const vars = { amount: { amountCents: leftCents, currency } };
  const { amount } = sayDetailVars('en', vars);
  return new AppError(
    422,
    'refund_too_large',
    'Refund Too Large',
    `At most ${amount} can still be refunded on this booking.`,
  ).withDetailVars(vars);
}

type ChargeRow = Awaited<ReturnType<typeof chargesOf>>[number];

export interface RefundRequest {
  amountCents: number | 'all';
  reason?: string | null;
  /** An admin's refund: audited in the same transaction as its claim. */
  actorUserId?: string;
  /** A cancellation's refund gives the booking's money back but never its late fee (decision 069). */
  keepLateFee?: boolean;
}

export interface RefundPart {
  id: string;
  reference: string;
  amountCents: number;
  idempotencyKey: string;
}

/**
 * What each succeeded charge can still give back (refunds in flight count as given). A tip is never drawn on: it
 * is the cleaner's, not the booking's price (decision 076).
 */
function refundableByCharge(charges: ChargeRow[], keepLateFee = false) {
  return charges
    .filter((c) => c.kind !== 'refund' && c.kind !== 'tip' && c.status === 'succeeded' && c.reference)
    .filter((c) => !keepLateFee || c.kind !== 'late_fee')
    .map((c) => {
      const given = charges
        .filter((r) => r.kind === 'refund' && r.status !== 'failed' && r.refundedReference === c.reference)
        .reduce((sum, r) => sum + r.amountCents, 0);
      return { reference: c.reference!, left: c.amountCents - given };
    })
    .filter((c) => c.left > 0);
}

/**
 * Claims the refund rows under the booking's row lock: an amount larger than paid minus refunded is refused
 * (422 Refund Too Large) before any processor call, and the booking_charges trigger holds the same bound in the
 * database. The amount is taken from the charges in order (first charge, then overtime): one row per charge.
 * The first refund of a booking has the key `booking:{id}:refund`, later ones `booking:{id}:refund:{rowId}`.
 */
export async function claimRefundParts(
  tx: DbOrTx,
  bookingId: string,
  request: RefundRequest,
): Promise<RefundPart[]> {
  const row = await lockBookingForPayment(tx, bookingId);
  if (!row) return [];
  const charges = await chargesOf(tx, bookingId);
  const refundable = refundableByCharge(charges, request.keepLateFee);
  const left = refundable.reduce((sum, c) => sum + c.left, 0);
  const wanted = request.amountCents === 'all' ? left : request.amountCents;
  if (wanted > left) throw refundTooLarge(left, row.booking.currency);
  let firstRefund = !charges.some((c) => c.kind === 'refund');
  const parts: RefundPart[] = [];
  // Every part carries the first part's id: the customer hears of the refund once, with its whole amount.
  const refundGroup = randomUUID();
  let rest = wanted;
  for (const charge of refundable) {
    if (rest <= 0) break;
    const amountCents = Math.min(rest, charge.left);
    const id = parts.length === 0 ? refundGroup : randomUUID();
    const idempotencyKey = firstRefund ? `booking:${bookingId}:refund` : `booking:${bookingId}:refund:${id}`;
    firstRefund = false;
    await claimChargeAttempt(tx, {
      id,
      bookingId,
      kind: 'refund',
      amountCents,
      currency: row.booking.currency,
      idempotencyKey,
      refundedReference: charge.reference,
      reason: request.reason ?? null,
      refundGroup,
    });
    parts.push({ id, reference: charge.reference, amountCents, idempotencyKey });
    rest -= amountCents;
  }
  if (request.actorUserId && parts.length > 0) {
    await tx.insert(moneyAuditEvents).values({
      actorUserId: request.actorUserId,
      action: 'refund',
      bookingId,
      amountCents: wanted,
      reason: request.reason ?? null,
      detail: { refundIds: parts.map((p) => p.id) },
    });
  }
  return parts;
}

/**
 * Asks the processor for one refund part. A refusal (PaymentError) fails the part; anything else (processor
 * unreachable) leaves it pending for the refund job to repeat under the same key until it succeeds.
 */
async function sendRefundPart(ctx: AppContext, part: RefundPart): Promise<RefundResult['status']> {
  let result: RefundResult | null = null;
  let refused = false;
  try {
    result = await ctx.payments.refund({
      reference: part.reference,
      amountCents: part.amountCents,
      idempotencyKey: part.idempotencyKey,
    });
  } catch (err) {
    refused = err instanceof PaymentError && err.code !== 'gateway_unavailable';
    ctx.log.error({ err, refundId: part.id }, 'refund not done');
  }
  const status = result?.status ?? (refused ? 'failed' : 'pending');
  if (status === 'pending' && !result) return status;
  const settled = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookingCharges)
      .set({
        status,
        reference: result?.reference ?? null,
        failureCode: status === 'failed' ? 'refund_failed' : null,
        settledAt: status === 'pending' ? null : new Date(),
      })
      .where(and(eq(bookingCharges.id, part.id), eq(bookingCharges.status, 'pending')))
      .returning({ bookingId: bookingCharges.bookingId });
    if (updated) {
      await lockBookingForPayment(tx, updated.bookingId);
      await recomputePaymentStatus(tx, updated.bookingId);
      if (status === 'succeeded') await issueMoneyDocuments(ctx, tx, updated.bookingId);
    }
    return updated !== undefined;
  });
  // Only the call that moved the part tells the customer (a webhook may settle it instead: it tells then), and
  // only once every part of its refund has settled (notifyRefundMade).
  if (settled) recordPaymentOutcome(ctx.metrics, 'refund', status);
  if (settled && status !== 'pending') await notifyRefundMade(ctx, part.id);
  return status;
}

export interface RefundOutcome {
  /** The first refund row (the one an admin's refund is known by). */
  id: string | null;
  amountCents: number;
  status: 'succeeded' | 'pending' | 'failed' | 'none';
}

/**
 * Gives money back: everything still refundable (`'all'`: a free cancellation, an admin's full refund) or an
 * admin's partial amount. Parts left pending (processor unreachable) are retried by the refund job until they
 * succeed.
 */
export async function refundBookingPayment(
  ctx: AppContext,
  bookingId: string,
  request: RefundRequest = { amountCents: 'all' },
): Promise<RefundOutcome> {
  const parts = await ctx.db.transaction((tx) => claimRefundParts(tx, bookingId, request));
  return sendRefundParts(ctx, bookingId, parts);
}

/**
 * Sends refund parts claimed earlier, typically in the transaction that cancelled the booking (so a crash between
 * the cancellation and this call leaves pending rows that `retryStrandedRefunds` finishes, never a cancelled,
 * paid booking with no refund on record).
 */
export async function sendRefundParts(
  ctx: AppContext,
  bookingId: string,
  parts: RefundPart[],
): Promise<RefundOutcome> {
  if (parts.length === 0) return { id: null, amountCents: 0, status: 'none' };
  const statuses: RefundResult['status'][] = [];
  for (const part of parts) statuses.push(await sendRefundPart(ctx, part));
  if (statuses.includes('pending')) await scheduleRefundRetry(ctx, bookingId);
  const status = statuses.includes('failed')
    ? 'failed'
    : statuses.includes('pending')
      ? 'pending'
      : 'succeeded';
  return { id: parts[0]!.id, amountCents: parts.reduce((s, p) => s + p.amountCents, 0), status };
}

async function scheduleRefundRetry(ctx: AppContext, bookingId: string) {
  await ctx.jobs.send(QUEUES.refundRetry, { bookingId }, { singletonKey: bookingId, startAfterSeconds: 60 });
}

/** The refund job: repeats every pending refund of the booking under its own key; throws while any is left. */
export async function retryPendingRefunds(ctx: AppContext, bookingId: string): Promise<void> {
  const pending = await ctx.db
    .select()
    .from(bookingCharges)
    .where(
      and(
        eq(bookingCharges.bookingId, bookingId),
        eq(bookingCharges.kind, 'refund'),
        eq(bookingCharges.status, 'pending'),
      ),
    );
  let left = 0;
  for (const r of pending) {
    if (!r.refundedReference) continue;
    const status = await sendRefundPart(ctx, {
      id: r.id,
      reference: r.refundedReference,
      amountCents: r.amountCents,
      idempotencyKey: r.idempotencyKey,
    });
    if (status === 'pending') left++;
  }
  if (left > 0) throw new Error(`${left} refund(s) of booking ${bookingId} still pending`);
}

/** How long a pending refund may wait for its own request or job before the sweep takes it over. */
const STRANDED_REFUND_MS = 10 * 60_000;

/**
 * The lifecycle sweep's backstop: refunds claimed more than 10 minutes ago and still pending (the process
 * stopped before sending them, or their retry job was lost) are sent again under their own keys. Bounded per
 * run; a booking whose refund still fails waits for the next run.
 */
export async function retryStrandedRefunds(ctx: AppContext, now: Date): Promise<number> {
  const rows = await ctx.db
    .selectDistinct({ bookingId: bookingCharges.bookingId })
    .from(bookingCharges)
    .where(
      and(
        eq(bookingCharges.kind, 'refund'),
        eq(bookingCharges.status, 'pending'),
        lt(bookingCharges.createdAt, new Date(now.getTime() - STRANDED_REFUND_MS)),
      ),
    )
    .limit(100);
  let retried = 0;
  for (const { bookingId } of rows) {
    try {
      await retryPendingRefunds(ctx, bookingId);
      retried++;
    } catch (err) {
      ctx.log.warn({ err, bookingId }, 'stranded refund still pending');
    }
  }
  return retried;
}
