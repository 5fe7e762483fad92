import * as apiRoutes from '@limpa/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { refreshSession } from './refresh-session';

export interface SignInInput {
  email: string;
  password: string;
}

export function signIn(input: SignInInput) {
  return api.post<unknown>(apiRoutes.signInEmail, { email: input.email, password: input.password });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await signIn(input);
      return refreshSession(queryClient);
    },
    onError: (error) => {
      toast.error(t('auth.signIn.failed'), { description: errorDescription(error) });
    },
  });
}
