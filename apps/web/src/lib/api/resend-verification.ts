import * as apiRoutes from '@limpa/contracts/api-routes';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

/** POST /api/v1/me/verification-email: a fresh confirmation link. */
export function useResendVerification() {
  return useActionMutation({ mutationFn: () => api.post<void>(apiRoutes.verificationEmail) });
}
