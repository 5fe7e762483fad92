import { users } from '@limpa/db';
import { rebookPath } from '@limpa/domain';
import { eq } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/mailer';
import { type BookingMailRow, type MailDeps, mail, sendBookingMails, when } from './booking-mails';
import { notifyBookingParties } from './booking-notifications';

/** Its cleaner cancelled a confirmed booking: the customer learns why and gets the wizard pre-filled. */
export function cleanerCancelledMails(row: BookingMailRow, brand: string, url: string): MailMessage[] {
  const b = row.booking;
  const mails = [
    mail(
      row.customer,
      `Your cleaner cancelled your cleaning on ${b.bookingDate}`,
      `${row.cleaner?.name ?? 'Your cleaner'} cancelled your cleaning on ${when(b)}.\nReason: ${b.cancellationReason ?? '-'}\nYour payment is refunded in full.\n\nFind another cleaner for the same home and date: ${url}${rebookPath(b)}`,
      brand,
    ),
  ];
  if (row.cleaner) {
    mails.push(
      mail(
        row.cleaner,
        `You cancelled the cleaning on ${b.bookingDate}`,
        `You cancelled the cleaning for ${row.customer.name} on ${when(b)}. The customer is refunded in full.`,
        brand,
      ),
    );
  }
  return mails;
}

/** An admin gave the booking to another cleaner: the customer, the previous and the new cleaner are told. */
export function reassignedMails(
  row: BookingMailRow,
  previous: { email: string; name: string } | null,
  brand: string,
  url: string,
): MailMessage[] {
  const b = row.booking;
  const mails = [
    mail(
      row.customer,
      `A new cleaner for your cleaning on ${b.bookingDate}`,
      `Our team gave your cleaning on ${when(b)} to ${row.cleaner?.name ?? 'another cleaner'}. The time and price stay the same.\n\nSee your bookings: ${url}/customer/bookings`,
      brand,
    ),
  ];
  if (row.cleaner) {
    mails.push(
      mail(
        row.cleaner,
        `A cleaning on ${b.bookingDate} was given to you`,
        `Our team gave you the cleaning for ${row.customer.name} on ${when(b)}.\n\nSee your jobs: ${url}/provider/jobs`,
        brand,
      ),
    );
  }
  if (previous) {
    mails.push(
      mail(
        previous,
        `The cleaning on ${b.bookingDate} was given to another cleaner`,
        `Our team gave the cleaning for ${row.customer.name} on ${when(b)} to another cleaner. It is no longer in your jobs.`,
        brand,
      ),
    );
  }
  return mails;
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
  const [previous] = previousCleanerId
    ? await deps.db
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, previousCleanerId))
    : [];
  return sendBookingMails(
    deps,
    bookingId,
    'reassigned',
    (row) => reassignedMails(row, previous ?? null, deps.brand, deps.publicUrl),
    (tx) => notifyBookingParties(tx, bookingId, 'booking_reassigned', 'both'),
  );
}
