import type { MailMessage } from '../../adapters/mail/mailer';
import { type BookingMailRow, type MailDeps, mail, sendBookingMails, when } from './booking-mails';
import { notifyBookingParties } from './booking-notifications';

/** Reschedule events, each told to both sides (DECISIONS.md "Round 2": every booking event to both sides). */
export type RescheduleEvent = 'moved' | 'requested' | 'accepted' | 'declined';

function requestedWhen(b: BookingMailRow['booking']): string {
  return `${b.rescheduleDate} at ${b.rescheduleTime} (${b.timeZone})`;
}

/** A pending booking moved at once. */
function movedMails(row: BookingMailRow, brand: string, url: string): MailMessage[] {
  const b = row.booking;
  const mails = [
    mail(
      row.customer,
      `Your booking request now is on ${b.bookingDate}`,
      `Your booking request was moved to ${when(b)}. It still waits for the cleaner's confirmation.\n\nSee your bookings: ${url}/customer/bookings`,
      brand,
    ),
  ];
  if (row.cleaner) {
    mails.push(
      mail(
        row.cleaner,
        `A booking request moved to ${b.bookingDate}`,
        `${row.customer.name} moved their booking request to ${when(b)}.\n\nConfirm or decline it in your portal: ${url}/provider/portal`,
        brand,
      ),
    );
  }
  return mails;
}

/** A confirmed booking: the customer asks, the cleaner answers. */
function requestedMails(row: BookingMailRow, brand: string, url: string): MailMessage[] {
  const b = row.booking;
  const mails = [
    mail(
      row.customer,
      `You asked to move your cleaning on ${b.bookingDate}`,
      `You asked to move your cleaning on ${when(b)} to ${requestedWhen(b)}. Your cleaner will accept or decline; until then the booking keeps its time.\n\nSee your bookings: ${url}/customer/bookings`,
      brand,
    ),
  ];
  if (row.cleaner) {
    mails.push(
      mail(
        row.cleaner,
        `${row.customer.name} asks to move a cleaning`,
        `${row.customer.name} asks to move the cleaning on ${when(b)} to ${requestedWhen(b)}. The price stays the same.\n\nAccept or decline it in your jobs: ${url}/provider/jobs`,
        brand,
      ),
    );
  }
  return mails;
}

function answeredMails(row: BookingMailRow, accepted: boolean, brand: string, url: string): MailMessage[] {
  const b = row.booking;
  const outcome = accepted ? `now takes place on ${when(b)}` : `keeps its time, ${when(b)}`;
  const mails = [
    mail(
      row.customer,
      accepted ? `Your cleaning moved to ${b.bookingDate}` : 'Your reschedule request was declined',
      `${row.cleaner?.name ?? 'Your cleaner'} ${accepted ? 'accepted' : 'declined'} your reschedule request: your cleaning ${outcome}.\n\nSee your bookings: ${url}/customer/bookings`,
      brand,
    ),
  ];
  if (row.cleaner) {
    mails.push(
      mail(
        row.cleaner,
        accepted ? `A cleaning moved to ${b.bookingDate}` : 'You declined a reschedule request',
        `You ${accepted ? 'accepted' : 'declined'} ${row.customer.name}'s reschedule request: the cleaning ${outcome}.\n\nSee your jobs: ${url}/provider/jobs`,
        brand,
      ),
    );
  }
  return mails;
}

export function rescheduleMails(event: RescheduleEvent, row: BookingMailRow, brand: string, url: string) {
  switch (event) {
    case 'moved':
      return movedMails(row, brand, url);
    case 'requested':
      return requestedMails(row, brand, url);
    case 'accepted':
      return answeredMails(row, true, brand, url);
    case 'declined':
      return answeredMails(row, false, brand, url);
  }
}

/** Who is told in the app about each reschedule event, and how. */
const IN_APP = {
  moved: { type: 'booking_moved', to: 'cleaner' },
  requested: { type: 'reschedule_requested', to: 'cleaner' },
  accepted: { type: 'reschedule_accepted', to: 'customer' },
  declined: { type: 'reschedule_declined', to: 'customer' },
} as const;

export function notifyReschedule(deps: MailDeps, bookingId: string, event: RescheduleEvent) {
  return sendBookingMails(
    deps,
    bookingId,
    `reschedule-${event}`,
    (row) => rescheduleMails(event, row, deps.brand, deps.publicUrl),
    (tx) => notifyBookingParties(tx, bookingId, IN_APP[event].type, IN_APP[event].to),
  );
}
