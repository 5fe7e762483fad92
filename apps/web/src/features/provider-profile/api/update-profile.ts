import type { CleanerProfileUpdateBody, MeResponse } from '@limpa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api, errorDetail } from '@/lib/api-client';
import { SESSION_QUERY_KEY, type Session } from '@/lib/auth';

/** PATCH /api/v1/me/profile with the cleaner's editable fields; answers `{ user, profile }`. */
export function updateProfile(body: CleanerProfileUpdateBody) {
  return api.patch<MeResponse>('/api/v1/me/profile', body);
}

/** Saves the profile: the answer becomes the cached session; "Profile Updated" or "Failed to update profile". */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (session) => {
      queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, session);
      toast.success(t('providerProfile.toasts.updated'));
    },
    onError: (error) => {
      toast.error(t('providerProfile.toasts.updateFailed'), { description: errorDetail(error) });
    },
  });
}
