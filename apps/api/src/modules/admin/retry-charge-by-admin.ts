import type { AppContext } from '../../lib/app-context';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound } from '../../lib/booking-privacy';
import { readBookingPayment } from '../booking-payments/get-booking-payment';
import { retryPaymentNow } from '../booking-payments/retry-payment-now';
import { getBookingFor } from '../bookings/read-bookings';

/** An admin's "Retry charge" (audited): what the booking owes is charged now; answers the booking and its payment. */
export async function retryChargeByAdmin(ctx: AppContext, admin: AuthContext, bookingId: string) {
  await retryPaymentNow(ctx, { bookingId, customerUserId: null, adminUserId: admin.userId });
  const payment = await readBookingPayment(ctx.db, bookingId, ctx.payments.kind);
  if (!payment) throw bookingNotFound();
  return { booking: await getBookingFor(ctx.db, admin, bookingId), payment };
}
