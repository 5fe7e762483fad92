import type { ResendPayoutResponse } from '@limpa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from './admin-operations-query-keys';

/** POST /api/v1/admin/payouts/:id/resend: the money a reversal left held, as a new transfer (decision 043). */
export function resendPayout(payoutId: string) {
  return api.post<ResendPayoutResponse>(`/api/v1/admin/payouts/${encodeURIComponent(payoutId)}/resend`);
}

export function useResendPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendPayout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
