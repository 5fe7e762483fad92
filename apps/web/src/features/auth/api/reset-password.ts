import * as apiRoutes from '@limpa/contracts/api-routes';
import * as appKeys from '@limpa/contracts/query-keys/app';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';

export interface ResetPasswordInput {
  newPassword: string;
  token: string;
}

export function resetPassword(input: ResetPasswordInput) {
  return api.post<unknown>(apiRoutes.resetPassword, input);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast.success(t('auth.reset.successTitle'));
      // A reset ends every session: the cached one is stale now.
      void queryClient.invalidateQueries({ queryKey: appKeys.session });
    },
    onError: (error) => {
      toast.error(t('auth.reset.failed'), { description: errorDescription(error) });
    },
  });
}
