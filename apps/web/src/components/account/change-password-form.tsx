import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@limpa/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormCard } from '@/components/forms/form-card';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePassword } from '@/lib/api/change-password';
import { isApiError } from '@/lib/api-client';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';
import '@/lib/strings/account';

/** Messages are `validation.*` keys, translated under each field. */
const schema = z
  .object({
    currentPassword: z.string().min(1, 'validation.passwordRequired'),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, 'validation.passwordMin')
      .max(PASSWORD_MAX_LENGTH, 'validation.passwordMax'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDoNotMatch',
  });
type Values = z.infer<typeof schema>;

/** "Change password" in both profiles: the current password, the new one twice; other devices sign out. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  // Schema messages are keys; the server's messages (set with setError) are already sentences.
  const message = (key: string | undefined) =>
    key
      ? (t as (k: string, o: object) => string)(key, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
      : undefined;

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset();
          toast.success(t('account.changePassword.done'), {
            description: t('account.changePassword.doneDescription'),
          });
        },
        onError: (error) => {
          const detail = errorDescription(error);
          if (isApiError(error) && error.code === 'wrong_password') {
            setError('currentPassword', { message: detail }, { shouldFocus: true });
          } else if (isApiError(error) && error.code === 'same_password') {
            setError('newPassword', { message: detail }, { shouldFocus: true });
          } else {
            toast.error(t('account.changePassword.failed'), { description: detail });
          }
        },
      },
    );
  });

  return (
    <FormCard
      title={t('account.changePassword.title')}
      description={t('account.changePassword.description')}
      onSubmit={onSubmit}
    >
      <FormField
        id="change-password-current"
        label={t('account.changePassword.current')}
        error={message(errors.currentPassword?.message)}
      >
        {(c) => <PasswordInput {...c} {...register('currentPassword')} autoComplete="current-password" />}
      </FormField>
      <FormField
        id="change-password-new"
        label={t('account.changePassword.new')}
        hint={t('account.changePassword.newHint', { min: PASSWORD_MIN_LENGTH })}
        error={message(errors.newPassword?.message)}
      >
        {(c) => <PasswordInput {...c} {...register('newPassword')} autoComplete="new-password" />}
      </FormField>
      <FormField
        id="change-password-confirm"
        label={t('account.changePassword.confirm')}
        error={message(errors.confirmPassword?.message)}
      >
        {(c) => <PasswordInput {...c} {...register('confirmPassword')} autoComplete="new-password" />}
      </FormField>
      <SubmitButton
        className="mt-1 w-full sm:w-auto sm:self-end"
        pending={change.isPending}
        label={t('account.changePassword.submit')}
        pendingLabel={t('account.changePassword.pending')}
      />
    </FormCard>
  );
}
