import { bookingSeries, bookings, type Database, profiles, type SkipReason, users } from '@limpa/db';
import { formatTimeOfDay } from '@limpa/domain';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../lib/app-context';
import type { MailMessage } from '../../lib/mailer';
import { notifyBookingParties } from './booking-notifications';
import { bookingDateVars, eventMail, type Recipient, writeMail } from './mail-writer';
import { notify } from './notify';

const customerUser = alias(users, 'customer_user');
const cleanerUser = alias(users, 'cleaner_user');
const customerProfile = alias(profiles, 'customer_profile');
const cleanerProfile = alias(profiles, 'cleaner_profile');

export function seriesSkippedMail(
  to: Recipient,
  skipped: { date: string; reason: SkipReason }[],
  series: { bookingTime: string; timeZone: string },
  link: string,
  brand: string,
): MailMessage {
  return writeMail(to, brand, (w) => ({
    subject: w.t(`series_skipped.${skipped.length === 1 ? 'subject_one' : 'subject_other'}`),
    paragraphs: [
      [
        w.t('series_skipped.body', { zone: w.zone(series.timeZone) }),
        ...skipped.map((s) =>
          w.t('series_skipped.line', {
            date: w.date(s.date),
            time: formatTimeOfDay(w.locale, series.bookingTime),
            reason: w.t(`series_skipped.${s.reason}`),
          }),
        ),
      ].join('\n'),
    ],
    action: { label: w.t('series_skipped.action'), url: link },
  }));
}

export function seriesCancelledMail(
  to: Recipient,
  cancelledCount: number,
  link: string,
  brand: string,
): MailMessage {
  return writeMail(to, brand, (w) => ({
    subject: w.t('series_cancelled.subject'),
    paragraphs: [
      w.t(`series_cancelled.${cancelledCount === 1 ? 'body_one' : 'body_other'}`, { count: cancelledCount }),
    ],
    action: { label: w.t('series_cancelled.action'), url: link },
  }));
}

export function bookingExpiredMail(
  to: Recipient,
  b: { bookingDate: string; bookingTime: string; timeZone: string },
  publicUrl: string,
  brand: string,
): MailMessage {
  return eventMail(to, brand, 'booking_expired', (w) => bookingDateVars(w, b), {
    url: `${publicUrl}/customer/book`,
  });
}

async function seriesParties(db: Database, seriesId: string) {
  const [row] = await db
    .select({
      series: bookingSeries,
      customer: {
        email: customerUser.email,
        name: customerUser.name,
        locale: customerProfile.locale,
      },
      cleaner: { email: cleanerUser.email, name: cleanerUser.name, locale: cleanerProfile.locale },
    })
    .from(bookingSeries)
    .innerJoin(customerUser, eq(customerUser.id, bookingSeries.customerId))
    .leftJoin(customerProfile, eq(customerProfile.userId, bookingSeries.customerId))
    .innerJoin(cleanerUser, eq(cleanerUser.id, bookingSeries.cleanerId))
    .leftJoin(cleanerProfile, eq(cleanerProfile.userId, bookingSeries.cleanerId))
    .where(eq(bookingSeries.id, seriesId));
  return row;
}

/** Sends mails; a failure is logged and never fails the caller (the change is already committed). */
async function sendAll(ctx: AppContext, build: () => Promise<MailMessage[]>, what: string) {
  try {
    for (const mail of await build()) await ctx.mailer.send(mail);
  } catch (err) {
    ctx.log.error({ err }, `${what} e-mail failed`);
  }
}

/** Both sides are told which visits of a series were skipped, and why. */
export function notifySeriesSkipped(
  ctx: AppContext,
  seriesId: string,
  skipped: { date: string; reason: SkipReason }[],
) {
  if (skipped.length === 0) return Promise.resolve();
  return sendAll(
    ctx,
    async () => {
      const row = await seriesParties(ctx.db, seriesId);
      if (!row) return [];
      await ctx.db.transaction(async (tx) => {
        for (const { date } of skipped) {
          for (const [userId, side] of [
            [row.series.customerId, 'customer'],
            [row.series.cleanerId, 'cleaner'],
          ] as const) {
            await notify(ctx, tx, {
              userId,
              type: 'series_visit_skipped',
              link: side === 'customer' ? '/customer/bookings' : '/provider/jobs',
              vars: { date, time: row.series.bookingTime },
            });
          }
        }
      });
      const { brandName, publicUrl } = ctx.config;
      return [
        seriesSkippedMail(row.customer, skipped, row.series, `${publicUrl}/customer/bookings`, brandName),
        seriesSkippedMail(row.cleaner, skipped, row.series, `${publicUrl}/provider/portal`, brandName),
      ];
    },
    'series skip',
  );
}

/** Both sides are told the series ended. */
export function notifySeriesCancelled(ctx: AppContext, seriesId: string, cancelledCount: number) {
  return sendAll(
    ctx,
    async () => {
      const row = await seriesParties(ctx.db, seriesId);
      if (!row) return [];
      const { brandName, publicUrl } = ctx.config;
      return [
        seriesCancelledMail(row.customer, cancelledCount, `${publicUrl}/customer/bookings`, brandName),
        seriesCancelledMail(row.cleaner, cancelledCount, `${publicUrl}/provider/portal`, brandName),
      ];
    },
    'series cancellation',
  );
}

/** Each customer whose request expired is told. */
export function notifyBookingsExpired(ctx: AppContext, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve();
  return sendAll(
    ctx,
    async () => {
      await ctx.db.transaction(async (tx) => {
        for (const id of bookingIds) await notifyBookingParties(ctx, tx, id, 'booking_expired', 'customer');
      });
      const rows = await ctx.db
        .select({
          booking: bookings,
          customer: { email: users.email, name: users.name, locale: profiles.locale },
        })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.customerId))
        .leftJoin(profiles, eq(profiles.userId, bookings.customerId))
        .where(inArray(bookings.id, bookingIds));
      return rows.map((r) =>
        bookingExpiredMail(r.customer, r.booking, ctx.config.publicUrl, ctx.config.brandName),
      );
    },
    'expiry',
  );
}
