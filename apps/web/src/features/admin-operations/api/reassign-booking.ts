import type { Booking } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';
import { refreshAdmin } from './refresh-admin-bookings';

/** POST /api/v1/admin/bookings/:id/reassign: another approved cleaner takes the booking at the same time. */
export function reassignBooking(bookingId: string, cleanerId: string) {
  return api.post<{ booking: Booking }>(apiPath(apiRoutes.adminReassignBooking, { id: bookingId }), {
    cleanerId,
  });
}

export function useReassignBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (cleanerId: string) => reassignBooking(bookingId, cleanerId),
    onSettled: () => refreshAdmin(queryClient),
  });
}
