import type { SupportMessage } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as supportKeys from '@limpa/contracts/query-keys/support';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

/** POST /api/v1/support/cases/:id/messages: the person's or the team's message. */
export function useSendSupportMessage(id: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: string) =>
      api.post<SupportMessage>(apiPath(apiRoutes.supportMessages, { id }), { body }),
    // Also after a 409 (closed meanwhile): the case reloads as closed and the box gives way to the note.
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
