import * as apiRoutes from '@limpa/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/v1/me/verification-email: a fresh confirmation link. */
export function useResendVerification() {
  return useMutation({ mutationFn: () => api.post<void>(apiRoutes.verificationEmail) });
}
