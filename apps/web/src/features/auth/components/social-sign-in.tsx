import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAppConfig } from '@/lib/app-config';
import { useGoogleSignIn } from '../api/social-sign-in';

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.09A6.6 6.6 0 0 1 5.49 12c0-.73.13-1.43.35-2.09V7.07H2.18A11 11 0 0 0 1 12c0 1.77.43 3.45 1.18 4.93l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

interface SocialSignInProps {
  /** On the Sign Up tab: the role a first Google sign-in creates (customer when absent). */
  role?: 'customer' | 'cleaner';
  /** On the Sign Up tab: whether its terms box is ticked; Google waits for it there. */
  termsAccepted?: boolean;
}

/**
 * "Continue with Google", shown only where the server has Google configured (GOOGLE_CLIENT_ID): a button that
 * could only fail is not offered. Nothing at all otherwise, not even the divider.
 */
export function SocialSignIn({ role, termsAccepted }: SocialSignInProps) {
  const { t } = useTranslation();
  const { googleEnabled } = useAppConfig();
  const google = useGoogleSignIn();
  if (!googleEnabled) return null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-muted-foreground text-xs">
        <span className="h-px flex-1 bg-border" />
        <span>{t('auth.social.divider')}</span>
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button
        variant="outline"
        disabled={google.isPending || termsAccepted === false}
        onClick={() => google.mutate({ role, ...(termsAccepted ? { acceptTerms: true } : {}) })}
      >
        {google.isPending ? <Spinner /> : <GoogleIcon />}
        {t('auth.social.google')}
      </Button>
    </div>
  );
}
