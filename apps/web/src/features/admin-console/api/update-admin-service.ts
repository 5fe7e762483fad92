import type { AdminService, AdminServiceBody } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import * as catalogueKeys from '@limpa/contracts/query-keys/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export interface UpdateAdminServiceInput {
  id: string;
  body: AdminServiceBody;
}

export function updateAdminService({ id, body }: UpdateAdminServiceInput) {
  return api.patch<AdminService>(apiPath(apiRoutes.adminService, { id }), body);
}

/**
 * Saves one service's changes (the server audits each value). The saved service replaces its row in the list;
 * the public catalogue, which customers and the wizard read, is fetched again. A refusal is left to the form,
 * which shows the server's words beside the fields.
 */
export function useUpdateAdminService() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: updateAdminService,
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminService[]>(adminKeys.services, (list) =>
        list?.map((service) => (service.id === saved.id ? saved : service)),
      );
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.services });
      toast.success(t('adminConsole.catalogue.saved'));
    },
  });
}
