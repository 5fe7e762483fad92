import type { Booking } from '@limpa/contracts';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import * as invoiceKeys from '@limpa/contracts/query-keys/invoices';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';

/**
 * A mutation answering `{ booking }`: the detail takes the answer at once and every list is asked again. The
 * receipts too: a tip, an approved overtime, a late fee or a refund issues an invoice or a credit note in the
 * same transaction (docs/product-rules.md#invoices), which the open booking's Receipts must list at once.
 */
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
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    },
  });
}
