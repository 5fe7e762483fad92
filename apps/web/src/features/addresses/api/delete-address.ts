import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as meKeys from '@limpa/contracts/query-keys/me';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { toastAddressError } from '../address-errors';

export function deleteAddress(id: string) {
  return api.delete<void>(apiPath(apiRoutes.address, { id }));
}

/** Deleting the default makes the newest remaining address the default (server side). */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useActionMutation({
    mutationFn: deleteAddress,
    onSuccess: async () => {
      toast.success(t('addresses.toasts.deleted'));
      await queryClient.invalidateQueries({ queryKey: meKeys.addresses });
    },
    onError: (error) => toastAddressError(error, t('addresses.toasts.deleteFailed')),
  });
}
