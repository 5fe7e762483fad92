import { rebookPath } from '@limpa/domain';
import type { MailMessage } from '../../lib/mailer';
import {
  type BookingMailRow,
  bookingVars,
  loadRecipient,
  type MailDeps,
  sendBookingMails,
} from './booking-mails';
import { notifyBookingParties } from './booking-notifications';
import { eventMail, type MailWriter, type Recipient } from './mail-writer';

/** Its cleaner cancelled a confirmed booking: the customer learns why and gets the wizard pre-filled. */
export function cleanerCancelledMails(row: BookingMailRow, brand: string, url: string): MailMessage[] {
  const b = row.booking;
  const vars = (w: MailWriter) => ({ ...bookingVars(w, row), reason: b.cancellationReason ?? '-' });
  return [
    eventMail(row.customer, brand, 'cleaner_cancelled', vars, { url: `${url}${rebookPath(b)}` }),
    ...(row.cleaner ? [eventMail(row.cleaner, brand, 'cleaner_cancelled_cleaner', vars)] : []),
  ];
}

/** An admin gave the booking to another cleaner: the customer, the previous and the new cleaner are told. */
export function reassignedMails(
  row: BookingMailRow,
  previous: Recipient | null,
  brand: string,
  url: string,
): MailMessage[] {
  const vars = (w: MailWriter) => ({
    ...bookingVars(w, row),
    cleaner: row.cleaner?.name ?? w.t('layout.another_cleaner'),
  });
  return [
    eventMail(row.customer, brand, 'reassigned', vars, { url: `${url}/customer/bookings` }),
    ...(row.cleaner
      ? [eventMail(row.cleaner, brand, 'reassigned_new_cleaner', vars, { url: `${url}/provider/jobs` })]
      : []),
    ...(previous ? [eventMail(previous, brand, 'reassigned_previous_cleaner', vars)] : []),
  ];
}

export function notifyCleanerCancelled(deps: MailDeps, bookingId: string) {
  return sendBookingMails(
    deps,
    bookingId,
    'cleaner-cancelled',
    (row) => cleanerCancelledMails(row, deps.brand, deps.publicUrl),
    (tx) => notifyBookingParties(tx, bookingId, 'booking_cancelled', 'customer'),
  );
}

export async function notifyReassigned(deps: MailDeps, bookingId: string, previousCleanerId: string | null) {
  const previous = previousCleanerId ? await loadRecipient(deps.db, previousCleanerId) : undefined;
  return sendBookingMails(
    deps,
    bookingId,
    'reassigned',
    (row) => reassignedMails(row, previous ?? null, deps.brand, deps.publicUrl),
    (tx) => notifyBookingParties(tx, bookingId, 'booking_reassigned', 'both'),
  );
}
