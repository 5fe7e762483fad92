import type { AdminRefundBody } from '@limpa/contracts';
import type { AppContext } from '../../lib/app-context';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound } from '../../lib/booking-privacy';
import { refundBookingPayment } from '../booking-payments/refund-booking-payment';
import { getBookingFor } from '../bookings/read-bookings';

/**
 * An admin refunds all or part of what a booking's customer paid, with a reason (audited with the refund's
 * claim); more than paid minus refunded is refused (422 Refund Too Large). Answers the refund as it stands.
 */
export async function refundBookingByAdmin(
  ctx: AppContext,
  admin: AuthContext,
  bookingId: string,
  body: AdminRefundBody,
) {
  await getBookingFor(ctx.db, admin, bookingId);
  const refund = await refundBookingPayment(ctx, bookingId, {
    amountCents: body.amountCents,
    reason: body.reason,
    actorUserId: admin.userId,
  });
  if (!refund.id || refund.status === 'none') throw bookingNotFound();
  return { refund: { id: refund.id, amountCents: refund.amountCents, status: refund.status } };
}
