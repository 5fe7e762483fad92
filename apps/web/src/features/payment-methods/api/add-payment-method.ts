import type { AddPaymentMethodBody, PaymentMethod } from '@limpa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PAYMENT_METHODS_QUERY_KEY } from '@/lib/api/get-payment-methods';
import { api } from '@/lib/api-client';
import { toastPaymentError } from '../payment-error';

export function addPaymentMethod(body: AddPaymentMethodBody) {
  return api.post<PaymentMethod>('/api/v1/me/payment-methods', body);
}

/** Saves a tokenised card (the token, never the number); toasts either way. */
export function useAddPaymentMethod() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: addPaymentMethod,
    onSuccess: async () => {
      toast.success(t('paymentMethods.toasts.added'));
      await queryClient.invalidateQueries({ queryKey: PAYMENT_METHODS_QUERY_KEY });
    },
    onError: (error) => toastPaymentError(error, t('paymentMethods.toasts.addFailed')),
  });
}
