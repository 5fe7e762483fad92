import type { BookingPayment } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { api } from '@/lib/api-client';

/**
 * GET /api/v1/bookings/:id/payment (its customer): what is still owed and, while the bank waits for the
 * customer, the client secret to authenticate with. Read when "Confirm payment" is pressed, never cached.
 */
export function getBookingPayment(bookingId: string) {
  return api.get<BookingPayment>(apiPath(apiRoutes.bookingPayment, { id: bookingId }));
}
