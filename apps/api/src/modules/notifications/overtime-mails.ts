import { OVERTIME_ANSWER_HOURS } from '@limpa/domain';
import type { MailMessage } from '../../adapters/mail/mailer';
import { type BookingMailRow, type MailDeps, mail, money, sendBookingMails, when } from './booking-mails';
import { notifyBookingParties, publishBookingChange } from './booking-notifications';

/** Overtime consent events (decision 020). */
export type OvertimeEvent = 'requested' | 'approved' | 'disputed' | 'charged' | 'waived';

function fee(b: BookingMailRow['booking']): string {
  return `${money(b.overtimeFeeCents ?? 0, b.currency)} (${b.overtimeMinutes} min)`;
}

export function overtimeMails(
  event: OvertimeEvent,
  row: BookingMailRow,
  brand: string,
  url: string,
): MailMessage[] {
  const b = row.booking;
  const cleanerName = row.cleaner?.name ?? 'Your cleaner';
  const toCleaner = (subject: string, body: string) =>
    row.cleaner ? [mail(row.cleaner, subject, body, brand)] : [];
  switch (event) {
    case 'requested':
      return [
        mail(
          row.customer,
          'Please approve the overtime of your cleaning',
          `${cleanerName} worked longer than booked on ${when(b)}. Overtime: ${fee(b)}.\nApprove or dispute it within ${OVERTIME_ANSWER_HOURS} hours; without an answer it is approved and charged.\n\nAnswer here: ${url}/customer/bookings`,
          brand,
        ),
      ];
    case 'approved':
      return [
        mail(
          row.customer,
          'Overtime approved',
          `The overtime of your cleaning on ${when(b)}, ${fee(b)}, was approved and is charged to your card.`,
          brand,
        ),
        ...toCleaner(
          'Overtime approved',
          `The overtime of the cleaning on ${when(b)}, ${fee(b)}, was approved.`,
        ),
      ];
    case 'disputed':
      return [
        mail(
          row.customer,
          'Overtime disputed',
          `You disputed the overtime of your cleaning on ${when(b)}. Our team will decide and tell you.`,
          brand,
        ),
        ...toCleaner(
          'The customer disputed your overtime',
          `${row.customer.name} disputed the overtime of the cleaning on ${when(b)}: "${b.overtimeDisputeReason ?? ''}". Our team will decide and tell you.`,
        ),
      ];
    case 'charged':
    case 'waived': {
      const outcome = event === 'charged' ? 'is charged' : 'is waived and not charged';
      return [
        mail(
          row.customer,
          'Overtime dispute decided',
          `Our team decided the disputed overtime of your cleaning on ${when(b)}: ${fee(b)} ${outcome}.`,
          brand,
        ),
        ...toCleaner(
          'Overtime dispute decided',
          `Our team decided the disputed overtime of the cleaning on ${when(b)}: ${fee(b)} ${outcome}.`,
        ),
      ];
    }
  }
}

export function notifyOvertime(deps: MailDeps, bookingId: string, event: OvertimeEvent) {
  return sendBookingMails(
    deps,
    bookingId,
    `overtime-${event}`,
    (row) => overtimeMails(event, row, deps.brand, deps.publicUrl),
    // The customer's answer is asked for in the app too; the other outcomes arrive as booking events.
    event === 'requested'
      ? (tx) => notifyBookingParties(tx, bookingId, 'overtime_awaiting_approval', 'customer')
      : (tx) => publishBookingChange(tx, bookingId),
  );
}
