import * as apiRoutes from '@limpa/contracts/api-routes';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/v1/me/password (204); the caller's other sessions end, this one stays. */
export function useChangePassword() {
  return useActionMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<void>(apiRoutes.password, input),
  });
}
