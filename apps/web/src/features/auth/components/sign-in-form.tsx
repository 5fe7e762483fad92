import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useScreenNavigation } from '@/lib/screen-navigation';
import { useSignIn } from '../api/sign-in';
import { EmailField } from './email-field';
import { SocialSignIn } from './social-sign-in';
import { useFieldError } from './use-field-error';
import { useSignInFields } from './use-sign-in-fields';

interface SignInFormProps {
  onSwitchToSignUp: () => void;
  onForgotPassword: () => void;
}

export function SignInForm({ onSwitchToSignUp, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation();
  const { navigate } = useScreenNavigation();
  const fieldError = useFieldError();
  const signIn = useSignIn();
  const { errors, field, handleSubmit } = useSignInFields();

  const onSubmit = handleSubmit((values) => {
    signIn.mutate(values, { onSuccess: () => navigate('/dashboard', { replace: true }) });
  });

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={onSubmit} data-leaves-screen="" className="flex flex-col gap-5">
        <EmailField id="sign-in-email" error={fieldError(errors.email)} {...field('email')} />
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
          {(control) => <PasswordInput {...control} {...field('password')} autoComplete="current-password" />}
        </FormField>
        <SubmitButton
          className="mt-1 w-full"
          pending={signIn.isPending}
          label={t('auth.signIn.submit')}
          pendingLabel={t('auth.signIn.pending')}
        />
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
