import type { UnsubscribeResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

/** POST /api/v1/unsubscribe with the link's token: turns that e-mail off (no session needed). */
export function useUnsubscribe() {
  return useActionMutation({
    mutationFn: (token: string) => api.post<UnsubscribeResponse>(apiRoutes.unsubscribe, { token }),
  });
}
