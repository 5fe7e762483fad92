import type { BookingWithPayment, RetryPaymentBody } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';
import { refreshBookings } from './refresh-bookings';

/** POST /api/v1/bookings/:id/payment/retry: "Pay now", with the chosen card replacing the booking's. */
export function retryBookingPayment(bookingId: string, body: RetryPaymentBody) {
  return api.post<BookingWithPayment>(apiPath(apiRoutes.retryBookingPayment, { id: bookingId }), body);
}

export function useRetryBookingPayment() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ bookingId, paymentMethodId }: { bookingId: string; paymentMethodId?: string }) =>
      retryBookingPayment(bookingId, paymentMethodId ? { paymentMethodId } : {}),
    onSettled: () => refreshBookings(queryClient),
  });
}
