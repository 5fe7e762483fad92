import type { Address, AddressBody } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as meKeys from '@limpa/contracts/query-keys/me';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { toastAddressError } from '../address-errors';

export function createAddress(body: AddressBody) {
  return api.post<Address>(apiRoutes.addresses, body);
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useActionMutation({
    mutationFn: createAddress,
    onSuccess: async () => {
      toast.success(t('addresses.toasts.saved'));
      await queryClient.invalidateQueries({ queryKey: meKeys.addresses });
    },
    onError: (error) => toastAddressError(error, t('addresses.toasts.saveFailed')),
  });
}
