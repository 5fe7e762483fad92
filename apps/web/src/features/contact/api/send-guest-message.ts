import type { guestSupportCaseBody, guestSupportCaseResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import type { z } from 'zod';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

export type GuestMessage = z.infer<typeof guestSupportCaseBody>;

/** POST /api/v1/support/guest-cases: a signed-out visitor's message to the team (no session needed). */
export function useSendGuestMessage() {
  return useActionMutation({
    mutationFn: (body: GuestMessage) =>
      api.post<z.infer<typeof guestSupportCaseResponse>>(apiRoutes.guestSupportCases, body),
  });
}
