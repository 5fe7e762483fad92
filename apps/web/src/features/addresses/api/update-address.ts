import type { Address, AddressPatchBody } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as meKeys from '@limpa/contracts/query-keys/me';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { toastAddressError } from '../address-errors';

export interface UpdateAddressInput {
  id: string;
  patch: AddressPatchBody;
}

export function updateAddress({ id, patch }: UpdateAddressInput) {
  return api.patch<Address>(apiPath(apiRoutes.address, { id }), patch);
}

/** Edits an address, or moves the default to it with `{ isDefault: true }`. */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useActionMutation({
    mutationFn: updateAddress,
    onSuccess: async () => {
      toast.success(t('addresses.toasts.updated'));
      await queryClient.invalidateQueries({ queryKey: meKeys.addresses });
    },
    onError: (error) => toastAddressError(error, t('addresses.toasts.saveFailed')),
  });
}
