import type { AppConfig } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as appKeys from '@limpa/contracts/query-keys/app';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type { AppConfig };

export const DEFAULT_APP_CONFIG: AppConfig = {
  brandName: 'Limpa',
  googleEnabled: false,
  requireEmailVerification: false,
  payments: 'local',
  stripePublishableKey: null,
  maintenanceMode: false,
};

/**
 * Public runtime configuration. Mostly fixed for the server's lifetime, but `maintenanceMode` is an admin
 * setting that can change at any time: re-read it after 30 s and whenever the window regains focus.
 */
export const appConfigQueryOptions = queryOptions({
  queryKey: appKeys.appConfig,
  queryFn: ({ signal }) => api.get<AppConfig>(apiRoutes.appConfig, { signal }),
  staleTime: 30_000,
  retry: false,
  refetchOnWindowFocus: true,
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
