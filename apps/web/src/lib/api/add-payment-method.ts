import type { AddPaymentMethodBody, PaymentMethod } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as meKeys from '@limpa/contracts/query-keys/me';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { toastPaymentError } from '@/lib/payment-error';
import { toast } from '@/lib/toast';
import '@/lib/strings/payment-card';
import { useActionMutation } from '@/lib/api/use-action-mutation';

export function addPaymentMethod(body: AddPaymentMethodBody) {
  return api.post<PaymentMethod>(apiRoutes.paymentMethods, body);
}

/**
 * Saves a card: the local token or the confirmed Stripe SetupIntent, never the number. Toasts either way, or
 * only on success when `quiet` (Stripe's form shows the failure in the form itself).
 */
export function useAddPaymentMethod({ quiet = false }: { quiet?: boolean } = {}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useActionMutation({
    mutationFn: addPaymentMethod,
    onSuccess: async () => {
      toast.success(t('paymentCard.toasts.added'));
      await queryClient.invalidateQueries({ queryKey: meKeys.paymentMethods });
    },
    onError: (error) => {
      if (!quiet) toastPaymentError(error, t('paymentCard.toasts.addFailed'));
    },
  });
}
