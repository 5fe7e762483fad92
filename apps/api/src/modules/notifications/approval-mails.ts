import { bookings, profiles, users } from '@limpa/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import type { MailMessage } from '../../lib/mailer';
import { loadRecipient } from './booking-mails';
import { eventMail, type Recipient } from './mail-writer';
import { notify } from './notify';

type OpenBooking = Recipient & { date: string; time: string; zone: string };

/** The cleaner's mail, then one per customer with an open booking of theirs. */
export function approvalRevokedMails(
  cleaner: Recipient,
  open: OpenBooking[],
  brand: string,
  publicUrl: string,
): MailMessage[] {
  return [
    eventMail(cleaner, brand, 'approval_revoked', () => ({})),
    ...open.map((b) =>
      eventMail(
        b,
        brand,
        'approval_revoked_customer',
        (w) => ({ date: w.date(b.date), when: w.when(b), cleaner: cleaner.name }),
        { url: `${publicUrl}/customer/bookings` },
      ),
    ),
  ];
}

/**
 * A cleaner's approval was withdrawn: they are told, and so is every customer with an open booking of theirs
 * (they can no longer be confirmed or completed by this cleaner). Mail failures are logged, never thrown.
 */
export async function notifyApprovalRevoked(ctx: AppContext, cleanerUserId: string): Promise<void> {
  try {
    const cleaner = await loadRecipient(ctx.db, cleanerUserId);
    if (!cleaner) return;
    const open = await ctx.db
      .select({
        date: bookings.bookingDate,
        time: bookings.bookingTime,
        zone: bookings.timeZone,
        email: users.email,
        name: users.name,
        locale: profiles.locale,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.customerId))
      .leftJoin(profiles, eq(profiles.userId, bookings.customerId))
      .where(and(eq(bookings.cleanerId, cleanerUserId), inArray(bookings.status, ['pending', 'confirmed'])));
    const mails = approvalRevokedMails(cleaner, open, ctx.config.brandName, ctx.config.publicUrl);
    for (const mail of mails) await ctx.mailer.send(mail);
  } catch (err) {
    ctx.log.error({ err, cleanerUserId }, 'approval revocation e-mails failed');
  }
}

/** An administrator approved a cleaner: told in the app and by e-mail. Failures are logged, never thrown. */
export async function notifyCleanerApproved(ctx: AppContext, cleanerUserId: string): Promise<void> {
  try {
    const cleaner = await loadRecipient(ctx.db, cleanerUserId);
    if (!cleaner) return;
    await ctx.db.transaction((tx) =>
      notify(ctx, tx, {
        userId: cleanerUserId,
        type: 'cleaner_approved',
        link: '/provider/portal',
        vars: {},
      }),
    );
    await ctx.mailer.send(cleanerApprovedMail(cleaner, ctx.config.brandName, ctx.config.publicUrl));
  } catch (err) {
    ctx.log.error({ err, cleanerUserId }, 'approval e-mail failed');
  }
}

export const cleanerApprovedMail = (cleaner: Recipient, brand: string, publicUrl: string) =>
  eventMail(cleaner, brand, 'cleaner_approved', () => ({}), { url: `${publicUrl}/provider/portal` });
