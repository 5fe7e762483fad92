import * as apiRoutes from '@limpa/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { errorDescription } from '@/lib/errors';
import { clearPendingLocaleChoice, pendingLocaleChoice } from '@/lib/locale-choice';
import { toast } from '@/lib/toast';
import { refreshSession } from './refresh-session';

export interface SignInInput {
  email: string;
  password: string;
}

export function signIn(input: SignInInput) {
  // The language picked on this page, if any, becomes the account's (the latest explicit choice wins).
  return api.post<unknown>(apiRoutes.signInEmail, {
    email: input.email,
    password: input.password,
    ...pendingLocaleChoice(),
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await signIn(input);
      clearPendingLocaleChoice();
      return refreshSession(queryClient);
    },
    onError: (error) => {
      toast.error(t('auth.signIn.failed'), { description: errorDescription(error) });
    },
  });
}
