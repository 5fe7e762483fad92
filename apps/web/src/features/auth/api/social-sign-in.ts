import * as apiRoutes from '@limpa/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';

interface SocialSignInResponse {
  url?: string;
  redirect?: boolean;
}

/**
 * The API answers with Google's authorization URL; `role` and `acceptTerms` (the Sign Up tab's box) only count
 * when this sign-in creates the account.
 */
export async function startGoogleSignIn({
  role,
  acceptTerms,
}: {
  role?: 'customer' | 'cleaner';
  acceptTerms?: true;
} = {}): Promise<string> {
  const response = await api.post<SocialSignInResponse>(apiRoutes.signInSocial, {
    provider: 'google',
    callbackURL: '/dashboard',
    ...(role ? { role } : {}),
    ...(acceptTerms ? { acceptTerms } : {}),
  });
  if (!response?.url) throw new Error('No redirect URL');
  return response.url;
}

/** Google sign-in: the API answers with the provider URL to leave for. */
export function useGoogleSignIn() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: startGoogleSignIn,
    onSuccess: (url) => {
      window.location.assign(url);
    },
    onError: (error) => {
      toast.error(t('auth.social.googleFailed'), { description: errorDescription(error) });
    },
  });
}
