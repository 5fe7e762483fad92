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
