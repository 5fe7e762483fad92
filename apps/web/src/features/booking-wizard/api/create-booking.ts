import type { Booking, CreateBookingBody } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => {
      // Dashboards and booking lists read bookings under keys that name them; free times changed too.
      void queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).includes('booking'),
      });
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
    },
  });
}
