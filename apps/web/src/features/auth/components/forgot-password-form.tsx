import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { ScreenLink } from '@/lib/screen-navigation';
import { useRequestPasswordReset } from '../api/request-password-reset';
import type { ForgotPasswordValues } from '../auth-schemas';
import { EmailField } from './email-field';
import { useFieldError } from './use-field-error';

interface ForgotPasswordFormProps {
  onBack: () => void;
  defaultEmail?: string;
}

// The schema module (and zod) loads on the first validation, not with the first screen.
const resolver = lazyZodResolver<ForgotPasswordValues>(() =>
  import('../auth-schemas').then((m) => m.forgotPasswordSchema),
);

/** "Forgot your password?": replaces the tabs until the link is sent or the user goes back. */
export function ForgotPasswordForm({ onBack, defaultEmail = '' }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver,
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(({ email }) => {
    request.mutate(email.trim(), { onSuccess: onBack });
  });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 className="font-semibold text-xl tracking-tight">{t('auth.forgot.heading')}</h2>
        <p className="text-muted-foreground text-sm">{t('auth.forgot.description')}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <EmailField id="forgot-email" error={fieldError(errors.email)} {...register('email')} />
        <SubmitButton
          className="w-full"
          pending={request.isPending}
          label={t('auth.forgot.submit')}
          pendingLabel={t('auth.forgot.pending')}
        />
      </form>
      <Button asChild variant="ghost" className="self-center">
        <ScreenLink to="/auth" replace onClick={onBack}>
          <ArrowLeft aria-hidden />
          {t('auth.forgot.back')}
        </ScreenLink>
      </Button>
    </div>
  );
}
