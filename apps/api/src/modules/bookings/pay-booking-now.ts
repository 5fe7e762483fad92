import type { AppContext } from '../../lib/app-context';
import type { AuthContext } from '../../lib/auth-context';
import { retryPaymentNow } from '../booking-payments/retry-payment-now';
import { ownBookingWithPayment } from './get-own-booking-payment';

/**
 * "Pay now": the customer charges what their booking owes, optionally with another of their cards; the answer
 * is the booking and its payment as they stand after the charge.
 */
export async function payBookingNow(
  ctx: AppContext,
  customer: AuthContext,
  bookingId: string,
  paymentMethodId: string | undefined,
) {
  await retryPaymentNow(ctx, { bookingId, customerUserId: customer.userId, paymentMethodId });
  return ownBookingWithPayment(ctx, customer, bookingId);
}
