import type { AdminRefundBody, adminRefundResponse } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';
import { refreshAdmin } from './refresh-admin-bookings';

/** POST /api/v1/admin/bookings/:id/refunds: full or partial, with a reason (422 "Refund Too Large"). */
export function refundBooking(bookingId: string, body: AdminRefundBody) {
  return api.post<z.infer<typeof adminRefundResponse>>(
    apiPath(apiRoutes.adminRefundBooking, { id: bookingId }),
    body,
  );
}

export function useRefundBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: AdminRefundBody) => refundBooking(bookingId, body),
    onSettled: () => refreshAdmin(queryClient),
  });
}
