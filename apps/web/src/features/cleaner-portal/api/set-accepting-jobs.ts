import * as apiRoutes from '@limpa/contracts/api-routes';
import * as appKeys from '@limpa/contracts/query-keys/app';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api, errorDetail } from '@/lib/api-client';
import type { Session } from '@/lib/auth';
import { toast } from '@/lib/toast';

const withAccepting = (session: Session | null | undefined, accepting: boolean) =>
  session?.profile ? { ...session, profile: { ...session.profile, acceptingJobs: accepting } } : session;

/**
 * PUT /api/v1/me/accepting-jobs: the "Available for new jobs" switch. The cached session follows at once
 * (the switch reads it) and goes back if the server refuses.
 */
export function useSetAcceptingJobs() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useActionMutation({
    mutationFn: (accepting: boolean) =>
      api.put<{ accepting: boolean }>(apiRoutes.acceptingJobs, { accepting }),
    onMutate: (accepting) => {
      const previous = queryClient.getQueryData<Session | null>(appKeys.session);
      queryClient.setQueryData(appKeys.session, withAccepting(previous, accepting));
      return { previous };
    },
    onError: (error, _accepting, context) => {
      queryClient.setQueryData(appKeys.session, context?.previous);
      const description = errorDetail(error);
      toast.error(t('cleanerPortal.availability.saveFailed'), description ? { description } : undefined);
    },
  });
}
