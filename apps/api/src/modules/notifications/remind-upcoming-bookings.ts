import { bookings, type DbOrTx } from '@limpa/db';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import type { MailMessage } from '../../lib/mailer';
import { type BookingMailRow, bookingVars, sendBookingMails } from './booking-mails';
import { notifyBookingParties } from './booking-notifications';
import { eventMail } from './mail-writer';
import { wantsNotification } from './notification-preferences';
import { type UnsubscribeLink, unsubscribeLinks } from './unsubscribe-links';

/** How long before a confirmed cleaning both sides are reminded. */
export const REMINDER_HOURS = 24;
/** At most this many bookings per run; the next run takes the rest. */
const BATCH = 100;

/** Whom the reminder e-mail goes to: it is optional, so each side's preference decides (decision 025). */
export type ReminderRecipients = { customer: boolean; cleaner: boolean };

/** Each side's unsubscribe link (the reminder is optional): none in previews and tests that need none. */
export type ReminderUnsubscribe = { customer?: UnsubscribeLink; cleaner?: UnsubscribeLink };

export function reminderMails(
  row: BookingMailRow,
  brand: string,
  url: string,
  to: ReminderRecipients = { customer: true, cleaner: true },
  unsubscribe: ReminderUnsubscribe = {},
): MailMessage[] {
  const vars = (w: Parameters<typeof bookingVars>[0]) => ({
    ...bookingVars(w, row),
    address: row.booking.customerAddress,
  });
  return [
    ...(to.customer
      ? [
          eventMail(row.customer, brand, 'booking_reminder', vars, {
            url: `${url}/customer/bookings`,
            unsubscribe: unsubscribe.customer,
          }),
        ]
      : []),
    ...(row.cleaner && to.cleaner
      ? [
          eventMail(row.cleaner, brand, 'booking_reminder_cleaner', vars, {
            url: `${url}/provider/jobs`,
            unsubscribe: unsubscribe.cleaner,
          }),
        ]
      : []),
  ];
}

/** Claims the reminder of one booking's current start: true for exactly one caller (compare-and-swap). */
async function claimReminder(db: DbOrTx, bookingId: string): Promise<boolean> {
  const claimed = await db
    .update(bookings)
    .set({ reminderSentFor: sql`${bookings.startsAt}` })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.status, 'confirmed'),
        sql`${bookings.reminderSentFor} is distinct from ${bookings.startsAt}`,
      ),
    )
    .returning({ id: bookings.id });
  return claimed.length > 0;
}

/**
 * Reminds both sides of every confirmed cleaning starting within the next 24 h, once per start (a moved
 * booking is reminded again for its new time). `now` is explicit so tests control the clock.
 */
export async function remindUpcomingBookings(ctx: AppContext, now: Date): Promise<string[]> {
  const links = unsubscribeLinks(ctx.config);
  const due = await ctx.db
    .select({ id: bookings.id, customerId: bookings.customerId, cleanerId: bookings.cleanerId })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gt(bookings.startsAt, now),
        lte(bookings.startsAt, new Date(now.getTime() + REMINDER_HOURS * 3_600_000)),
        sql`${bookings.reminderSentFor} is distinct from ${bookings.startsAt}`,
      ),
    )
    .orderBy(bookings.startsAt)
    .limit(BATCH);
  const reminded: string[] = [];
  for (const { id, customerId, cleanerId } of due) {
    if (!(await claimReminder(ctx.db, id))) continue;
    reminded.push(id);
    const to = {
      customer: await wantsNotification(ctx.db, customerId, 'booking_reminder', 'email'),
      cleaner: cleanerId ? await wantsNotification(ctx.db, cleanerId, 'booking_reminder', 'email') : false,
    };
    await sendBookingMails(
      ctx,
      id,
      'reminder',
      (row) =>
        reminderMails(row, ctx.config.brandName, ctx.config.publicUrl, to, {
          customer: links(customerId, 'booking_reminder'),
          cleaner: cleanerId ? links(cleanerId, 'booking_reminder') : undefined,
        }),
      (tx) => notifyBookingParties(ctx, tx, id, 'booking_reminder', 'both'),
    );
  }
  return reminded;
}
