import type { BookingComplaint } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/v1/bookings/:id/complaint: the complaint (or null) and whether the customer may still make one. The
 * customer's booking and the cleaner's job both read it (decision 070).
 */
export const bookingComplaintQuery = (bookingId: string) =>
  queryOptions({
    queryKey: bookingKeys.complaint(bookingId),
    queryFn: () => api.get<BookingComplaint>(apiPath(apiRoutes.bookingComplaint, { id: bookingId })),
  });
