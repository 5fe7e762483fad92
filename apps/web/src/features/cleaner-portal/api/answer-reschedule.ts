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

type Answer = 'accept' | 'decline';

/** Accepting and declining are two routes. */
const ANSWER_ROUTE = { accept: apiRoutes.acceptReschedule, decline: apiRoutes.declineReschedule } as const;

/** POST /api/v1/bookings/:id/reschedule/accept|decline: the cleaner answers the customer's request. */
export function answerReschedule({ id, answer }: { id: string; answer: Answer }) {
  return api.post<{ booking: Booking }>(apiPath(ANSWER_ROUTE[answer], { id }));
}

export function useAnswerReschedule() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useActionMutation({
    mutationFn: answerReschedule,
    onSuccess: (_, { answer }) => {
      toast.success(
        t(answer === 'accept' ? 'cleanerPortal.reschedule.accepted' : 'cleanerPortal.reschedule.declined'),
      );
    },
    onError: (error) => toastBookingActionError(error),
    onSettled: () => refreshAfterBookingAction(queryClient),
  });
}
