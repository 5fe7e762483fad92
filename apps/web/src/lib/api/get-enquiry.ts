import type { Enquiry } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as messageKeys from '@limpa/contracts/query-keys/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/conversations/:id: a pre-booking conversation's two sides and whether it is open. */
export function useEnquiry(id: string) {
  return useQuery(
    queryOptions({
      queryKey: messageKeys.enquiryDetail(id),
      queryFn: ({ signal }) =>
        api.get<Enquiry>(apiPath(apiRoutes.preBookingConversation, { id }), { signal }),
    }),
  );
}
