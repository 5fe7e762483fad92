import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateProfile } from '../api/update-profile';
import {
  FULL_NAME_MAX_LENGTH,
  type ProfileFormValues,
  profileFormSchema,
  type ValidationKey,
} from '../schemas';

interface ProfileFormProps {
  fullName: string | null;
  phone: string | null;
  email: string;
}

/** Full name (required) and phone (optional, empty saved as null); the e-mail is shown read-only. */
export function ProfileForm({ fullName, phone, email }: ProfileFormProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { fullName: fullName ?? '', phone: phone ?? '' },
  });
  const fieldError = (message: string | undefined) =>
    message ? t(message as ValidationKey, { max: FULL_NAME_MAX_LENGTH }) : undefined;

  const onSubmit = handleSubmit((values) => {
    update.mutate(
      { fullName: values.fullName.trim(), phone: values.phone.trim() || null },
      {
        onSuccess: ({ profile }) => reset({ fullName: profile.fullName ?? '', phone: profile.phone ?? '' }),
      },
    );
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('customerProfile.details.title')}</CardTitle>
        <CardDescription>{t('customerProfile.details.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormField
            id="profile-full-name"
            label={t('customerProfile.fields.fullName')}
            error={fieldError(errors.fullName?.message)}
          >
            {(c) => (
              <Input
                {...c}
                {...register('fullName')}
                autoComplete="name"
                aria-required
                placeholder={t('customerProfile.placeholders.fullName')}
              />
            )}
          </FormField>
          <FormField
            id="profile-phone"
            label={t('customerProfile.fields.phone')}
            error={fieldError(errors.phone?.message)}
          >
            {(c) => (
              <Input
                {...c}
                {...register('phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={t('customerProfile.placeholders.phone')}
              />
            )}
          </FormField>
          <FormField
            id="profile-email"
            label={t('customerProfile.fields.email')}
            hint={t('customerProfile.emailHint')}
          >
            {(c) => (
              <Input
                {...c}
                type="email"
                value={email}
                readOnly
                autoComplete="off"
                className="cursor-default border-dashed bg-muted text-muted-foreground shadow-none focus-visible:ring-0"
              />
            )}
          </FormField>
          <Button
            type="submit"
            size="lg"
            className="mt-1 w-full sm:w-auto sm:self-end"
            disabled={!isDirty || update.isPending}
          >
            {update.isPending ? <Spinner /> : null}
            {update.isPending ? t('customerProfile.saving') : t('customerProfile.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
