import { bookings, type Database, type DbOrTx, users } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer';
import { coarseArea } from '../bookings/booking-privacy';
import { notifyBookingEvent } from './booking-notifications';

export type BookingEvent = 'requested' | 'confirmed' | 'cancelled' | 'completed';

const customerUser = alias(users, 'customer_user');
const cleanerUser = alias(users, 'cleaner_user');

export const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);

export type BookingMailRow = {
  booking: typeof bookings.$inferSelect;
  customer: { email: string; name: string };
  cleaner: { email: string; name: string } | null;
};

export function when(b: BookingMailRow['booking']): string {
  return `${b.bookingDate} at ${b.bookingTime} (${b.timeZone})`;
}

function receipt(b: BookingMailRow['booking']): string {
  const lines = [
    `Base price: ${money(b.basePriceCents, b.currency)}`,
    ...b.addOns.map((a) => `${a.name}: ${money(a.priceCents, b.currency)}`),
    ...(b.overtimeFeeCents
      ? [
          `Overtime (${b.overtimeMinutes} min): ${money(b.overtimeFeeCents, b.currency)}${b.overtimeStatus === 'pending_approval' ? ', waiting for your approval' : ''}`,
        ]
      : []),
    `Total: ${money(b.finalTotalCents ?? b.totalAmountCents, b.currency)}`,
    `Hours worked: ${b.actualHoursWorked ?? '-'}`,
  ];
  return lines.join('\n');
}

/** A mail to one person: greeting, body, signature. */
export const mail = (
  to: { email: string; name: string },
  subject: string,
  body: string,
  brand: string,
): MailMessage => ({ to: to.email, subject, text: `Hello ${to.name},\n\n${body}\n\n${brand}` });

export function bookingMail(
  event: BookingEvent,
  row: BookingMailRow,
  brand: string,
  publicUrl: string,
): MailMessage | null {
  const b = row.booking;
  switch (event) {
    case 'requested':
      if (!row.cleaner) return null;
      return {
        to: row.cleaner.email,
        subject: `New booking request for ${when(b)}`,
        text: `Hello ${row.cleaner.name},\n\n${row.customer.name} asked for a ${b.homeType} cleaning on ${when(b)} in ${coarseArea(b.customerAddress)}. You will see the full address once you confirm.\nYour earnings: ${money(b.cleanerEarningsCents, b.currency)}.\n\nConfirm or decline it in your portal: ${publicUrl}/provider/portal\n\n${brand}`,
      };
    case 'confirmed':
      return {
        to: row.customer.email,
        subject: `Your cleaning on ${b.bookingDate} is confirmed`,
        text: `Hello ${row.customer.name},\n\n${row.cleaner?.name ?? 'Your cleaner'} confirmed your cleaning on ${when(b)}.\nTotal: ${money(b.totalAmountCents, b.currency)}.\n\nSee your bookings: ${publicUrl}/customer/bookings\n\n${brand}`,
      };
    case 'cancelled':
      return {
        to: row.customer.email,
        subject: `Your cleaning on ${b.bookingDate} was cancelled`,
        text: `Hello ${row.customer.name},\n\nYour cleaning on ${when(b)} was cancelled${b.cancelledBy === 'cleaner' ? ' by the cleaner' : ''}. Nothing is charged for it${b.paymentStatus === 'refunded' ? ', and your payment was refunded' : ''}.\n\nBook another time: ${publicUrl}/customer/book\n\n${brand}`,
      };
    case 'completed':
      return {
        to: row.customer.email,
        subject: `Receipt for your cleaning on ${b.bookingDate}`,
        text: `Hello ${row.customer.name},\n\n${row.cleaner?.name ?? 'Your cleaner'} completed your cleaning on ${when(b)}.\n\n${receipt(b)}\n\nLeave a review: ${publicUrl}/customer/bookings\n\n${brand}`,
      };
  }
}

export type MailDeps = {
  db: Database;
  mailer: Mailer;
  log?: FastifyBaseLogger;
  brand: string;
  publicUrl: string;
};

/** The booking with both parties' e-mail and name, as every booking mail needs it. */
export async function loadBookingMailRow(
  db: Database,
  bookingId: string,
): Promise<BookingMailRow | undefined> {
  const [row] = await db
    .select({
      booking: bookings,
      customer: { email: customerUser.email, name: customerUser.name },
      cleaner: { email: cleanerUser.email, name: cleanerUser.name },
    })
    .from(bookings)
    .innerJoin(customerUser, eq(customerUser.id, bookings.customerId))
    .leftJoin(cleanerUser, eq(cleanerUser.id, bookings.cleanerId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/**
 * Tells a booking's sides about an event: `inApp` writes the in-app notifications and live events (one
 * transaction), then the mails `build` makes are sent. A failure is logged and never fails the request, which
 * has already committed the change.
 */
export async function sendBookingMails(
  deps: MailDeps,
  bookingId: string,
  label: string,
  build: (row: BookingMailRow) => (MailMessage | null)[],
  inApp?: (tx: DbOrTx, row: BookingMailRow) => Promise<unknown>,
): Promise<void> {
  try {
    const row = await loadBookingMailRow(deps.db, bookingId);
    if (!row) return;
    if (inApp) await deps.db.transaction((tx) => inApp(tx, row));
    for (const mail of build(row)) if (mail) await deps.mailer.send(mail);
  } catch (err) {
    deps.log?.error({ err, bookingId, event: label }, 'booking e-mail failed');
  }
}

/** Tells a booking's sides about one of its basic events, in the app and by e-mail. */
export function notifyBooking(deps: MailDeps, bookingId: string, event: BookingEvent): Promise<void> {
  return sendBookingMails(
    deps,
    bookingId,
    event,
    (row) => [bookingMail(event, row, deps.brand, deps.publicUrl)],
    (tx, row) => notifyBookingEvent(tx, bookingId, event, row.booking.cancelledBy),
  );
}
