import type { CleanerProfileUpdateBody, MeResponse } from '@limpa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY, type Session } from '@/lib/auth';

export type PortalProfileInput = Required<
  Pick<
    CleanerProfileUpdateBody,
    'fullName' | 'phone' | 'bio' | 'hourlyRate' | 'workRadiusKm' | 'servicesOffered'
  >
>;

/** PATCH /api/v1/me/profile with the cleaner's fields (spec section 7). */
export function updateCleanerProfile(input: PortalProfileInput) {
  return api.patch<MeResponse>('/api/v1/me/profile', input);
}

/** The answer (`{ user, profile }`) becomes the cached session, so the greeting and header follow at once. */
export function useUpdateCleanerProfile() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: updateCleanerProfile,
    onSuccess: (session) => {
      queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, session);
      // Public listings show the name, rate and services.
      void queryClient.invalidateQueries({ queryKey: ['providers'] });
      toast.success(t('providerPortal.toasts.profileUpdated'));
    },
    onError: () => {
      toast.error(t('providerPortal.toasts.profileFailed'));
    },
  });
}
