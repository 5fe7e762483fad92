import type { Booking } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { refreshAfterBookingAction } from './refresh-after-action';
import { toastBookingActionError } from './toast-action-error';

/**
 * POST /api/v1/bookings/:id/cancel: a cleaner cancels a pending booking, or a confirmed one with a reason
 * (the customer is refunded in full and told why).
 */
export function cancelBooking(input: string | { id: string; reason: string }) {
  const { id, reason } = typeof input === 'string' ? { id: input, reason: undefined } : input;
  return api.post<{ booking: Booking }>(
    apiPath(apiRoutes.cancelBooking, { id }),
    reason ? { reason } : undefined,
  );
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useActionMutation({
    mutationFn: cancelBooking,
    onSuccess: () => {
      toast.success(t('cleanerPortal.toasts.cancelled'));
    },
    onError: (error) => toastBookingActionError(error),
    onSettled: () => refreshAfterBookingAction(queryClient),
  });
}
