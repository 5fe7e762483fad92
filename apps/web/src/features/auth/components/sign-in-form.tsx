import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { useSignIn } from '../api/sign-in';
import { type SignInValues, signInSchema } from '../schemas';
import { SocialSignIn } from './social-sign-in';
import { useFieldError } from './use-field-error';

interface SignInFormProps {
  onSwitchToSignUp: () => void;
  onForgotPassword: () => void;
}

export function SignInForm({ onSwitchToSignUp, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    signIn.mutate(values, { onSuccess: () => void navigate('/dashboard', { replace: true }) });
  });

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField id="sign-in-email" label={t('auth.fields.email')} error={fieldError(errors.email)}>
          {(control) => (
            <Input
              {...control}
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
        <FormField
          id="sign-in-password"
          label={t('auth.fields.password')}
          error={fieldError(errors.password)}
          labelAside={
            <Button variant="link" size="sm" className="text-[0.8125rem]" onClick={onForgotPassword}>
              {t('auth.signIn.forgot')}
            </Button>
          }
        >
          {(control) => (
            <PasswordInput {...control} {...register('password')} autoComplete="current-password" />
          )}
        </FormField>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={signIn.isPending}>
          {signIn.isPending ? <Spinner /> : null}
          {signIn.isPending ? t('auth.signIn.pending') : t('auth.signIn.submit')}
        </Button>
      </form>
      <SocialSignIn />
      <p className="text-center text-muted-foreground text-sm">
        {t('auth.signIn.noAccount')}{' '}
        <Button variant="link" className="text-sm" onClick={onSwitchToSignUp}>
          {t('auth.signIn.switchToSignUp')}
        </Button>
      </p>
    </div>
  );
}
