import type { AvailabilityPutBody, AvailabilityResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as meKeys from '@limpa/contracts/query-keys/me';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** PUT /api/v1/me/availability: replaces every weekly slot; answers the stored list. */
export function updateAvailability(body: AvailabilityPutBody) {
  return api.put<AvailabilityResponse>(apiRoutes.availability, body);
}

export function useUpdateAvailability() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useActionMutation({
    mutationFn: updateAvailability,
    onSuccess: (rows) => {
      queryClient.setQueryData(meKeys.availability, rows);
      toast.success(t('cleanerProfile.availability.savedTitle'), {
        description: t('cleanerProfile.availability.savedDescription'),
      });
    },
    onError: (error) => {
      toast.error(t('cleanerProfile.availability.failedTitle'), { description: errorDetail(error) });
    },
  });
}
