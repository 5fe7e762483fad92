import { bookings, type DbOrTx, profiles, users } from '@limpa/db';
import { bookingTotalCents, finalTaxesOf } from '@limpa/domain';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../lib/app-context';
import { coarseArea } from '../../lib/booking-privacy';
import type { MailMessage } from '../../lib/mailer';
import { taxName } from '../../lib/tax-names';
import { notifyBookingEvent } from './booking-notifications';
import { mailHomeType } from './mail-home-type';
import { bookingDateVars, eventMail, type MailWriter, type Recipient } from './mail-writer';

export type BookingEvent = 'requested' | 'confirmed' | 'cancelled' | 'completed';

const customerUser = alias(users, 'customer_user');
const cleanerUser = alias(users, 'cleaner_user');
const customerProfile = alias(profiles, 'customer_profile');
const cleanerProfile = alias(profiles, 'cleaner_profile');

export type BookingMailRow = {
  booking: typeof bookings.$inferSelect;
  customer: Recipient;
  cleaner: Recipient | null;
};

type Booking = BookingMailRow['booking'];

/** The vars every booking mail can use, in the writer's language. */
export function bookingVars(w: MailWriter, row: BookingMailRow) {
  const b = row.booking;
  return {
    ...bookingDateVars(w, b),
    customer: row.customer.name,
    cleaner: row.cleaner?.name ?? w.t('layout.your_cleaner'),
  };
}

function receiptLines(w: MailWriter, b: Booking): string {
  const amount = (cents: number) => w.money(cents, b.currency);
  // The taxes of the figures that apply: on top of the total in Canada, inside it in Portugal (decision 079).
  const taxLines = (finalTaxesOf(b) ?? b.taxes).map((tax) =>
    w.t(b.taxIncluded ? 'booking_completed.tax_included' : 'booking_completed.tax', {
      name: taxName(w.locale, tax),
      amount: amount(tax.amountCents),
    }),
  );
  return [
    w.t('booking_completed.base_price', { amount: amount(b.basePriceCents) }),
    ...b.addOns.map((a) => w.t('booking_completed.add_on', { name: a.name, amount: amount(a.priceCents) })),
    ...(b.overtimeFeeCents
      ? [
          w.t(
            b.overtimeStatus === 'pending_approval'
              ? 'booking_completed.overtime_pending'
              : 'booking_completed.overtime',
            { minutes: b.overtimeMinutes, amount: amount(b.overtimeFeeCents) },
          ),
        ]
      : []),
    ...(b.taxIncluded ? [] : taxLines),
    w.t('booking_completed.total', { amount: amount(bookingTotalCents(b)) }),
    ...(b.taxIncluded ? taxLines : []),
    w.t('booking_completed.hours', { hours: b.actualHoursWorked ?? '-' }),
  ].join('\n');
}

/** How a family of booking events (the basic ones, reschedule, overtime) writes the mails of one of them. */
export type EventMails<E extends string> = (
  event: E,
  row: BookingMailRow,
  brand: string,
  publicUrl: string,
) => MailMessage[];

/**
 * A booking event's mails: one per side that has something to learn
 * (docs/product-rules.md#notifications-and-e-mails).
 */
export const bookingMails: EventMails<BookingEvent> = (event, row, brand, publicUrl) => {
  const b = row.booking;
  const vars = (w: MailWriter) => ({
    ...bookingVars(w, row),
    earnings: w.money(b.cleanerEarningsCents, b.currency),
    total: w.money(b.totalAmountCents, b.currency),
    homeType: mailHomeType(w, b.homeType, b.currency),
    area: coarseArea(b.customerAddress),
    address: b.customerAddress,
    hours: b.actualHoursWorked ?? '-',
  });
  const toCleaner = (key: string, path: string) =>
    row.cleaner ? [eventMail(row.cleaner, brand, key, vars, { url: `${publicUrl}${path}` })] : [];
  switch (event) {
    case 'requested':
      // The customer learns the request arrived and that nothing is charged before the cleaner confirms.
      return [
        eventMail(row.customer, brand, 'booking_request_received', vars, {
          url: `${publicUrl}/customer/bookings`,
        }),
        ...toCleaner('booking_requested', '/provider/portal'),
      ];
    case 'confirmed':
      return [
        eventMail(row.customer, brand, 'booking_confirmed', vars, { url: `${publicUrl}/customer/bookings` }),
        ...toCleaner('booking_confirmed_cleaner', '/provider/jobs'),
      ];
    case 'cancelled':
      return [
        eventMail(row.customer, brand, 'booking_cancelled', vars, {
          url: `${publicUrl}/customer/book`,
          extra: (w) => [
            ...(b.cancelledBy === 'cleaner' ? [w.t('booking_cancelled.by_cleaner')] : []),
            ...(b.paymentStatus === 'refunded' ? [w.t('booking_cancelled.refunded')] : []),
          ],
        }),
        // A cleaner who cancelled gets the cleaner-cancellation mail instead (cancellation-mails.ts).
        ...(b.cancelledBy === 'cleaner' ? [] : toCleaner('booking_cancelled_cleaner', '/provider/jobs')),
      ];
    case 'completed':
      return [
        eventMail(row.customer, brand, 'booking_completed', vars, {
          url: `${publicUrl}/customer/bookings`,
          extra: (w) => [receiptLines(w, b)],
        }),
        ...toCleaner('booking_completed_cleaner', '/provider/jobs'),
      ];
  }
};

