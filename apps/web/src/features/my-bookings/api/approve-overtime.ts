import type { Booking } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { api } from '@/lib/api-client';
import { useBookingUpdate } from './use-booking-update';

/** POST /api/v1/bookings/:id/overtime/approve: the overtime is charged at once. */
export function approveOvertime(id: string) {
  return api.post<{ booking: Booking }>(apiPath(apiRoutes.approveOvertime, { id }));
}

export const useApproveOvertime = () => useBookingUpdate(approveOvertime);
