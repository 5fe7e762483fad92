import type { Booking, NoShowBody } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { api } from '@/lib/api-client';
import { useBookingUpdate } from './use-booking-update';

/** POST /api/v1/bookings/:id/no-show: the customer says the cleaner did not come (decision 069). */
export function reportCleanerNoShow(id: string) {
  const body: NoShowBody = { who: 'cleaner' };
  return api.post<{ booking: Booking }>(apiPath(apiRoutes.reportNoShow, { id }), body);
}

export const useReportCleanerNoShow = () => useBookingUpdate(reportCleanerNoShow);
