import type { Booking } from '@limpa/contracts';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';

/** A mutation answering `{ booking }`: the detail takes the answer at once and every list is asked again. */
export function useBookingUpdate<V, R extends { booking: Booking }>(
  mutationFn: (variables: V) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useActionMutation({
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
