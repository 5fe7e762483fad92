import type { BookingMessage } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as messageKeys from '@limpa/contracts/query-keys/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

/** POST /api/v1/bookings/:id/messages. */
export function sendBookingMessage(bookingId: string, body: string) {
  return api.post<BookingMessage>(apiPath(apiRoutes.bookingMessages, { id: bookingId }), { body });
}

export function useSendBookingMessage(bookingId: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: string) => sendBookingMessage(bookingId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.booking(bookingId) }),
  });
}
