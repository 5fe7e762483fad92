import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as messageKeys from '@limpa/contracts/query-keys/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/v1/bookings/:id/messages/read: the other side's messages get their read receipts. */
export function readBookingMessages(bookingId: string) {
  return api.post<null>(apiPath(apiRoutes.readBookingMessages, { id: bookingId }));
}

export function useReadBookingMessages(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => readBookingMessages(bookingId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.unread }),
  });
}
