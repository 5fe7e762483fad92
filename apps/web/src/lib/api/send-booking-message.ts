import type { BookingMessage } from '@limpa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingMessagesQueryKey } from './get-booking-messages';

/** POST /api/v1/bookings/:id/messages. */
export function sendBookingMessage(bookingId: string, body: string) {
  return api.post<BookingMessage>(`/api/v1/bookings/${encodeURIComponent(bookingId)}/messages`, { body });
}

export function useSendBookingMessage(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendBookingMessage(bookingId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingMessagesQueryKey(bookingId) }),
  });
}
