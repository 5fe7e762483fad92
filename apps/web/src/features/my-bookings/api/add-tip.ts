import type { AddTipBody, Booking, Tip } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { api } from '@/lib/api-client';
import { useBookingUpdate } from './use-booking-update';

/** POST /api/v1/bookings/:id/tip: the customer tips the cleaner of a completed booking (decision 076). */
export function addTip({ id, amountCents }: { id: string; amountCents: number }) {
  const body: AddTipBody = { amountCents };
  return api.post<{ tip: Tip; booking: Booking }>(apiPath(apiRoutes.addTip, { id }), body);
}

export const useAddTip = () => useBookingUpdate(addTip);
