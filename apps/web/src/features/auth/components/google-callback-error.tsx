import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { contactLink } from '@/lib/contact-link';
import { useScreenNavigation } from '@/lib/screen-navigation';

/** Codes the API's Google callback puts in `/auth?error=…`, and the sentence each one gets. */
const MESSAGE_KEYS = {
  google_email_not_verified: 'auth.social.callbackError.unverified',
  account_not_linked: 'auth.social.callbackError.unverified',
  account_suspended: 'auth.social.callbackError.suspended',
} as const;

/** Why the last Google sign-in came back to /auth, when it did (nothing otherwise). */
export function GoogleCallbackError() {
  const { t } = useTranslation();
  const { searchParams } = useScreenNavigation();
  const code = searchParams.get('error');
  if (!code) return null;
  const key =
    MESSAGE_KEYS[code.toLowerCase() as keyof typeof MESSAGE_KEYS] ?? 'auth.social.callbackError.generic';
  return (
    <div
      role="alert"
      className="mb-5 flex gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4 text-sm"
    >
      <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive-text" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{t('auth.social.callbackError.title')}</p>
        <p className="text-muted-foreground">{t(key)}</p>
        {key === MESSAGE_KEYS.account_suspended ? (
          <a href={contactLink()} className="font-medium text-brand-700 underline underline-offset-4">
            {t('auth.signIn.contactSupport')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
