import { useTranslation } from 'react-i18next';
import { useUpdateOwnProfile } from '@/lib/api/update-own-profile';
import { toast } from '@/lib/toast';

export interface UpdateProfileInput {
  fullName: string;
  /** null clears the phone. */
  phone: string | null;
  /** null clears the tax number; the server keeps a NIF's nine digits. */
  taxId: string | null;
}

/** Saves the customer's name and phone: "Profile updated", or what failed. */
export function useUpdateProfile() {
  const { t } = useTranslation();
  return useUpdateOwnProfile<UpdateProfileInput>({
    onSaved: () => toast.success(t('customerProfile.updated')),
    onFailed: () =>
      toast.error(t('customerProfile.updateFailedTitle'), {
        description: t('customerProfile.updateFailedDescription'),
      }),
  });
}
