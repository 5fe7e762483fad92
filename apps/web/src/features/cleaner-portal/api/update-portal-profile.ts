import * as cleanerKeys from '@limpa/contracts/query-keys/cleaners';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUpdateOwnProfile } from '@/lib/api/update-own-profile';
import { errorDetail } from '@/lib/api-client';
import type { CleanerProfileFormBody } from '@/lib/cleaner-profile-form';
import { toast } from '@/lib/toast';

export type PortalProfileInput = CleanerProfileFormBody;

/**
 * Saves the cleaner's fields (docs/product-rules.md#cleaners) and refreshes the public listings (name, rate,
 * services).
 */
export function useUpdateCleanerProfile() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useUpdateOwnProfile<PortalProfileInput>({
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: cleanerKeys.all });
      toast.success(t('cleanerPortal.toasts.profileUpdated'));
    },
    onFailed: (error) => {
      const description = errorDetail(error);
      toast.error(t('cleanerPortal.toasts.profileFailed'), description ? { description } : undefined);
    },
  });
}
