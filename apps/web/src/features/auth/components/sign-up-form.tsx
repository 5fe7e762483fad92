import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '@/components/forms/phone-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useScreenNavigation } from '@/lib/screen-navigation';
import { useSignUp } from '../api/sign-up';
import type { SignUpValues } from '../auth-schemas';
import { EmailField } from './email-field';
import { RolePicker } from './role-picker';
import { SocialSignIn } from './social-sign-in';
import { TermsCheckbox } from './terms-checkbox';
import { useFieldError } from './use-field-error';

interface SignUpFormProps {
  onSwitchToSignIn: () => void;
}

// The schema module (and zod) loads on the first validation, not with the first screen.
const resolver = lazyZodResolver<SignUpValues>(() => import('../auth-schemas').then((m) => m.signUpSchema));

export function SignUpForm({ onSwitchToSignIn }: SignUpFormProps) {
  const { t } = useTranslation();
  const { navigate } = useScreenNavigation();
  const fieldError = useFieldError();
  const signUp = useSignUp();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpValues>({
    resolver,
    defaultValues: { role: 'customer', fullName: '', email: '', phone: '', password: '', acceptTerms: false },
  });
  // A first Google sign-in from this tab creates the account with the role chosen above, once the terms are ticked.
  const role = useWatch({ control, name: 'role' });
  const termsAccepted = useWatch({ control, name: 'acceptTerms' });

  const onSubmit = handleSubmit((values) => {
    signUp.mutate(
      {
        role: values.role,
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || undefined,
        password: values.password,
      },
      { onSuccess: () => navigate('/dashboard', { replace: true }) },
    );
  });

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={onSubmit} data-leaves-screen="" className="flex flex-col gap-5">
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <RolePicker value={field.value} onChange={field.onChange} name={field.name} />
          )}
        />
        <TextField
          id="sign-up-full-name"
          label={t('auth.fields.fullName')}
          error={fieldError(errors.fullName)}
          {...register('fullName')}
          autoComplete="name"
          placeholder={t('auth.placeholders.fullName')}
        />
        <EmailField id="sign-up-email" error={fieldError(errors.email)} {...register('email')} />
        <PhoneField
          id="sign-up-phone"
          label={t('auth.fields.phone')}
          error={fieldError(errors.phone)}
          {...register('phone')}
          placeholder={t('auth.placeholders.phone')}
        />
        <FormField
          id="sign-up-password"
          label={t('auth.fields.password')}
          hint={t('auth.signUp.passwordHint')}
          error={fieldError(errors.password)}
        >
          {(c) => <PasswordInput {...c} {...register('password')} autoComplete="new-password" />}
        </FormField>
        <TermsCheckbox error={fieldError(errors.acceptTerms)} {...register('acceptTerms')} />
        <SubmitButton
          className="mt-1 w-full"
          pending={signUp.isPending}
          label={t('auth.signUp.submit')}
          pendingLabel={t('auth.signUp.pending')}
        />
      </form>
      <SocialSignIn role={role} termsAccepted={termsAccepted} />
      <p className="text-center text-muted-foreground text-sm">
        {t('auth.signUp.haveAccount')}{' '}
        <Button variant="link" className="text-sm" onClick={onSwitchToSignIn}>
          {t('auth.signUp.switchToSignIn')}
        </Button>
      </p>
    </div>
  );
}
