import type { AdminOvertimeDecisionBody, Booking } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';
import { refreshAdmin } from './refresh-admin-bookings';

/** POST /api/v1/admin/bookings/:id/overtime: a disputed overtime is charged or waived (audited). */
export function decideOvertime(bookingId: string, decision: AdminOvertimeDecisionBody['decision']) {
  return api.post<{ booking: Booking }>(apiPath(apiRoutes.adminDecideOvertime, { id: bookingId }), {
    decision,
  });
}

export function useDecideOvertime(bookingId: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (decision: AdminOvertimeDecisionBody['decision']) => decideOvertime(bookingId, decision),
    onSettled: () => refreshAdmin(queryClient),
  });
}
