import type { PaymentMethod } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as meKeys from '@limpa/contracts/query-keys/me';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';
import { toastPaymentError } from '@/lib/payment-error';
import { toast } from '@/lib/toast';

export function setDefaultPaymentMethod(id: string) {
  return api.post<PaymentMethod>(apiPath(apiRoutes.defaultPaymentMethod, { id }));
}

/** Makes one card the default; the list is updated in place, then refetched. */
export function useSetDefaultPaymentMethod() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useActionMutation({
    mutationFn: setDefaultPaymentMethod,
    onSuccess: async (card) => {
      queryClient.setQueryData<PaymentMethod[]>(meKeys.paymentMethods, (cards) =>
        cards?.map((c) => ({ ...c, isDefault: c.id === card.id })),
      );
      toast.success(t('paymentMethods.toasts.defaultUpdated'));
      await queryClient.invalidateQueries({ queryKey: meKeys.paymentMethods });
    },
    onError: (error) => toastPaymentError(error, t('paymentMethods.toasts.setDefaultFailed')),
  });
}
