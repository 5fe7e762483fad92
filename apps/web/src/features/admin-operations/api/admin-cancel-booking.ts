import type { AdminCancelBody, Booking } from '@limpa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAdmin } from './refresh-admin-bookings';

/** POST /api/v1/admin/bookings/:id/cancel: with a reason, refunding everything paid or nothing. */
export function cancelBookingAsAdmin(bookingId: string, body: AdminCancelBody) {
  return api.post<{ booking: Booking }>(
    `/api/v1/admin/bookings/${encodeURIComponent(bookingId)}/cancel`,
    body,
  );
}

export function useCancelBookingAsAdmin(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCancelBody) => cancelBookingAsAdmin(bookingId, body),
    onSettled: () => refreshAdmin(queryClient),
  });
}
