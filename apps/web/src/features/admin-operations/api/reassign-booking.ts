import type { Booking } from '@limpa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAdmin } from './refresh-admin-bookings';

/** POST /api/v1/admin/bookings/:id/reassign: another approved cleaner takes the booking at the same time. */
export function reassignBooking(bookingId: string, cleanerId: string) {
  return api.post<{ booking: Booking }>(`/api/v1/admin/bookings/${encodeURIComponent(bookingId)}/reassign`, {
    cleanerId,
  });
}

export function useReassignBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cleanerId: string) => reassignBooking(bookingId, cleanerId),
    onSettled: () => refreshAdmin(queryClient),
  });
}
