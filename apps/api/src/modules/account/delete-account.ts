import { bookings, type DbOrTx, profiles } from '@limpa/db';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { AppError, conflict } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { cancelPendingBookingsOf, refundAndNotifyCancelled } from '../bookings/cancel-pending-bookings';
import {
  deleteOwnPaymentMethod,
  isCardHeldByOpenBooking,
  listPaymentMethods,
  releaseCardFromSettledBookings,
} from '../payment-methods/payment-methods.repository';
import { avatarKeyFromUrl } from '../profile/avatar.service';
import { assertPassword, endSessions } from './account-password';
import { anonymiseAccount } from './anonymise-account';

const hasBookingsUnderWay = async (tx: DbOrTx, userId: string) =>
  (
    await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          inArray(bookings.status, ['confirmed', 'in_progress']),
          or(eq(bookings.customerId, userId), eq(bookings.cleanerId, userId)),
        ),
      )
      .limit(1)
  ).length > 0;

const bookingsUnderWay = () =>
  conflict(
    'You have confirmed bookings that are not finished. Cancel them (or wait until they are completed) before deleting your account.',
    'Account not deleted',
    'bookings_under_way',
  );

/** Removes the saved cards no open booking needs; returns their gateway references to detach. */
async function removeCards(tx: DbOrTx, userId: string): Promise<string[]> {
  const detached: string[] = [];
  for (const card of await listPaymentMethods(tx, userId)) {
    await releaseCardFromSettledBookings(tx, card.id);
    if (await isCardHeldByOpenBooking(tx, card.id)) continue;
    const removed = await deleteOwnPaymentMethod(tx, userId, card.id);
    if (removed) detached.push(removed.gatewayPaymentMethodId);
  }
  return detached;
}

/**
 * DELETE /api/v1/me: confirmed with the password; refused (409) while a confirmed booking is not finished;
 * pending bookings are cancelled; the person is anonymised and every session ends, in one transaction. After
 * the commit the avatar object and the cards at the gateway are removed, and cancelled bookings refunded and
 * told. Admin accounts are removed by an operator, not here.
 */
export async function deleteAccount(ctx: AppContext, auth: AuthContext, password: string, now = new Date()) {
  if (auth.profile.role === 'admin') {
    throw new AppError(
      403,
      'admin_account',
      'Account not deleted',
      'Admin accounts are removed by an operator.',
    );
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    // The profile lock orders this with booking creation and card changes of the same person.
    const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, auth.userId)).for('update');
    await assertPassword(tx, ctx.limiter, auth.userId, password);
    if (await hasBookingsUnderWay(tx, auth.userId)) throw bookingsUnderWay();
    const cancelled = await cancelPendingBookingsOf(
      tx,
      auth.userId,
      auth.profile.role === 'cleaner' ? 'cleaner' : 'customer',
      now,
    );
    const cards = await removeCards(tx, auth.userId);
    await anonymiseAccount(tx, auth.userId, now);
    await endSessions(tx, auth.userId, null);
    return { cancelled, cards, avatarUrl: profile?.avatarUrl ?? null };
  });

  const avatarKey = avatarKeyFromUrl(outcome.avatarUrl);
  if (avatarKey) {
    await ctx.storage
      .delete(avatarKey)
      .catch((err) => ctx.log.warn({ err }, 'deleted account: avatar not removed'));
  }
  for (const card of outcome.cards) {
    await ctx.payments
      .detachPaymentMethod(card)
      .catch((err) => ctx.log.warn({ err }, 'deleted account: card not detached'));
  }
  await refundAndNotifyCancelled(ctx, outcome.cancelled);
}
