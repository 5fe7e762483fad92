import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as meKeys from '@limpa/contracts/query-keys/me';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';
import { toastPaymentError } from '@/lib/payment-error';
import { toast } from '@/lib/toast';

export function removePaymentMethod(id: string) {
  return api.delete<void>(apiPath(apiRoutes.paymentMethod, { id }));
}

/** Removes a card (the API then makes the newest remaining card the default if this one was). */
export function useRemovePaymentMethod() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useActionMutation({
    mutationFn: removePaymentMethod,
    onSuccess: async () => {
      toast.success(t('paymentMethods.toasts.removed'));
      await queryClient.invalidateQueries({ queryKey: meKeys.paymentMethods });
    },
    onError: (error) => toastPaymentError(error, t('paymentMethods.toasts.removeFailed')),
  });
}
