import type { ConnectPayoutResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as appKeys from '@limpa/contracts/query-keys/app';
import { PAYOUT_CONNECT_DELAY_MS } from '@limpa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaymentsConfig } from '@/lib/api/get-payments-config';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api, errorDetail } from '@/lib/api-client';
import type { Session } from '@/lib/auth';
import { leaveFor } from '@/lib/leave-for';
import { toast } from '@/lib/toast';

/** POST /api/v1/me/payout/connect: Stripe → `{ url }` (Express onboarding); local → the simulated connect. */
export function connectPayout() {
  return api.post<ConnectPayoutResponse>(apiRoutes.connectPayout);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Local: the simulated connect of docs/product-rules.md#cleaners, "Connecting…" for PAYOUT_CONNECT_DELAY_MS
 * (1 s), then the answer becomes the cached session (`payoutConnected: true`). Stripe: the browser goes to
 * Stripe's onboarding, which sends the cleaner back to step 3.
 */
export function useConnectPayout(provider: PaymentsConfig['provider']) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useActionMutation({
    mutationFn: async () => {
      if (provider === 'local') await wait(PAYOUT_CONNECT_DELAY_MS);
      return connectPayout();
    },
    onSuccess: (answer) => {
      if ('url' in answer) {
        leaveFor(answer.url);
        return;
      }
      const { connected: _connected, ...session } = answer;
      queryClient.setQueryData<Session | null>(appKeys.session, session);
    },
    onError: (error) => {
      toast.error(t('cleanerOnboarding.payout.connectFailed'), {
        description: errorDetail(error) ?? t('cleanerOnboarding.toasts.saveFailedDescription'),
      });
    },
  });
}
