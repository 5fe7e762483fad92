import * as apiRoutes from '@limpa/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { useBrand } from '@/lib/app-config';
import { errorDescription } from '@/lib/errors';
import { clearPendingLocaleChoice, pendingLocaleChoice } from '@/lib/locale-choice';
import { toast } from '@/lib/toast';
import { refreshSession } from './refresh-session';

export type SignUpRole = 'customer' | 'cleaner';

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  role: SignUpRole;
  phone?: string;
}

export function signUp(input: SignUpInput) {
  const phone = input.phone?.trim();
  return api.post<unknown>(apiRoutes.signUpEmail, {
    email: input.email,
    password: input.password,
    name: input.fullName,
    role: input.role,
    ...(phone ? { phone } : {}),
    ...pendingLocaleChoice(),
    // Sent only from a form whose terms box is ticked (its schema refuses otherwise).
    acceptTerms: true,
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const brand = useBrand();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      await signUp(input);
      clearPendingLocaleChoice();
      return refreshSession(queryClient);
    },
    onSuccess: () => {
      toast.success(t('auth.signUp.successTitle', { brand }), {
        description: t('auth.signUp.successDescription'),
      });
    },
    onError: (error) => {
      toast.error(t('auth.signUp.failed'), { description: errorDescription(error) });
    },
  });
}
