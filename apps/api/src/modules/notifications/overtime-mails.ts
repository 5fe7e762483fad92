import { OVERTIME_ANSWER_HOURS } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { bookingVars, type EventMails, sendEventMails } from './booking-mails';
import { notifyBookingParties, publishBookingChange } from './booking-notifications';
import { eventMail, type MailWriter, type Recipient, writeMail } from './mail-writer';

/** Overtime consent events (decision 020). */
export type OvertimeEvent = 'requested' | 'approved' | 'disputed' | 'charged' | 'waived';

export const overtimeMails: EventMails<OvertimeEvent> = (event, row, brand, url) => {
  const b = row.booking;
  const vars = (w: MailWriter) => ({
    ...bookingVars(w, row),
    fee: w.t('overtime_fee', {
      amount: w.money(b.overtimeFeeCents ?? 0, b.currency),
      minutes: b.overtimeMinutes,
    }),
    hours: OVERTIME_ANSWER_HOURS,
    reason: b.overtimeDisputeReason ?? '',
  });
  const toBoth = (key: string) => [
    eventMail(row.customer, brand, key, vars),
    ...(row.cleaner ? [eventMail(row.cleaner, brand, `${key}_cleaner`, vars)] : []),
  ];
  switch (event) {
    case 'requested':
      return [
        eventMail(row.customer, brand, 'overtime_requested', vars, { url: `${url}/customer/bookings` }),
      ];
    case 'approved':
      return toBoth('overtime_approved');
    case 'disputed':
      return toBoth('overtime_disputed');
    case 'charged':
    case 'waived': {
      const decided = (to: Recipient, key: string) =>
        writeMail(to, brand, (w) => ({
          subject: w.t(`${key}.subject`),
          paragraphs: [w.t(`${key}.${event}`, vars(w))],
        }));
      return [
        decided(row.customer, 'overtime_decided'),
        ...(row.cleaner ? [decided(row.cleaner, 'overtime_decided_cleaner')] : []),
      ];
    }
  }
};

export function notifyOvertime(ctx: AppContext, bookingId: string, event: OvertimeEvent) {
  // The customer's answer is asked for in the app too; the other outcomes arrive as booking events.
  return sendEventMails(ctx, bookingId, `overtime-${event}`, event, overtimeMails, (tx) =>
    event === 'requested'
      ? notifyBookingParties(ctx, tx, bookingId, 'overtime_awaiting_approval', 'customer')
      : publishBookingChange(tx, bookingId),
  );
}
