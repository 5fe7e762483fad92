import * as apiRoutes from '@limpa/contracts/api-routes';
import * as appKeys from '@limpa/contracts/query-keys/app';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, api } from '@/lib/api-client';
import { errorDescription } from '@/lib/errors';
import { forgetOfflineBookings } from '@/lib/offline-bookings';
import { toast } from '@/lib/toast';

export async function signOut(): Promise<void> {
  try {
    await api.post(apiRoutes.signOut, {});
  } catch (error) {
    // Already signed out (session expired elsewhere): nothing left to end.
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

/**
 * Ends the session, forgets every cached answer that belonged to it (and the bookings kept on the device for
 * offline reading) and goes to /auth. Shared by the side menu, the profile pages' Logout and the admin
 * dashboard's Sign Out.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      const keep = new Set<unknown>([appKeys.session[0], appKeys.appConfig[0]]);
      queryClient.removeQueries({ predicate: (query) => !keep.has(query.queryKey[0]) });
      queryClient.setQueryData(appKeys.session, null);
      // The bookings kept for offline reading are this person's: the next one to sign in must not see them.
      forgetOfflineBookings();
      void navigate('/auth', { replace: true });
    },
    onError: (error) => {
      toast.error(t('menu.signOutFailed'), { description: errorDescription(error) });
    },
  });
}
