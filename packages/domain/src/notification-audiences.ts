/** The two roles a notification can be meant for; admins are told nothing through these. */
export type NotifiedRole = 'customer' | 'cleaner';

/**
 * Who is told of each kind of notification (in the app, by push and, when optional, by e-mail): the one
 * list both the API (which lists and accepts a person's switches by it) and the web (which shows them) read,
 * so a customer is never offered a switch for a cleaner's event, nor the other way round. A side that only
 * gets a transactional e-mail of an event (the cleaner's copy of a confirmation, the customer's "request
 * received") has no switch for it: that mail cannot be turned off anyway.
 */
export const NOTIFICATION_AUDIENCES = {
  booking_requested: ['cleaner'],
  booking_confirmed: ['customer'],
  booking_cancelled: ['customer', 'cleaner'],
  booking_expired: ['customer'],
  booking_completed: ['customer'],
  booking_moved: ['cleaner'],
  booking_reassigned: ['customer', 'cleaner'],
  booking_reoffered: ['customer'],
  no_show_reported: ['customer', 'cleaner'],
  booking_booked_for_you: ['customer'],
  booking_reminder: ['customer', 'cleaner'],
  reschedule_requested: ['cleaner'],
  reschedule_accepted: ['customer'],
  reschedule_declined: ['customer'],
  overtime_awaiting_approval: ['customer'],
  payment_failed: ['customer'],
  payment_needs_action: ['customer'],
  refund_made: ['customer'],
  payout_sent: ['cleaner'],
  tip_received: ['cleaner'],
  cleaner_approved: ['cleaner'],
  series_visit_skipped: ['customer', 'cleaner'],
  message_received: ['customer', 'cleaner'],
  /**
   * The team answered a help-desk case (decisions 064, 067): customers and cleaners ask on the Help page and read
   * the answer there, so each has the push switch (the e-mail is transactional, always sent).
   */
  support_reply: ['customer', 'cleaner'],
  /** A complaint about a cleaning reaches its cleaner; its decision both sides (decision 070). */
  complaint_received: ['cleaner'],
  complaint_decided: ['customer', 'cleaner'],
  document_approved: ['cleaner'],
  document_asked_again: ['cleaner'],
} as const satisfies Record<string, readonly NotifiedRole[]>;

/** Whether a person of `role` is ever told of `type` (an unknown type or role: never). */
export function isNotificationFor(type: string, role: string): boolean {
  if (!Object.hasOwn(NOTIFICATION_AUDIENCES, type)) return false;
  const roles: readonly string[] = NOTIFICATION_AUDIENCES[type as keyof typeof NOTIFICATION_AUDIENCES];
  return roles.includes(role);
}

/** The given types a person of `role` is told of, in the given order. */
export function notificationTypesFor<T extends string>(role: string, types: readonly T[]): T[] {
  return types.filter((type) => isNotificationFor(type, role));
}
