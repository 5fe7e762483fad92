import type { AdminComplaintDecisionBody, Complaint } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/admin/bookings/:id/complaint: a re-clean, a refund or nothing. The queue is read again after any
 * outcome (a 409 means another admin decided first), and the admin pages with it: a decision moves money and
 * may add a booking.
 */
export function useDecideComplaint(bookingId: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: AdminComplaintDecisionBody) =>
      api.post<Complaint>(apiPath(apiRoutes.adminDecideComplaint, { id: bookingId }), body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.complaint(bookingId) }),
      ]),
  });
}
