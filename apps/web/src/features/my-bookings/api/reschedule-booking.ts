import type { Booking } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
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
    apiPath(apiRoutes.rescheduleBooking, { id }),
    body,
  );
}

export const useRescheduleBooking = () => useBookingUpdate(rescheduleBooking);
