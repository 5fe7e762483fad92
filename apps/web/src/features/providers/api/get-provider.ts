import type { ProviderProfile } from '@limpa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const providerKey = (userId: string) => ['providers', 'detail', userId] as const;

/** GET /api/v1/providers/:userId: profile, availability, live rating, the 5 newest reviews (404 if unlisted). */
export function providerQueryOptions(userId: string) {
  return queryOptions({
    queryKey: providerKey(userId),
    queryFn: ({ signal }) =>
      api.get<ProviderProfile>(`/api/v1/providers/${encodeURIComponent(userId)}`, { signal }),
  });
}

export function useProvider(userId: string) {
  return useQuery(providerQueryOptions(userId));
}
