import type { UnsubscribeResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as appKeys from '@limpa/contracts/query-keys/app';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/unsubscribe?token=…: what the link would turn off. Reads only. */
export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: appKeys.unsubscribe(token),
    queryFn: () =>
      api.get<UnsubscribeResponse>(`${apiRoutes.unsubscribe}?token=${encodeURIComponent(token)}`),
    enabled: token !== '',
    retry: false,
  });
}
