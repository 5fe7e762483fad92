import type { BookingWithPayment, RetryPaymentBody } from '@limpa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshBookings } from './refresh-bookings';

/** POST /api/v1/bookings/:id/payment/retry: "Pay now", with the chosen card replacing the booking's. */
export function retryBookingPayment(bookingId: string, body: RetryPaymentBody) {
  return api.post<BookingWithPayment>(
    `/api/v1/bookings/${encodeURIComponent(bookingId)}/payment/retry`,
    body,
  );
}

export function useRetryBookingPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, paymentMethodId }: { bookingId: string; paymentMethodId?: string }) =>
      retryBookingPayment(bookingId, paymentMethodId ? { paymentMethodId } : {}),
    onSettled: () => refreshBookings(queryClient),
  });
}