/** One person as a mail recipient: e-mail, name and the language of their profile. */
export async function loadRecipient(db: DbOrTx, userId: string): Promise<Recipient | undefined> {
  const [row] = await db
    .select({ email: users.email, name: users.name, locale: profiles.locale })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** The booking with both parties' e-mail and name, as every booking mail needs it. */
export async function loadBookingMailRow(db: DbOrTx, bookingId: string): Promise<BookingMailRow | undefined> {
  const [row] = await db
    .select({
      booking: bookings,
      customer: { email: customerUser.email, name: customerUser.name },
      customerLocale: customerProfile.locale,
      cleaner: { email: cleanerUser.email, name: cleanerUser.name },
      cleanerLocale: cleanerProfile.locale,
    })
    .from(bookings)
    .innerJoin(customerUser, eq(customerUser.id, bookings.customerId))
    .leftJoin(customerProfile, eq(customerProfile.userId, bookings.customerId))
    .leftJoin(cleanerUser, eq(cleanerUser.id, bookings.cleanerId))
    .leftJoin(cleanerProfile, eq(cleanerProfile.userId, bookings.cleanerId))
    .where(eq(bookings.id, bookingId));
  return (
    row && {
      booking: row.booking,
      customer: { ...row.customer, locale: row.customerLocale },
      cleaner: row.cleaner && { ...row.cleaner, locale: row.cleanerLocale },
    }
  );
}

/** Sends mails, logging (never throwing) a failure: the change they announce has already committed. */
async function deliverMails(
  ctx: AppContext,
  mails: (MailMessage | null)[],
  bookingId: string,
  label: string,
) {
  try {
    for (const mail of mails) if (mail) await ctx.mailer.send(mail);
  } catch (err) {
    ctx.log.error({ err, bookingId, event: label }, 'booking e-mail failed');
  }
}

/**
 * Tells a booking's sides about an event: `inApp` writes the in-app notifications and live events (one
 * transaction), then the mails `build` makes are sent. A failure is logged and never fails the request, which
 * has already committed the change.
 */
export async function sendBookingMails(
  ctx: AppContext,
  bookingId: string,
  label: string,
  build: (row: BookingMailRow) => (MailMessage | null)[],
  inApp?: (tx: DbOrTx, row: BookingMailRow) => Promise<unknown>,
): Promise<void> {
  try {
    const row = await loadBookingMailRow(ctx.db, bookingId);
    if (!row) return;
    if (inApp) await ctx.db.transaction((tx) => inApp(tx, row));
    await deliverMails(ctx, build(row), bookingId, label);
  } catch (err) {
    ctx.log.error({ err, bookingId, event: label }, 'booking e-mail failed');
  }
}

/** `sendBookingMails` for one event of a family: the family's mails for it, in the app's name and links. */
export function sendEventMails<E extends string>(
  ctx: AppContext,
  bookingId: string,
  label: string,
  event: E,
  mails: EventMails<E>,
  inApp: (tx: DbOrTx, row: BookingMailRow) => Promise<unknown>,
): Promise<void> {
  const { brandName, publicUrl } = ctx.config;
  return sendBookingMails(ctx, bookingId, label, (row) => mails(event, row, brandName, publicUrl), inApp);
}

/** Tells a booking's sides about one of its basic events, in the app and by e-mail. */
export function notifyBooking(ctx: AppContext, bookingId: string, event: BookingEvent): Promise<void> {
  return sendEventMails(ctx, bookingId, event, event, bookingMails, (tx, row) =>
    notifyBookingEvent(ctx, tx, bookingId, event, row.booking.cancelledBy),
  );
}

/**
 * Only the mails of an event, from rows in hand, written in the caller's transaction: they commit with the change
 * they tell about, or not at all (decision 030).
 */
export async function writeBookingMails(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'mailer' | 'config'>,
  event: BookingEvent,
  row: BookingMailRow,
  /** The customer is told otherwise (an admin's request in their name has its own mail): only the cleaner's. */
  cleanerOnly = false,
): Promise<void> {
  const { brandName, publicUrl } = ctx.config;
  for (const mail of bookingMails(event, row, brandName, publicUrl)) {
    if (!cleanerOnly || mail.to !== row.customer.email) await ctx.mailer.send(mail, tx);
  }
}
