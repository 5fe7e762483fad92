import type { MeResponse } from '@limpa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY, type Session } from '@/lib/auth';

export interface UpdateProfileInput {
  fullName: string;
  /** null clears the phone. */
  phone: string | null;
}

export function updateProfile(input: UpdateProfileInput) {
  return api.patch<MeResponse>('/api/v1/me/profile', { fullName: input.fullName, phone: input.phone });
}

/** PATCH /api/v1/me/profile; the answer (`{ user, profile }`) becomes the cached session. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (session) => {
      queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, session);
      toast.success(t('customerProfile.updated'));
    },
    onError: () => {
      toast.error(t('customerProfile.updateFailedTitle'), {
        description: t('customerProfile.updateFailedDescription'),
      });
    },
  });
}
