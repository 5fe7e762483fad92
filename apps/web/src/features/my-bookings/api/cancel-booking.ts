import type { Booking } from '@limpa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingQueryKey } from './get-booking';
import { BOOKINGS_QUERY_KEY } from './get-bookings';

/** POST /api/v1/bookings/:id/cancel: free until 24 h before the start (422 after that). */
export function cancelBooking(id: string) {
  return api.post<{ booking: Booking }>(`/api/v1/bookings/${encodeURIComponent(id)}/cancel`);
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: async ({ booking }) => {
      queryClient.setQueryData(bookingQueryKey(booking.id), booking);
      await queryClient.invalidateQueries({
        queryKey: BOOKINGS_QUERY_KEY,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
}
