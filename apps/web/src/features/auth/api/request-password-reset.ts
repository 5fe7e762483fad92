import * as apiRoutes from '@limpa/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';

export function requestPasswordReset(email: string) {
  return api.post<unknown>(apiRoutes.requestPasswordReset, {
    email,
    redirectTo: `${window.location.origin}/reset-password`,
  });
}

export function useRequestPasswordReset() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (email: string) => requestPasswordReset(email),
    onSuccess: () => {
      toast.success(t('auth.forgot.successTitle'), { description: t('auth.forgot.successDescription') });
    },
    onError: (error) => {
      toast.error(t('auth.forgot.failed'), { description: errorDescription(error) });
    },
  });
}
