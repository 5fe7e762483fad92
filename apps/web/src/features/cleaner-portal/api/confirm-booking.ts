import type { Booking } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';
import { helpLink } from '@/lib/help-link';
import { toast } from '@/lib/toast';
import { refreshAfterBookingAction } from './refresh-after-action';
import { toastBookingActionError } from './toast-action-error';

export interface ConfirmResult {
  booking: Booking;
  payment: { status: 'paid' | 'failed' | 'none' | 'requires_action' };
}

/**
 * POST /api/v1/bookings/:id/confirm: pending → confirmed, then the card is charged
 * (docs/product-rules.md#payments).
 */
export function confirmBooking(id: string) {
  return api.post<ConfirmResult>(apiPath(apiRoutes.confirmBooking, { id }));
}

export function useConfirmBooking() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useActionMutation({
    mutationFn: confirmBooking,
    onSuccess: ({ booking, payment }) => {
      if (payment.status === 'paid') toast.success(t('cleanerPortal.toasts.confirmedPaid'));
      else if (payment.status === 'none') toast.success(t('cleanerPortal.toasts.confirmedNoCard'));
      else if (payment.status === 'requires_action')
        toast.success(t('cleanerPortal.toasts.confirmedAwaitingBank'));
      // "Please contact support": the help desk, about this booking's payment (decision 067).
      else
        toast.error(t('cleanerPortal.toasts.confirmedChargeFailed'), {
          action: {
            label: t('cleanerPortal.toasts.contactSupport'),
            onClick: () => void navigate(helpLink({ topic: 'payment', bookingId: booking.id })),
          },
        });
    },
    onError: (error) => toastBookingActionError(error),
    onSettled: () => refreshAfterBookingAction(queryClient),
  });
}
