import * as apiRoutes from '@limpa/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { appConfigQueryOptions } from '@/lib/app-config';
import { SESSION_QUERY_KEY } from '@/lib/auth';

/** DELETE /api/v1/me confirmed with the password; afterwards nothing cached belongs to anyone: back to /auth. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<void>(apiRoutes.me, { method: 'DELETE', body: { password } }),
    onSuccess: () => {
      // As on sign-out: drop what belonged to the session, keep the session query (its observers) and say null.
      const keep = new Set<unknown>([SESSION_QUERY_KEY[0], appConfigQueryOptions.queryKey[0]]);
      queryClient.removeQueries({ predicate: (query) => !keep.has(query.queryKey[0]) });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      void navigate('/auth?accountDeleted=1', { replace: true });
    },
  });
}
