import type { Booking } from '@limpa/contracts';
import { api } from '@/lib/api-client';
import { useBookingUpdate } from './use-booking-update';

export interface RescheduleInput {
  id: string;
  bookingDate: string;
  bookingTime: string;
}

/** POST /api/v1/bookings/:id/reschedule: pending → moved at once; confirmed (≥ 24 h ahead) → a request. */
export function rescheduleBooking({ id, ...body }: RescheduleInput) {
  return api.post<{ booking: Booking; outcome: 'moved' | 'requested' }>(
    `/api/v1/bookings/${encodeURIComponent(id)}/reschedule`,
    body,
  );
}

export const useRescheduleBooking = () => useBookingUpdate(rescheduleBooking);
