import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export interface AppConfig {
  brandName: string;
  googleEnabled: boolean;
}

export const DEFAULT_APP_CONFIG: AppConfig = { brandName: 'Limpa', googleEnabled: false };

export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  queryFn: ({ signal }) => api.get<AppConfig>('/api/v1/app-config', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
  refetchOnWindowFocus: false,
});

/** Public runtime configuration; the defaults stand in until (or unless) the API answers. */
export function useAppConfig(): AppConfig {
  const { data } = useQuery(appConfigQueryOptions);
  return { ...DEFAULT_APP_CONFIG, ...data };
}

/** The brand shown in titles and toasts (BRAND_NAME on the server, "Limpa" by default). */
export function useBrand(): string {
  const { brandName } = useAppConfig();
  return brandName || DEFAULT_APP_CONFIG.brandName;
}
