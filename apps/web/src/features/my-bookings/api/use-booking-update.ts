import type { Booking } from '@limpa/contracts';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A mutation answering `{ booking }`: the detail takes the answer at once and every list is asked again. */
export function useBookingUpdate<V, R extends { booking: Booking }>(
  mutationFn: (variables: V) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async ({ booking }) => {
      queryClient.setQueryData(bookingKeys.detail(booking.id), booking);
      await queryClient.invalidateQueries({
        queryKey: bookingKeys.all,
        predicate: (query) => query.queryKey[1] !== bookingKeys.details[1],
      });
    },
  });
}
