import { bookingSeries, bookings, type Database, type SkipReason, users } from '@limpa/db';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer';
import { notifyBookingParties } from './booking-notifications';
import { notify } from './notify';

/** E-mails of the booking lifecycle: series skips and cancellation, expired requests (decision 019). */
export interface LifecycleMailDeps {
  db: Database;
  mailer: Mailer;
  log?: FastifyBaseLogger;
  config: { brandName: string; publicUrl: string };
}

type Person = { email: string; name: string };
const customerUser = alias(users, 'customer_user');
const cleanerUser = alias(users, 'cleaner_user');

const SKIP_REASONS: Record<SkipReason, string> = {
  slot_taken: 'the cleaner is booked at that time',
  time_off: 'the cleaner is off that day',
  not_working: 'the cleaner does not work at that time',
};

export function seriesSkippedMail(
  to: Person,
  skipped: { date: string; reason: SkipReason }[],
  series: { bookingTime: string; timeZone: string },
  link: string,
  brand: string,
): MailMessage {
  const lines = skipped.map((s) => `- ${s.date} at ${series.bookingTime}: ${SKIP_REASONS[s.reason]}`);
  return {
    to: to.email,
    subject: `${skipped.length === 1 ? 'A visit' : 'Visits'} of your recurring cleaning could not be booked`,
    text: `Hello ${to.name},\n\nThese visits of the recurring cleaning (${series.timeZone}) were skipped:\n${lines.join('\n')}\n\nThe other visits are unchanged: ${link}\n\n${brand}`,
  };
}

export function seriesCancelledMail(
  to: Person,
  cancelledCount: number,
  link: string,
  brand: string,
): MailMessage {
  return {
    to: to.email,
    subject: 'A recurring cleaning was cancelled',
    text: `Hello ${to.name},\n\nThe customer cancelled the recurring cleaning. ${cancelledCount} upcoming ${cancelledCount === 1 ? 'visit was' : 'visits were'} cancelled; visits less than 24 hours away still take place. Paid visits that were cancelled are refunded in full.\n\nSee the bookings: ${link}\n\n${brand}`,
  };
}

export function bookingExpiredMail(
  to: Person,
  b: { bookingDate: string; bookingTime: string; timeZone: string },
  publicUrl: string,
  brand: string,
): MailMessage {
  return {
    to: to.email,
    subject: `Your booking request for ${b.bookingDate} expired`,
    text: `Hello ${to.name},\n\nThe cleaner did not answer your request for ${b.bookingDate} at ${b.bookingTime} (${b.timeZone}) in time, so it expired. Nothing was charged.\n\nBook another cleaner: ${publicUrl}/customer/book\n\n${brand}`,
  };
}

async function seriesParties(db: Database, seriesId: string) {
  const [row] = await db
    .select({
      series: bookingSeries,
      customer: { email: customerUser.email, name: customerUser.name },
      cleaner: { email: cleanerUser.email, name: cleanerUser.name },
    })
    .from(bookingSeries)
    .innerJoin(customerUser, eq(customerUser.id, bookingSeries.customerId))
    .innerJoin(cleanerUser, eq(cleanerUser.id, bookingSeries.cleanerId))
    .where(eq(bookingSeries.id, seriesId));
  return row;
}

/** Sends mails; a failure is logged and never fails the caller (the change is already committed). */
async function sendAll(deps: LifecycleMailDeps, build: () => Promise<MailMessage[]>, what: string) {
  try {
    for (const mail of await build()) await deps.mailer.send(mail);
  } catch (err) {
    deps.log?.error({ err }, `${what} e-mail failed`);
  }
}

/** Both sides are told which visits of a series were skipped, and why. */
export function notifySeriesSkipped(
  deps: LifecycleMailDeps,
  seriesId: string,
  skipped: { date: string; reason: SkipReason }[],
) {
  if (skipped.length === 0) return Promise.resolve();
  return sendAll(
    deps,
    async () => {
      const row = await seriesParties(deps.db, seriesId);
      if (!row) return [];
      await deps.db.transaction(async (tx) => {
        for (const { date } of skipped) {
          for (const [userId, side] of [
            [row.series.customerId, 'customer'],
            [row.series.cleanerId, 'cleaner'],
          ] as const) {
            await notify(tx, {
              userId,
              type: 'series_visit_skipped',
              link: side === 'customer' ? '/customer/bookings' : '/provider/jobs',
              vars: { date, time: row.series.bookingTime },
            });
          }
        }
      });
      const { brandName, publicUrl } = deps.config;
      return [
        seriesSkippedMail(row.customer, skipped, row.series, `${publicUrl}/customer/bookings`, brandName),
        seriesSkippedMail(row.cleaner, skipped, row.series, `${publicUrl}/provider/portal`, brandName),
      ];
    },
    'series skip',
  );
}

/** Both sides are told the series ended. */
export function notifySeriesCancelled(deps: LifecycleMailDeps, seriesId: string, cancelledCount: number) {
  return sendAll(
    deps,
    async () => {
      const row = await seriesParties(deps.db, seriesId);
      if (!row) return [];
      const { brandName, publicUrl } = deps.config;
      return [
        seriesCancelledMail(row.customer, cancelledCount, `${publicUrl}/customer/bookings`, brandName),
        seriesCancelledMail(row.cleaner, cancelledCount, `${publicUrl}/provider/portal`, brandName),
      ];
    },
    'series cancellation',
  );
}

/** Each customer whose request expired is told. */
export function notifyBookingsExpired(deps: LifecycleMailDeps, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve();
  return sendAll(
    deps,
    async () => {
      await deps.db.transaction(async (tx) => {
        for (const id of bookingIds) await notifyBookingParties(tx, id, 'booking_expired', 'customer');
      });
      const rows = await deps.db
        .select({ booking: bookings, customer: { email: users.email, name: users.name } })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.customerId))
        .where(inArray(bookings.id, bookingIds));
      return rows.map((r) =>
        bookingExpiredMail(r.customer, r.booking, deps.config.publicUrl, deps.config.brandName),
      );
    },
    'expiry',
  );
}
