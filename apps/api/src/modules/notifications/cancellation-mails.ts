import { rebookPath } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import type { MailMessage } from '../../lib/mailer';
import { type BookingMailRow, bookingVars, loadRecipient, sendBookingMails } from './booking-mails';
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

export function notifyCleanerCancelled(ctx: AppContext, bookingId: string) {
  return sendBookingMails(
    ctx,
    bookingId,
    'cleaner-cancelled',
    (row) => cleanerCancelledMails(row, ctx.config.brandName, ctx.config.publicUrl),
    (tx) => notifyBookingParties(ctx, tx, bookingId, 'booking_cancelled', 'customer'),
  );
}

export async function notifyReassigned(ctx: AppContext, bookingId: string, previousCleanerId: string | null) {
  const previous = previousCleanerId ? await loadRecipient(ctx.db, previousCleanerId) : undefined;
  return sendBookingMails(
    ctx,
    bookingId,
    'reassigned',
    (row) => reassignedMails(row, previous ?? null, ctx.config.brandName, ctx.config.publicUrl),
    (tx) => notifyBookingParties(ctx, tx, bookingId, 'booking_reassigned', 'both'),
  );
}
