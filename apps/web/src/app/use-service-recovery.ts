import * as apiRoutes from '@limpa/contracts/api-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import type { ConnectionState } from '@/lib/use-online-status';

const FIRST_DELAY_MS = 2_000;
const MAX_DELAY_MS = 15_000;

/**
 * While the API says its database is away, ask /api/health with a growing delay; once it answers, refetch what is
 * on screen. Nothing is thrown away meanwhile: the session and the cached screens stay as they were.
 */
export function useServiceRecovery(state: ConnectionState): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (state !== 'service-down') return;
    let delay = FIRST_DELAY_MS;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = async () => {
      const healthy = await api.get(apiRoutes.health).then(
        () => true,
        () => false,
      );
      if (healthy) {
        void queryClient.refetchQueries({ type: 'active' });
        return;
      }
      if (stopped) return;
      delay = Math.min(delay * 2, MAX_DELAY_MS);
      timer = setTimeout(attempt, delay);
    };
    timer = setTimeout(attempt, delay);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [state, queryClient]);
}
