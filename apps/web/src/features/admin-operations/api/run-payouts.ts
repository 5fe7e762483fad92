import type { RunPayoutsResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

/** POST /api/v1/admin/payouts/run: pays every available balance (count 0 when nothing is owed). */
export function runPayouts() {
  return api.post<RunPayoutsResponse>(apiRoutes.adminRunPayouts);
}

export function useRunPayouts() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: runPayouts,
    // Balances, payouts and any admin figures built on them.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
