import type { NOTIFICATION_AUDIENCES } from '@limpa/domain';

/**
 * Every kind of notification, shared by the API (which sends them) and the web (whose preferences card lists
 * them). `transactional` ones are always e-mailed (docs/product-rules.md#notifications-and-e-mails: they
 * cannot be turned off, and have no unsubscribe link); the others follow the person's preferences.
 */
export const NOTIFICATION_TYPES = {
  booking_requested: { transactional: true },
  booking_confirmed: { transactional: true },
  booking_cancelled: { transactional: true },
  booking_expired: { transactional: true },
  booking_completed: { transactional: true },
  booking_moved: { transactional: true },
  booking_reassigned: { transactional: true },
  /** An "any available cleaner" booking went to the next cleaner after the first let it go (decision 065). */
  booking_reoffered: { transactional: true },
  /** The other side reported that this person did not come (decision 069); contested in the help desk. */
  no_show_reported: { transactional: true },
  /** An admin made a booking request in the customer's name (decision 057). */
  booking_booked_for_you: { transactional: true },
  booking_reminder: { transactional: false },
  reschedule_requested: { transactional: true },
  reschedule_accepted: { transactional: true },
  reschedule_declined: { transactional: true },
  overtime_awaiting_approval: { transactional: true },
  payment_failed: { transactional: true },
  payment_needs_action: { transactional: true },
  refund_made: { transactional: true },
  payout_sent: { transactional: false },
  /** A customer tipped the cleaner for a completed cleaning (decision 076). */
  tip_received: { transactional: false },
  cleaner_approved: { transactional: true },
  series_visit_skipped: { transactional: true },
  /** Never e-mailed one by one: the unread-messages digest gathers them. */
  message_received: { transactional: false },
  /** The team answered the person's help-desk case (decision 064). */
  support_reply: { transactional: true },
  /** The customer said "Not satisfied" about a cleaning (decision 070): the cleaner may answer. */
  complaint_received: { transactional: true },
  /** An admin decided a complaint: re-clean, refund or nothing (decision 070). */
  complaint_decided: { transactional: true },
  /** An admin approved a cleaner's document, or asked for it again with a reason (decision 071). */
  document_approved: { transactional: true },
  document_asked_again: { transactional: true },
  // The very types whose audience the domain names: a type added on one side only does not compile.
} as const satisfies Record<keyof typeof NOTIFICATION_AUDIENCES, { transactional: boolean }>;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;
export const NOTIFICATION_TYPE_NAMES = Object.keys(NOTIFICATION_TYPES) as NotificationType[];

export const isNotificationType = (type: string): type is NotificationType =>
  Object.hasOwn(NOTIFICATION_TYPES, type);

/** Whether the e-mail of this type is always sent (no switch, no unsubscribe). */
export const isTransactionalType = (type: string): boolean =>
  isNotificationType(type) && NOTIFICATION_TYPES[type].transactional;
