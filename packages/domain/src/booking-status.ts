/** Booking lifecycle (docs/product-rules.md#booking-lifecycle). */

/**
 * `expired`: a pending request nobody answered in time (docs/product-rules.md#booking-lifecycle); it no
 * longer holds the slot.
 */
export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold the cleaner's time (the exclusion constraint and slot search use these). */
export const ACTIVE_BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'in_progress',
] as const satisfies readonly BookingStatus[];
export type ActiveBookingStatus = (typeof ACTIVE_BOOKING_STATUSES)[number];

/** `requires_action`: a charge awaits the customer's on-session authentication (3-D Secure). */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'failed', 'requires_action', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who asks for a transition. Admins have no booking transitions. */
export type BookingActor = 'customer' | 'cleaner' | 'admin';

/**
 * A customer may cancel a confirmed booking free of charge until this many hours before the start; inside them,
 * until the start, it costs the late-cancellation fee (late-cancellation.ts). A pending request (nobody has
 * accepted it, nothing was charged) is always theirs to withdraw, free.
 */
export const CUSTOMER_CANCEL_MIN_HOURS = 24;

export interface BookingTransition {
  from: BookingStatus;
  to: BookingStatus;
  actor: BookingActor;
}

/** Every allowed transition. Anything not listed is refused (API answers 409). */
export const BOOKING_TRANSITIONS: readonly Readonly<BookingTransition>[] = Object.freeze([
  { from: 'pending', to: 'confirmed', actor: 'cleaner' },
  { from: 'pending', to: 'cancelled', actor: 'cleaner' },
  // With a reason, and the customer is refunded in full (docs/product-rules.md#cancellation).
  { from: 'confirmed', to: 'cancelled', actor: 'cleaner' },
  { from: 'confirmed', to: 'completed', actor: 'cleaner' },
  // A request nobody accepted binds nobody: withdrawn at any time, free (docs/product-rules.md#cancellation).
  { from: 'pending', to: 'cancelled', actor: 'customer' },
  // Free until 24 h before the start, then with the late-cancellation fee until the start.
  { from: 'confirmed', to: 'cancelled', actor: 'customer' },
] satisfies BookingTransition[]);

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

export function isActiveBookingStatus(value: unknown): value is ActiveBookingStatus {
  return typeof value === 'string' && (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(value);
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** Whether `actor` may move a booking from `from` to `to` (ignoring the 24 h notice; see canCustomerCancel). */
export function canTransition(from: BookingStatus, to: BookingStatus, actor: BookingActor): boolean {
  return BOOKING_TRANSITIONS.some((t) => t.from === from && t.to === to && t.actor === actor);
}

/** The last instant at which a customer may still cancel free of charge. */
export function customerCancelDeadline(startsAt: Date): Date {
  return new Date(startsAt.getTime() - CUSTOMER_CANCEL_MIN_HOURS * 60 * 60 * 1000);
}

/**
 * A customer may cancel a pending request at any time (it is unconfirmed and uncharged), and a confirmed booking
 * until its start: free while at least 24 h remain, with the late-cancellation fee after that
 * (customerCancelFeeCents). Once it has started, only a no-show report ends it.
 */
export function canCustomerCancel(input: { status: BookingStatus; startsAt: Date; now: Date }): boolean {
  if (!canTransition(input.status, 'cancelled', 'customer')) return false;
  if (input.status === 'pending') return true;
  const start = input.startsAt.getTime();
  const now = input.now.getTime();
  if (Number.isNaN(start) || Number.isNaN(now)) return false;
  return now < start;
}

/** Whether a cancellation made at `cancelledAt` came inside the 24 h before `startsAt` (a late one). */
export function cancelledInsideNotice(startsAt: Date, cancelledAt: Date): boolean {
  return cancelledAt.getTime() > customerCancelDeadline(startsAt).getTime();
}
