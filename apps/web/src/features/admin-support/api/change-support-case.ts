import type { SupportCaseDetail } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as supportKeys from '@limpa/contracts/query-keys/support';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/admin/support/cases/:id/assign | close: an admin takes or closes a case. The answer is the case
 * as it now is, shown at once; the queue reloads, as its order and filters may no longer hold it.
 */
export function useChangeSupportCase(id: string, action: 'assign' | 'close') {
  const queryClient = useQueryClient();
  const route = action === 'assign' ? apiRoutes.adminAssignSupportCase : apiRoutes.adminCloseSupportCase;
  return useActionMutation({
    mutationFn: () => api.post<SupportCaseDetail>(apiPath(route, { id })),
    onSuccess: (detail) => {
      queryClient.setQueryData(supportKeys.detail(id), detail);
      return queryClient.invalidateQueries({ queryKey: supportKeys.all });
    },
  });
}
