import type { UnsubscribeResponse } from '@limpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/unsubscribe?token=…: what the link would turn off. Reads only. */
export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => api.get<UnsubscribeResponse>(`/api/v1/unsubscribe?token=${encodeURIComponent(token)}`),
    enabled: token !== '',
    retry: false,
  });
}
