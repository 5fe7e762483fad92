import type { AdminServiceStandards, AdminServiceStandardsBody } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';

export function updateAdminServiceStandards(body: AdminServiceStandardsBody) {
  return api.put<AdminServiceStandards>(apiRoutes.adminServiceStandards, body);
}

/** Saves the three languages' texts at once (the server audits each one changed). */
export function useUpdateAdminServiceStandards() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: updateAdminServiceStandards,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.serviceStandards, saved);
      toast.success(t('adminConsole.standards.saved'));
    },
    onError: (error) => {
      toast.error(t('adminConsole.standards.saveFailed'), { description: errorDescription(error) });
    },
  });
}
