import type { BookingWithPayment } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';
import { refreshAdmin } from './refresh-admin-bookings';

/** POST /api/v1/admin/bookings/:id/payment/retry: charges a failed booking's card again now. */
export function retryBookingCharge(bookingId: string) {
  return api.post<BookingWithPayment>(apiPath(apiRoutes.adminRetryBookingCharge, { id: bookingId }));
}

export function useRetryBookingCharge(bookingId: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: () => retryBookingCharge(bookingId),
    onSettled: () => refreshAdmin(queryClient),
  });
}
