import type { AppConfig } from '@limpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { appConfigQueryOptions } from '@/lib/app-config';

export type PaymentsMode = AppConfig['payments'];

/** Which card form to show: the built-in test processor's ('local', the default) or Stripe's. */
export function usePaymentsMode(): PaymentsMode {
  const { data } = useQuery({
    ...appConfigQueryOptions,
    select: (config) => (config as Partial<AppConfig>).payments ?? 'local',
  });
  return data ?? 'local';
}
