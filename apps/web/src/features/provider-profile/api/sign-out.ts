import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError, api } from '@/lib/api-client';
import { appConfigQueryOptions } from '@/lib/app-config';
import { SESSION_QUERY_KEY } from '@/lib/auth';
import { errorDescription } from '@/lib/errors';

/** POST /api/auth/sign-out; a 401 means the session had already ended. */
export async function signOut(): Promise<void> {
  try {
    await api.post('/api/auth/sign-out', {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

/** The profile page's Logout: ends the session, drops every cached answer, goes to /auth. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      const keep = new Set<unknown>([SESSION_QUERY_KEY[0], appConfigQueryOptions.queryKey[0]]);
      queryClient.removeQueries({ predicate: (query) => !keep.has(query.queryKey[0]) });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      void navigate('/auth', { replace: true });
    },
    onError: (error) => {
      toast.error(t('providerProfile.account.logoutFailed'), { description: errorDescription(error) });
    },
  });
}
