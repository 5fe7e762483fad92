import type { MeResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as appKeys from '@limpa/contracts/query-keys/app';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api, errorDetail } from '@/lib/api-client';
import type { Session } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { saveOnboardingStep } from './save-onboarding-step';

/** POST /api/v1/me/onboarding/complete: 422 "Error completing profile" until all three steps are saved. */
export function completeOnboarding() {
  return api.post<MeResponse>(apiRoutes.completeOnboarding);
}

/** Which call of "Save & Finish" failed: saving step 3, or completing the profile. */
class FinishError extends Error {
  constructor(
    readonly stage: 'save' | 'complete',
    readonly source: unknown,
  ) {
    super(stage);
  }
}

/** The server's words for why "Save & Finish" failed (e.g. 409 "Payout Account Not Ready"), if it sent any. */
export function finishErrorDetail(error: unknown): string | null {
  return errorDetail(error instanceof FinishError ? error.source : error) ?? null;
}

/**
 * "Save & Finish": saves step 3, then completes the profile. Toasts "Profile completed!" on success;
 * "Error saving progress" or "Error completing profile" (with the server's message) on failure.
 */
export function useFinishOnboarding() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useActionMutation({
    mutationFn: async () => {
      try {
        queryClient.setQueryData<Session | null>(
          appKeys.session,
          await saveOnboardingStep({ step: 3, body: {} }),
        );
      } catch (error) {
        throw new FinishError('save', error);
      }
      try {
        return await completeOnboarding();
      } catch (error) {
        throw new FinishError('complete', error);
      }
    },
    onSuccess: (session) => {
      queryClient.setQueryData<Session | null>(appKeys.session, session);
      toast.success(t('cleanerOnboarding.toasts.completedTitle'), {
        description: t('cleanerOnboarding.toasts.completedDescription'),
      });
    },
    onError: (error) => {
      const stage = error instanceof FinishError ? error.stage : 'complete';
      const detail = errorDetail(error instanceof FinishError ? error.source : error);
      if (stage === 'save') {
        toast.error(t('cleanerOnboarding.toasts.saveFailedTitle'), {
          description: detail ?? t('cleanerOnboarding.toasts.saveFailedDescription'),
        });
      } else {
        toast.error(t('cleanerOnboarding.toasts.completeFailedTitle'), {
          description: detail ?? t('cleanerOnboarding.toasts.completeFailedDescription'),
        });
      }
    },
  });
}
