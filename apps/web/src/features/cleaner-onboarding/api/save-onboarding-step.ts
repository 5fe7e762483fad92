import type {
  MeResponse,
  OnboardingStep1Body,
  OnboardingStep2Body,
  OnboardingStep3Body,
} from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as appKeys from '@limpa/contracts/query-keys/app';
import * as meKeys from '@limpa/contracts/query-keys/me';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api, errorDetail } from '@/lib/api-client';
import type { Session } from '@/lib/auth';
import { toast } from '@/lib/toast';

export type OnboardingStepInput =
  | { step: 1; body: OnboardingStep1Body }
  | { step: 2; body: OnboardingStep2Body }
  | { step: 3; body: OnboardingStep3Body };

/** PUT /api/v1/me/onboarding/steps/:step: saves one step and marks it complete; answers `{ user, profile }`. */
export function saveOnboardingStep({ step, body }: OnboardingStepInput) {
  return api.put<MeResponse>(apiPath(apiRoutes.onboardingStep, { step }), body);
}

/**
 * Saves a step of the wizard: the answer becomes the cached session, and every outcome is a toast
 * ("Progress saved", or "Error saving progress" with the server's message).
 */
export function useSaveOnboardingStep() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useActionMutation({
    mutationFn: saveOnboardingStep,
    onSuccess: async (session, input) => {
      queryClient.setQueryData<Session | null>(appKeys.session, session);
      // Step 2 replaced the weekly availability rows.
      if (input.step === 2) await queryClient.invalidateQueries({ queryKey: meKeys.availability });
      toast.success(t('cleanerOnboarding.toasts.savedTitle'), {
        description: t('cleanerOnboarding.toasts.savedDescription'),
      });
    },
    onError: (error) => {
      toast.error(t('cleanerOnboarding.toasts.saveFailedTitle'), {
        description: errorDetail(error) ?? t('cleanerOnboarding.toasts.saveFailedDescription'),
      });
    },
  });
}
