import type { Booking } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import * as jobKeys from '@limpa/contracts/query-keys/cleaner-jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { errorDescription } from '@/lib/errors';
import { helpLink } from '@/lib/help-link';
import { toast } from '@/lib/toast';

type PaymentOutcome = 'paid' | 'failed' | 'none' | 'requires_action';

/**
 * A pending request answered from its detail in My Jobs, through the same endpoints as the portal's cards:
 * POST /bookings/:id/confirm (pending → confirmed, then the card is charged) or POST /bookings/:id/cancel
 * (declined). Every job list and booking list is refreshed after either.
 */
export function useAnswerRequest() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    ]);
  const failed = (error: unknown) =>
    toast.error(t('cleanerJobs.answer.failed'), {
      description: errorDescription(error, t('cleanerJobs.answer.genericError')),
    });
  const confirm = useMutation({
    mutationFn: (id: string) =>
      api.post<{ booking: Booking; payment: { status: PaymentOutcome } }>(
        apiPath(apiRoutes.confirmBooking, { id }),
      ),
    onSuccess: ({ booking, payment }) => {
      if (payment.status === 'failed')
        // "Please contact support": the help desk, about this booking's payment (decision 067).
        toast.error(t('cleanerJobs.answer.confirmedChargeFailed'), {
          action: {
            label: t('cleanerJobs.answer.contactSupport'),
            onClick: () => void navigate(helpLink({ topic: 'payment', bookingId: booking.id })),
          },
        });
      else toast.success(t('cleanerJobs.answer.confirmed'));
    },
    onError: failed,
    onSettled: refresh,
  });
  const decline = useMutation({
    mutationFn: (id: string) => api.post<{ booking: Booking }>(apiPath(apiRoutes.cancelBooking, { id })),
    onSuccess: () => toast.success(t('cleanerJobs.answer.declined')),
    onError: failed,
    onSettled: refresh,
  });
  return { confirm, decline, busy: confirm.isPending || decline.isPending };
}
