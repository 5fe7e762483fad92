import type { EnquiryMessage } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as messageKeys from '@limpa/contracts/query-keys/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

/** POST /api/v1/conversations/:id/messages. */
export function useSendEnquiryMessage(id: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: string) =>
      api.post<EnquiryMessage>(apiPath(apiRoutes.preBookingMessages, { id }), { body }),
    // A 409 (closed meanwhile) refreshes the detail too, so the box gives way to the note.
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.enquiry(id) }),
  });
}
