import type { AppContext } from '../../lib/app-context';
import { bookingVars, type EventMails, sendEventMails } from './booking-mails';
import { notifyBookingParties } from './booking-notifications';
import { eventMail, type MailWriter } from './mail-writer';

/**
 * Reschedule events, each told to both sides (docs/product-rules.md#notifications-and-e-mails: every booking
 * event to both sides).
 */
export type RescheduleEvent = 'moved' | 'requested' | 'accepted' | 'declined';

/** Each event's mail key per side and where its button leads. */
const MAILS = {
  moved: {
    customer: ['reschedule_moved', '/customer/bookings'],
    cleaner: ['reschedule_moved_cleaner', '/provider/portal'],
  },
  requested: {
    customer: ['reschedule_requested', '/customer/bookings'],
    cleaner: ['reschedule_requested_cleaner', '/provider/jobs'],
  },
  accepted: {
    customer: ['reschedule_accepted', '/customer/bookings'],
    cleaner: ['reschedule_accepted_cleaner', '/provider/jobs'],
  },
  declined: {
    customer: ['reschedule_declined', '/customer/bookings'],
    cleaner: ['reschedule_declined_cleaner', '/provider/jobs'],
  },
} as const;

export const rescheduleMails: EventMails<RescheduleEvent> = (event, row, brand, url) => {
  const b = row.booking;
  const vars = (w: MailWriter) => ({
    ...bookingVars(w, row),
    newWhen:
      b.rescheduleDate && b.rescheduleTime
        ? w.when({ date: b.rescheduleDate, time: b.rescheduleTime, zone: b.timeZone })
        : '',
  });
  const { customer, cleaner } = MAILS[event];
  return [
    eventMail(row.customer, brand, customer[0], vars, { url: `${url}${customer[1]}` }),
    ...(row.cleaner ? [eventMail(row.cleaner, brand, cleaner[0], vars, { url: `${url}${cleaner[1]}` })] : []),
  ];
};

/** Who is told in the app about each reschedule event, and how. */
const IN_APP = {
  moved: { type: 'booking_moved', to: 'cleaner' },
  requested: { type: 'reschedule_requested', to: 'cleaner' },
  accepted: { type: 'reschedule_accepted', to: 'customer' },
  declined: { type: 'reschedule_declined', to: 'customer' },
} as const;

export function notifyReschedule(ctx: AppContext, bookingId: string, event: RescheduleEvent) {
  const { type, to } = IN_APP[event];
  return sendEventMails(ctx, bookingId, `reschedule-${event}`, event, rescheduleMails, (tx) =>
    notifyBookingParties(ctx, tx, bookingId, type, to),
  );
}
