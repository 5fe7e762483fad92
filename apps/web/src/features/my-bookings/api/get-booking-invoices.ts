import type { InvoiceSummary } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as invoiceKeys from '@limpa/contracts/query-keys/invoices';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/bookings/:id/invoices: the booking's invoices and credit notes, oldest first. */
export function useBookingInvoices(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.ofBooking(bookingId),
    queryFn: ({ signal }) =>
      api.get<InvoiceSummary[]>(apiPath(apiRoutes.bookingInvoices, { id: bookingId }), { signal }),
    enabled,
  });
}
