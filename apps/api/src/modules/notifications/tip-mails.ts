import { bookingCharges, bookings } from '@limpa/db';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { loadRecipient } from './booking-mails';
import { bookingDateVars, eventMail } from './mail-writer';
import { wantsNotification } from './notification-preferences';
import { bookingLink } from './notification-types';
import { tellOnce } from './tell-once';
import { unsubscribeLinks } from './unsubscribe-links';

/**
 * A tip was paid (decision 076): its cleaner is told in the app (and by push), once per booking, in their
 * language; the e-mail, an optional one like a payout's, only when they want it.
 */
export async function notifyTipReceived(ctx: AppContext, bookingId: string): Promise<void> {
  const [row] = await ctx.db
    .select({ booking: bookings, cents: bookingCharges.amountCents })
    .from(bookingCharges)
    .innerJoin(bookings, eq(bookings.id, bookingCharges.bookingId))
    .where(
      and(
        eq(bookingCharges.bookingId, bookingId),
        eq(bookingCharges.kind, 'tip'),
        eq(bookingCharges.status, 'succeeded'),
      ),
    );
  const cleanerId = row?.booking.cleanerId;
  const cleaner = cleanerId ? await loadRecipient(ctx.db, cleanerId) : undefined;
  if (!row || !cleanerId || !cleaner) return;
  const b = row.booking;
  const link = bookingLink('cleaner', b.id);
  const wanted = await wantsNotification(ctx.db, cleanerId, 'tip_received', 'email');
  const mail = wanted
    ? eventMail(
        cleaner,
        ctx.config.brandName,
        'tip_received',
        (w) => ({ ...bookingDateVars(w, b), amount: w.money(row.cents, b.currency) }),
        {
          url: `${ctx.config.publicUrl}${link}`,
          unsubscribe: unsubscribeLinks(ctx.config)(cleanerId, 'tip_received'),
        },
      )
    : null;
  await tellOnce(
    ctx,
    {
      userId: cleanerId,
      type: 'tip_received',
      link,
      vars: { date: b.bookingDate, amountCents: row.cents, currency: b.currency, bookingId: b.id },
      locale: cleaner.locale ?? undefined,
      dedupeKey: `tip_received:${bookingId}`,
    },
    mail,
  );
}
