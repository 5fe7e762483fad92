import * as apiRoutes from '@limpa/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '@/lib/api-client';
import { contactLink } from '@/lib/contact-link';
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
    onError: (error, input) => {
      toast.error(t('auth.signIn.failed'), {
        description: errorDescription(error),
        // A suspended account cannot reach Help: "contact support" is the contact page (decision 073). A plain
        // page load: the sign-in screen runs without the router (decision 038).
        ...(error instanceof ApiError &&
          error.code === 'account_suspended' && {
            action: {
              label: t('auth.signIn.contactSupport'),
              onClick: () => window.location.assign(contactLink(input.email)),
            },
          }),
      });
    },
  });
}
