import type { Booking } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { ApiError, api } from '@/lib/api-client';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { refreshAfterBookingAction } from './refresh-after-action';

export interface CompleteResult {
  booking: Booking;
  payment: { status: 'paid' | 'failed' | 'none' };
}

export interface CompleteInput {
  id: string;
  hoursWorked: number;
}

/**
 * POST /api/v1/bookings/:id/complete `{ hoursWorked }`: confirmed → completed; the server computes the
 * overtime and final total and charges what is owed (400 "Invalid Time", 409 when not confirmed).
 */
export function completeBooking({ id, hoursWorked }: CompleteInput) {
  return api.post<CompleteResult>(apiPath(apiRoutes.completeBooking, { id }), { hoursWorked });
}

export function useCompleteBooking() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useActionMutation({
    mutationFn: completeBooking,
    onSuccess: ({ payment }) => {
      if (payment.status === 'failed') {
        toast.warning(t('cleanerPortal.toasts.completedChargeFailedTitle'), {
          description: t('cleanerPortal.toasts.completedChargeFailedDescription'),
        });
      } else {
        toast.success(t('cleanerPortal.toasts.completedTitle'), {
          description: t('cleanerPortal.toasts.completedDescription'),
        });
      }
    },
    onError: (error) => {
      // The server's reason in the cleaner's language (not started yet, not confirmed…); the product's
      // wording only when it gave none.
      if (error instanceof ApiError && error.status === 400 && error.code === 'invalid_time') {
        toast.error(t('cleanerPortal.toasts.invalidTimeTitle'), {
          description: errorDescription(error, t('cleanerPortal.toasts.invalidTimeDescription')),
        });
        return;
      }
      toast.error(t('cleanerPortal.toasts.completeFailedTitle'), {
        description: errorDescription(error, t('cleanerPortal.toasts.completeFailedDescription')),
      });
    },
    onSettled: () => refreshAfterBookingAction(queryClient),
  });
}
