import type { Booking } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { api } from '@/lib/api-client';
import { useBookingUpdate } from './use-booking-update';

/** POST /api/v1/bookings/:id/overtime/dispute `{ reason }`: within 48 h; an admin then decides. */
export function disputeOvertime({ id, reason }: { id: string; reason: string }) {
  return api.post<{ booking: Booking }>(apiPath(apiRoutes.disputeOvertime, { id }), {
    reason,
  });
}

export const useDisputeOvertime = () => useBookingUpdate(disputeOvertime);
