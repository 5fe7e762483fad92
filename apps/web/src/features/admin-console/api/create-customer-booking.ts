import type { AdminCreateCustomerBookingBody, Booking } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

export interface CreateCustomerBookingInput {
  profileId: string;
  body: AdminCreateCustomerBookingBody;
  /** One per opened form: a retry after a lost answer finds the booking the first try made. */
  idempotencyKey: string;
}

/** POST /api/v1/admin/users/:profileId/bookings: a booking request in the customer's name. */
export function useCreateCustomerBooking() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ profileId, body, idempotencyKey }: CreateCustomerBookingInput) =>
      api.post<Booking>(apiPath(apiRoutes.adminCustomerBookings, { profileId }), body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: (_booking, { profileId }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.user(profileId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.bookings });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}
