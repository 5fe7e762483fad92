import type { OpenEnquiryResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/conversations: the customer's one pre-booking conversation with this cleaner (the same id every
 * time; a closed one opens again).
 */
export function useOpenConversation() {
  return useMutation({
    mutationFn: (cleanerId: string) =>
      api.post<OpenEnquiryResponse>(apiRoutes.preBookingConversations, { cleanerId }),
  });
}
