import type { AppContext } from '../../lib/app-context';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound } from '../../lib/booking-privacy';
import { readBookingPayment } from '../booking-payments/get-booking-payment';
import { getBookingFor } from './read-bookings';

/** The booking and its payment, for its customer only; anyone else gets 404. */
export async function ownBookingWithPayment(ctx: AppContext, customer: AuthContext, bookingId: string) {
  const booking = await getBookingFor(ctx.db, customer, bookingId);
  if (booking.customerId !== customer.userId) throw bookingNotFound();
  const payment = await readBookingPayment(ctx.db, bookingId, ctx.payments.kind);
  if (!payment) throw bookingNotFound();
  return { booking, payment };
}

/** GET /api/v1/bookings/:id/payment: what the customer owes on their booking, and how it stands. */
export async function getOwnBookingPayment(ctx: AppContext, customer: AuthContext, bookingId: string) {
  return (await ownBookingWithPayment(ctx, customer, bookingId)).payment;
}
