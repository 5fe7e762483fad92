import { type BookedFigures, bookingTotalCents, type PaymentStatus } from '@limpa/domain';

interface ChargeLike {
  kind: string;
  status: string;
  amountCents: number;
  createdAt: Date;
}

/** A cancelled booking's late fee (decision 069), when one is owed. */
type BookingLike = BookedFigures & { lateCancellationFeeCents?: number | null };

/** The late fee this booking owes: a cancelled booking with a fee on record, else nothing. */
function lateFeeOf(b: BookingLike): number {
  return b.status === 'cancelled' ? (b.lateCancellationFeeCents ?? 0) : 0;
}

const lateFeeCollected = (charges: readonly ChargeLike[]) =>
  charges.some((c) => c.kind === 'late_fee' && c.status === 'succeeded');

/** The last settled attempt of these kinds: what a failure or a wait for authentication is read from. */
function lastSettled(charges: readonly ChargeLike[], kinds: (k: string) => boolean) {
  return charges
    .filter((c) => kinds(c.kind) && c.status !== 'pending')
    .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())
    .at(-1)?.status;
}

/** What the customer owes in the booking's current state: nothing until confirmed, the final total once done. */
export function amountDue(b: BookingLike): number {
  if (b.status === 'completed') return bookingTotalCents(b);
  if (b.status === 'confirmed' || b.status === 'in_progress') return b.totalAmountCents;
  return 0;
}

/**
 * Money actually kept: succeeded charges (first and overtime) less succeeded refunds (`collected`); what the
 * charges took before any refund (`gross`); what went back (`refunded`).
 */
export function netCollected(charges: readonly ChargeLike[]): {
  collected: number;
  refunded: number;
  gross: number;
} {
  let collected = 0;
  let refunded = 0;
  for (const c of charges) {
    // A tip is no part of the booking's price (decision 076): it neither pays the booking nor is owed.
    if (c.status !== 'succeeded' || c.kind === 'tip') continue;
    if (c.kind === 'refund') refunded += c.amountCents;
    else collected += c.amountCents;
  }
  return { collected: collected - refunded, refunded, gross: collected };
}

/** What is still owed now: the amount due less what was collected (never negative). */
export function amountOwed(b: BookingLike, charges: readonly ChargeLike[]): number {
  // A late fee is owed on its own: the booking's own charges were refunded in full when it was cancelled.
  const fee = lateFeeOf(b);
  if (fee > 0) return lateFeeCollected(charges) ? 0 : fee;
  const { collected, refunded, gross } = netCollected(charges);
  if (refunded > 0 && collected <= 0) return 0;
  // A partial refund was given back by us: it is not owed again.
  return Math.max(0, amountDue(b) - gross);
}

/**
 * The booking's payment status, derived from what was collected against what is due (never set by hope):
 * `paid` only when the succeeded charges cover the amount due; `failed` when something is owed and the last
 * attempt failed or no card can be charged; `requires_action` while the last attempt awaits the customer's
 * authentication; `refunded` when every collected cent went back.
 */
export function derivePaymentStatus(
  b: BookingLike,
  charges: readonly ChargeLike[],
  opts: { cannotCharge?: boolean } = {},
): PaymentStatus {
  const { collected, refunded, gross } = netCollected(charges);
  if (lateFeeOf(b) > 0) {
    // The booking's charge went back; what counts now is its late fee, charged apart (decision 069).
    if (lateFeeCollected(charges)) return collected > 0 ? 'paid' : 'refunded';
    const last = lastSettled(charges, (k) => k === 'late_fee');
    if (last === 'requires_action') return 'requires_action';
    if (opts.cannotCharge || last === 'failed') return 'failed';
    return 'unpaid';
  }
  if (refunded > 0 && collected <= 0) return 'refunded';
  const due = amountDue(b);
  if (due === 0) return collected > 0 ? 'paid' : 'unpaid';
  // Partly refunded stays paid (refundedCents says how much went back).
  if (gross >= due) return 'paid';
  const last = lastSettled(charges, (k) => k !== 'refund' && k !== 'tip');
  if (last === 'requires_action') return 'requires_action';
  if (opts.cannotCharge || last === 'failed') return 'failed';
  return 'unpaid';
}
