import type { AdminCancelBody, Booking } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';
import { refreshAdmin } from './refresh-admin-bookings';

/** POST /api/v1/admin/bookings/:id/cancel: with a reason, refunding everything paid or nothing. */
export function cancelBookingAsAdmin(bookingId: string, body: AdminCancelBody) {
  return api.post<{ booking: Booking }>(apiPath(apiRoutes.adminCancelBooking, { id: bookingId }), body);
}

export function useCancelBookingAsAdmin(bookingId: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: AdminCancelBody) => cancelBookingAsAdmin(bookingId, body),
    onSettled: () => refreshAdmin(queryClient),
  });
}
