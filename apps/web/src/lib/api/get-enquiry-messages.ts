import type { EnquiryMessagePage } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as messageKeys from '@limpa/contracts/query-keys/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/conversations/:id/messages: the newest 100 messages, newest first. */
export function useEnquiryMessages(id: string) {
  return useQuery(
    queryOptions({
      queryKey: messageKeys.enquiry(id),
      queryFn: ({ signal }) =>
        api.get<EnquiryMessagePage>(`${apiPath(apiRoutes.preBookingMessages, { id })}?limit=100`, { signal }),
      // Live events refresh it at once; polling is the fallback when the event stream is down.
      refetchInterval: 30_000,
    }),
  );
}
