import type { Booking } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { api } from '@/lib/api-client';
import { useBookingUpdate } from './use-booking-update';

/** POST /api/v1/bookings/:id/cancel: free until 24 h before the start, then with the late fee until it (422 after). */
export function cancelBooking(id: string) {
  return api.post<{ booking: Booking }>(apiPath(apiRoutes.cancelBooking, { id }));
}

export const useCancelBooking = () => useBookingUpdate(cancelBooking);
