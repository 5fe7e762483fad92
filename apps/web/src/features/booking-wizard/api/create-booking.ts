import type { Booking, CreateBookingBody } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import * as slotKeys from '@limpa/contracts/query-keys/slots';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

export interface CreateBookingInput {
  body: CreateBookingBody;
  /** One key per wizard attempt: a repeated request returns the first booking instead of a second one. */
  idempotencyKey: string;
}

/** POST /api/v1/bookings: the server computes every amount from the price table and the add-ons. */
export function createBooking({ body, idempotencyKey }: CreateBookingInput) {
  return api.post<Booking>(apiRoutes.bookings, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: createBooking,
    onSuccess: () => {
      // Every booking list, count and dashboard reads bookings under one root; free times changed too.
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      void queryClient.invalidateQueries({ queryKey: slotKeys.all });
    },
  });
}
