import type { UnsubscribeResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/v1/unsubscribe with the link's token: turns that e-mail off (no session needed). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => api.post<UnsubscribeResponse>(apiRoutes.unsubscribe, { token }),
  });
}
