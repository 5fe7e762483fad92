import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { type ForgotPasswordValues, forgotPasswordSchema } from '../schemas';
import { useFieldError } from './use-field-error';

interface ForgotPasswordFormProps {
  onBack: () => void;
  defaultEmail?: string;
}

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
    resolver: zodResolver(forgotPasswordSchema),
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
        <FormField id="forgot-email" label={t('auth.fields.email')} error={fieldError(errors.email)}>
          {(c) => (
            <Input
              {...c}
              {...register('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('auth.placeholders.email')}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? <Spinner /> : null}
          {request.isPending ? t('auth.forgot.pending') : t('auth.forgot.submit')}
        </Button>
      </form>
      <Button asChild variant="ghost" className="self-center">
        <Link to="/auth" replace onClick={onBack}>
          <ArrowLeft aria-hidden />
          {t('auth.forgot.back')}
        </Link>
      </Button>
    </div>
  );
}
