import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/forms/form-card';
import { PhoneField } from '@/components/forms/phone-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useUpdateProfile } from '../api/update-customer-profile';
import {
  FULL_NAME_MAX_LENGTH,
  type ProfileFormValues,
  profileFormSchema,
  type ValidationKey,
} from '../customer-profile-schemas';

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
    <FormCard
      title={t('customerProfile.details.title')}
      description={t('customerProfile.details.description')}
      onSubmit={onSubmit}
    >
      <TextField
        id="profile-full-name"
        label={t('customerProfile.fields.fullName')}
        error={fieldError(errors.fullName?.message)}
        {...register('fullName')}
        autoComplete="name"
        aria-required
        placeholder={t('customerProfile.placeholders.fullName')}
      />
      <PhoneField
        id="profile-phone"
        label={t('customerProfile.fields.phone')}
        error={fieldError(errors.phone?.message)}
        {...register('phone')}
        placeholder={t('customerProfile.placeholders.phone')}
      />
      <TextField
        id="profile-email"
        label={t('customerProfile.fields.email')}
        hint={t('customerProfile.emailHint')}
        type="email"
        value={email}
        readOnly
        autoComplete="off"
        className="cursor-default border-dashed bg-muted text-muted-foreground shadow-none focus-visible:ring-0"
      />
      <SubmitButton
        className="mt-1 w-full sm:w-auto sm:self-end"
        pending={update.isPending}
        disabled={!isDirty || update.isPending}
        label={t('customerProfile.save')}
        pendingLabel={t('customerProfile.saving')}
      />
    </FormCard>
  );
}
