import type { AdminSettings, AdminSettingsBody } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import * as appKeys from '@limpa/contracts/query-keys/app';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';

export function updateAdminSettings(body: AdminSettingsBody) {
  return api.put<AdminSettings>(apiRoutes.adminSettings, body);
}

/** Saves both switches; maintenance mode also reaches the public app config (the booking wizard). */
export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useActionMutation({
    mutationFn: updateAdminSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(adminKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: appKeys.appConfig });
      toast.success(t('adminConsole.settings.toasts.saved'));
    },
    onError: (error) => {
      toast.error(t('adminConsole.settings.toasts.saveFailed'), { description: errorDescription(error) });
    },
  });
}
