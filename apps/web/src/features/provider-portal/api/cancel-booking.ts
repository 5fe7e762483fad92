import type { Booking } from '@limpa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { refreshAfterBookingAction } from './refresh-after-action';
import { toastBookingActionError } from './toast-action-error';

/** POST /api/v1/bookings/:id/cancel: a cleaner may cancel a pending booking only (409 otherwise). */
export function cancelBooking(id: string) {
  return api.post<{ booking: Booking }>(`/api/v1/bookings/${encodeURIComponent(id)}/cancel`);
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => {
      toast.success(t('providerPortal.toasts.cancelled'));
    },
    onError: (error) => toastBookingActionError(error),
    onSettled: () => refreshAfterBookingAction(queryClient),
  });
}
