import type { Booking } from '@limpa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingQueryKey } from './get-booking';
import { BOOKINGS_QUERY_KEY } from './get-bookings';

/** A mutation answering `{ booking }`: the detail takes the answer at once and every list is asked again. */
export function useBookingUpdate<V, R extends { booking: Booking }>(
  mutationFn: (variables: V) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async ({ booking }) => {
      queryClient.setQueryData(bookingQueryKey(booking.id), booking);
      await queryClient.invalidateQueries({
        queryKey: BOOKINGS_QUERY_KEY,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
}
