import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as messageKeys from '@limpa/contracts/query-keys/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/v1/conversations/:id/messages/read: the other side's messages get their read receipts. */
export function useReadEnquiryMessages(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>(apiPath(apiRoutes.readPreBookingMessages, { id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.unread }),
  });
}
