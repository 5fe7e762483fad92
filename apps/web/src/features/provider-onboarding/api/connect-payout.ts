import type { MeResponse } from '@limpa/contracts';
import { PAYOUT_CONNECT_DELAY_MS } from '@limpa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api, errorDetail } from '@/lib/api-client';
import { SESSION_QUERY_KEY, type Session } from '@/lib/auth';

/** POST /api/v1/me/payout/connect: the simulated connect (no payment provider configured). */
export function connectPayout() {
  return api.post<MeResponse>('/api/v1/me/payout/connect');
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The spec's simulated connect: "Connecting…" for PAYOUT_CONNECT_DELAY_MS (1 s), then the API records
 * it; the answer becomes the cached session (`payoutConnected: true`).
 */
export function useConnectPayout() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async () => {
      await wait(PAYOUT_CONNECT_DELAY_MS);
      return connectPayout();
    },
    onSuccess: (session) => {
      queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, session);
    },
    onError: (error) => {
      toast.error(t('providerOnboarding.payout.connectFailed'), {
        description: errorDetail(error) ?? t('providerOnboarding.toasts.saveFailedDescription'),
      });
    },
  });
}
