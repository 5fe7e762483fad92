import type { OutboxMail } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as appKeys from '@limpa/contracts/query-keys/app';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/dev/outbox: the newest mails, newest first. The route exists only in development with local mail, so
 * a 404 means "no outbox here", not a failure worth retrying.
 */
export function useDevOutbox() {
  return useQuery({
    queryKey: appKeys.devOutbox,
    queryFn: ({ signal }) => api.get<OutboxMail[]>(apiRoutes.devOutbox, { signal }),
    retry: false,
  });
}
