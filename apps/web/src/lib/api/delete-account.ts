import * as apiRoutes from '@limpa/contracts/api-routes';
import * as appKeys from '@limpa/contracts/query-keys/app';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/v1/me confirmed with the password; afterwards nothing cached belongs to anyone: back to /auth. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useActionMutation({
    mutationFn: (password: string) =>
      apiRequest<void>(apiRoutes.me, { method: 'DELETE', body: { password } }),
    onSuccess: () => {
      // As on sign-out: drop what belonged to the session, keep the session query (its observers) and say null.
      const keep = new Set<unknown>([appKeys.session[0], appKeys.appConfig[0]]);
      queryClient.removeQueries({ predicate: (query) => !keep.has(query.queryKey[0]) });
      queryClient.setQueryData(appKeys.session, null);
      void navigate('/auth?accountDeleted=1', { replace: true });
    },
  });
}
