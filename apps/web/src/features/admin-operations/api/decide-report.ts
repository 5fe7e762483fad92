import type { AdminReport } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

export interface DecideReportInput {
  id: string;
  status: 'dismissed' | 'action_taken';
}

/** PATCH /api/v1/admin/reports/:id: dismissed, or action taken (a review's report hides the review). */
export function decideReport({ id, status }: DecideReportInput) {
  return api.patch<AdminReport>(apiPath(apiRoutes.adminContentReport, { id }), { status });
}

/**
 * A decision moves reports between the status lists (a hidden review closes its other reports too) and changes
 * the reviews list and the dashboard's count: every admin list reloads.
 */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: decideReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
