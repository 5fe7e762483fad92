import type { BookingStatus } from './booking-status';

/**
 * A booking's conversation (docs/decisions/021-messages-and-notifications.md): its two sides may write while
 * the booking is on, and for this many days after the end of a visit that took place, so the last details
 * (a forgotten key, the review) can still be said. Read-only after that, never deleted.
 */
export const CONVERSATION_OPEN_DAYS_AFTER_END = 14;

/**
 * Statuses of a booking that ended without a visit: cancelled (by either side; a cleaner's "decline" of a
 * request is a cancellation) or expired unanswered. Its conversation closes at once.
 */
export const STATUSES_WITHOUT_VISIT = ['cancelled', 'expired'] as const satisfies readonly BookingStatus[];

const DAY_MS = 86_400_000;

export type ConversationState = 'open' | 'closed_without_visit' | 'closed_after_visit';

/**
 * Whether a booking's conversation takes new messages at `now`, and why not. The end is the booking's
 * `ends_at` (its start plus its duration). The API judges the same rule in the message insert's SQL, by the
 * database's clock (modules/messages/messages.repository.ts).
 */
export function conversationState(
  booking: { status: string; endsAt: Date | string },
  now: Date,
): ConversationState {
  if ((STATUSES_WITHOUT_VISIT as readonly string[]).includes(booking.status)) return 'closed_without_visit';
  const closesAt = new Date(booking.endsAt).getTime() + CONVERSATION_OPEN_DAYS_AFTER_END * DAY_MS;
  return now.getTime() < closesAt ? 'open' : 'closed_after_visit';
}

/**
 * A pre-booking conversation (docs/decisions/056-pre-booking-conversations.md): a customer's questions to a
 * cleaner before any booking exists. Nothing ends it the way a visit ends a booking's, so it closes after this
 * many days without a message (nobody is left waiting on a dead thread), or as soon as the customer places a
 * booking with that cleaner: the booking's own conversation takes over from there.
 */
export const ENQUIRY_IDLE_DAYS = 14;

export type EnquiryState = 'open' | 'closed_idle' | 'closed_booked';

/**
 * Whether a pre-booking conversation takes new messages at `now`. `openedAt` is when it was opened (or opened
 * again after closing); `bookedSince` whether a booking between the two was placed since then. The API judges
 * the same rule in SQL, by the database's clock (modules/messages/enquiries.repository.ts).
 */
export function enquiryState(
  enquiry: { openedAt: Date | string; lastMessageAt: Date | string | null; bookedSince: boolean },
  now: Date,
): EnquiryState {
  if (enquiry.bookedSince) return 'closed_booked';
  const opened = new Date(enquiry.openedAt).getTime();
  const last = enquiry.lastMessageAt === null ? opened : new Date(enquiry.lastMessageAt).getTime();
  const idleSince = Math.max(opened, last);
  return now.getTime() < idleSince + ENQUIRY_IDLE_DAYS * DAY_MS ? 'open' : 'closed_idle';
}
