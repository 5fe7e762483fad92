import type { Booking } from '@limpa/contracts';
import { api } from '@/lib/api-client';
import { useBookingUpdate } from './use-booking-update';

/** POST /api/v1/bookings/:id/cancel: free until 24 h before the start (422 after that). */
export function cancelBooking(id: string) {
  return api.post<{ booking: Booking }>(`/api/v1/bookings/${encodeURIComponent(id)}/cancel`);
}

export const useCancelBooking = () => useBookingUpdate(cancelBooking);
