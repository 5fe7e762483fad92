import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, RESET_REDIRECT_DELAY_MS } from '@limpa/domain';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { SubmitButton } from '@/components/forms/submit-button';
import { IconBadge } from '@/components/icon-badge';
import { StandaloneCardPage } from '@/components/standalone-card-page';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { useBrand } from '@/lib/app-config';
import { toast } from '@/lib/toast';
import { useResetPassword } from '../api/reset-password';
import { type ResetPasswordValues, resetPasswordSchema } from '../auth-schemas';
import { useFieldError } from '../components/use-field-error';

const INVALID_LINK_TOAST_ID = 'invalid-reset-link';

/** Bad or missing link: say so once and send the visitor to /auth to ask for a new one. */
function InvalidResetLink() {
  const { t } = useTranslation();
  useEffect(() => {
    toast.error(t('auth.reset.invalidLinkTitle'), {
      id: INVALID_LINK_TOAST_ID,
      description: t('auth.reset.invalidLinkDescription'),
    });
  }, [t]);
  return <Navigate to="/auth" replace />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(
      () => void navigate('/dashboard', { replace: true }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (reset.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-6 text-center">
        <IconBadge
          icon={CircleCheck}
          className="size-14 rounded-full bg-brand-100 text-brand-700"
          iconClassName="size-7"
        />
        <p className="font-semibold text-lg">{t('auth.reset.successTitle')}</p>
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner className="size-4" />
          {t('auth.reset.redirecting')}
        </p>
      </div>
    );
  }

  const onSubmit = handleSubmit(({ newPassword }) => reset.mutate({ newPassword, token }));

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField
        id="reset-new-password"
        label={t('auth.fields.newPassword')}
        error={fieldError(errors.newPassword)}
      >
        {(c) => <PasswordInput {...c} {...register('newPassword')} autoComplete="new-password" autoFocus />}
      </FormField>
      <FormField
        id="reset-confirm-password"
        label={t('auth.fields.confirmPassword')}
        error={fieldError(errors.confirmPassword)}
      >
        {(c) => <PasswordInput {...c} {...register('confirmPassword')} autoComplete="new-password" />}
      </FormField>
      <SubmitButton
        className="mt-1 w-full"
        pending={reset.isPending}
        label={t('auth.reset.submit')}
        pendingLabel={t('auth.reset.pending')}
      />
    </form>
  );
}

/** /reset-password?token=… (from the e-mailed link) or ?error=INVALID_TOKEN when the link was bad. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');

  if (!token || linkError) return <InvalidResetLink />;

  return (
    <StandaloneCardPage
      title={t('auth.title.reset', { brand })}
      icon={KeyRound}
      heading={t('auth.reset.heading')}
      description={t('auth.reset.description', { min: PASSWORD_MIN_LENGTH })}
    >
      <ResetPasswordForm token={token} />
    </StandaloneCardPage>
  );
}
