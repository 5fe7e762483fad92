import type { Booking } from '@limpa/contracts';
import { api } from '@/lib/api-client';
import { useBookingUpdate } from './use-booking-update';

/** POST /api/v1/bookings/:id/overtime/approve: the overtime is charged at once. */
export function approveOvertime(id: string) {
  return api.post<{ booking: Booking }>(`/api/v1/bookings/${encodeURIComponent(id)}/overtime/approve`);
}

export const useApproveOvertime = () => useBookingUpdate(approveOvertime);
