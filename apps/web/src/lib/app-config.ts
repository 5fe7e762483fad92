import type { AppConfig } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as appKeys from '@limpa/contracts/query-keys/app';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useHydrated } from './use-hydrated';

export type { AppConfig };

/**
 * What stands in until the API answers. The earliest start has no stand-in here (the one screen reading it, the
 * booking wizard, falls back to the domain's default), so the first load carries nothing more.
 */
type AppConfigDefaults = Omit<AppConfig, 'earliestStartHours'>;

export const DEFAULT_APP_CONFIG: AppConfigDefaults = {
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

/**
 * Public runtime configuration; the defaults stand in until (or unless) the API answers, and while React hydrates
 * a painted page (which the build drew with them: use-hydrated.ts).
 */
export function useAppConfig(): AppConfigDefaults & Partial<Pick<AppConfig, 'earliestStartHours'>> {
  const { data } = useQuery(appConfigQueryOptions);
  const hydrated = useHydrated();
  return hydrated ? { ...DEFAULT_APP_CONFIG, ...data } : DEFAULT_APP_CONFIG;
}

/** The brand shown in titles and toasts (BRAND_NAME on the server, "Limpa" by default). */
export function useBrand(): string {
  const { brandName } = useAppConfig();
  return brandName || DEFAULT_APP_CONFIG.brandName;
}
