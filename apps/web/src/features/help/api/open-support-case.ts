import type { openSupportCaseBody, openSupportCaseResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as supportKeys from '@limpa/contracts/query-keys/support';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

type OpenSupportCase = z.infer<typeof openSupportCaseBody>;

/** POST /api/v1/support/cases: the person's new request, which then heads their list. */
export function useOpenSupportCase() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: OpenSupportCase) =>
      api.post<z.infer<typeof openSupportCaseResponse>>(apiRoutes.supportCases, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.mine }),
  });
}
