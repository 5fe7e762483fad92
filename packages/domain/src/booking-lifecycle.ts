/**
 * Reschedule, completion and overtime-consent rules (docs/product-rules.md#reschedule,
 * #completion-and-overtime; decision 020).
 */

const HOUR_MS = 60 * 60 * 1000;

/**
 * Closer than this to the start, a reschedule is a late request: still one the cleaner accepts or declines (as
 * every reschedule of a confirmed booking is), and the screens say the cleaner may well decline it (decision 070).
 */
export const RESCHEDULE_MIN_HOURS = 24;
/**
 * Reschedules one booking may have in its life (moves of a pending one and requests for a confirmed one): each
 * mails its cleaner, so they are counted on the booking row (decision 020).
 */
export const MAX_RESCHEDULES = 3;
/** The customer answers an overtime request within this many hours of completion; silence approves. */
export const OVERTIME_ANSWER_HOURS = 48;

export type OvertimeStatus = 'pending_approval' | 'approved' | 'disputed' | 'waived';
export const OVERTIME_STATUSES = [
  'pending_approval',
  'approved',
  'disputed',
  'waived',
] as const satisfies readonly OvertimeStatus[];

/**
 * How a customer's reschedule lands: a pending booking moves at once; a confirmed one becomes a request its
 * cleaner answers until its start, never a direct move, however close the start (decision 070); once it has
 * started (`too_late`), or in any other status, it cannot be rescheduled.
 */
export function rescheduleMode(input: {
  status: string;
  startsAt: Date;
  now: Date;
}): 'move' | 'request' | 'too_late' | 'not_allowed' {
  if (input.status === 'pending') return 'move';
  if (input.status !== 'confirmed') return 'not_allowed';
  return input.now.getTime() < input.startsAt.getTime() ? 'request' : 'too_late';
}

/** A reschedule asked for closer than RESCHEDULE_MIN_HOURS to the start: the screens call it a late request. */
export function isLateReschedule(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() < RESCHEDULE_MIN_HOURS * HOUR_MS;
}

/** Completion is allowed from the booking's start time on. */
export function canCompleteAt(startsAt: Date, now: Date): boolean {
  return now.getTime() >= startsAt.getTime();
}

/** The last instant the customer may answer an overtime request; after it, silence approves. */
export function overtimeAnswerDeadline(completedAt: Date): Date {
  return new Date(completedAt.getTime() + OVERTIME_ANSWER_HOURS * HOUR_MS);
}

/**
 * The booking wizard pre-filled from a cancelled booking (same address, home type, add-ons and date) to find
 * another cleaner: the link of the cleaner-cancellation mail and of "Find another cleaner".
 */
export function rebookPath(b: {
  addressId: string | null;
  homeType: string;
  addOns: readonly { id: string }[];
  bookingDate: string;
}): string {
  const params = new URLSearchParams();
  if (b.addressId) params.set('addressId', b.addressId);
  params.set('homeType', b.homeType);
  if (b.addOns.length > 0) params.set('addOns', b.addOns.map((a) => a.id).join(','));
  params.set('date', b.bookingDate);
  return `/customer/book?${params.toString()}`;
}
