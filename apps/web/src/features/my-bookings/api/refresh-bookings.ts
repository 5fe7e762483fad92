import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import * as invoiceKeys from '@limpa/contracts/query-keys/invoices';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After a payment changed: every list and detail of the customer's bookings is read again, and the receipts (a
 * payment that went through issued its invoice, docs/product-rules.md#invoices).
 */
export async function refreshBookings(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  ]);
}
