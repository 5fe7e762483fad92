import type { LegalStatus } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as appKeys from '@limpa/contracts/query-keys/app';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '@/lib/api-client';
import type { Session } from '@/lib/auth';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';

/**
 * POST /api/v1/me/legal-acceptance with the versions the page showed. The answer goes into the cached session,
 * which lifts the "Updated terms" page at once; a 409 (a newer version came out meanwhile) re-reads the session,
 * so the page asks for the newer one.
 */
export function useAcceptLegalTerms() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (versions: { termsVersion: string; privacyVersion: string }) =>
      api.post<LegalStatus>(apiRoutes.legalAcceptance, versions),
    onSuccess: (legal) => {
      queryClient.setQueryData<Session | null>(appKeys.session, (session) =>
        session ? { ...session, legal } : session,
      );
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: appKeys.session });
      }
      toast.error(t('legal.updated.failed'), { description: errorDescription(error) });
    },
  });
}
