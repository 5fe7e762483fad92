import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/forms/form-card';
import { PhoneField } from '@/components/forms/phone-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { showServerFieldErrors } from '@/lib/server-field-errors';
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
  taxId: string | null;
  email: string;
}

const FIELD_ORDER = ['fullName', 'phone', 'taxId'] as const;
const fieldForPath = (path: string) => FIELD_ORDER.find((field) => path === `body.${field}`);

/**
 * Full name (required), phone and tax number (optional, empty saved as null); the e-mail is shown read-only.
 * The tax number is for Portuguese invoices but offered to everyone (docs/product-rules.md#invoices).
 */
export function ProfileForm({ fullName, phone, taxId, email }: ProfileFormProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { fullName: fullName ?? '', phone: phone ?? '', taxId: taxId ?? '' },
  });
  // Our checks give keys; the server's field messages come already in the person's language.
  const fieldError = (error: FieldError | undefined) => {
    if (!error?.message) return undefined;
    return error.type === 'server'
      ? error.message
      : t(error.message as ValidationKey, { max: FULL_NAME_MAX_LENGTH });
  };

  const onSubmit = handleSubmit((values) => {
    update.mutate(
      {
        fullName: values.fullName.trim(),
        phone: values.phone.trim() || null,
        taxId: values.taxId.trim() || null,
      },
      {
        onSuccess: ({ profile }) =>
          reset({ fullName: profile.fullName ?? '', phone: profile.phone ?? '', taxId: profile.taxId ?? '' }),
        onError: (error) =>
          showServerFieldErrors(error, { fieldForPath, order: FIELD_ORDER, setError, setFocus }),
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
        error={fieldError(errors.fullName)}
        {...register('fullName')}
        autoComplete="name"
        aria-required
        placeholder={t('customerProfile.placeholders.fullName')}
      />
      <PhoneField
        id="profile-phone"
        label={t('customerProfile.fields.phone')}
        error={fieldError(errors.phone)}
        {...register('phone')}
        placeholder={t('customerProfile.placeholders.phone')}
      />
      <TextField
        id="profile-tax-id"
        label={t('customerProfile.fields.taxId')}
        hint={t('customerProfile.taxIdHint')}
        error={fieldError(errors.taxId)}
        {...register('taxId')}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('customerProfile.placeholders.taxId')}
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
