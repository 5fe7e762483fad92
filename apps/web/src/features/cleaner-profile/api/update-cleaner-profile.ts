import type { CleanerProfileUpdateBody } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { useUpdateOwnProfile } from '@/lib/api/update-own-profile';
import { errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** Saves the cleaner's editable fields: "Profile Updated" or "Failed to update profile" with the server's words. */
export function useUpdateProfile() {
  const { t } = useTranslation();
  return useUpdateOwnProfile<CleanerProfileUpdateBody>({
    onSaved: () => toast.success(t('cleanerProfile.toasts.updated')),
    onFailed: (error) =>
      toast.error(t('cleanerProfile.toasts.updateFailed'), { description: errorDetail(error) }),
  });
}
