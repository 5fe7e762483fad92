import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useResendVerification } from '@/lib/api/resend-verification';
import { useAppConfig } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';
import '@/lib/strings/account';

/** While REQUIRE_EMAIL_VERIFICATION is on and the link is unused: why booking waits, and a "resend". */
export function EmailVerificationNotice() {
  const { t } = useTranslation();
  const { requireEmailVerification } = useAppConfig();
  const { user } = useAuth();
  const resend = useResendVerification();
  if (!requireEmailVerification || !user || user.emailVerified !== false) return null;
  return (
    <section
      aria-labelledby="email-verification-title"
      className="flex flex-col gap-3 rounded-2xl border border-accent-200 bg-accent-50 p-4 sm:flex-row sm:items-center"
    >
      <MailWarning aria-hidden className="size-6 shrink-0 text-accent-800" />
      <div className="flex flex-1 flex-col gap-1">
        <h2 id="email-verification-title" className="font-semibold">
          {t('account.verification.title')}
        </h2>
        <p className="text-muted-foreground text-sm">
          {t('account.verification.description', { email: user.email })}
        </p>
      </div>
      <Button
        variant="outline"
        disabled={resend.isPending}
        aria-busy={resend.isPending || undefined}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => toast.success(t('account.verification.sent')),
            onError: (error) =>
              toast.error(t('account.verification.failed'), { description: errorDescription(error) }),
          })
        }
      >
        {resend.isPending ? <Spinner /> : null}
        {resend.isPending ? t('account.verification.pending') : t('account.verification.resend')}
      </Button>
    </section>
  );
}
