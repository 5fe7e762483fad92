import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile } from '@limpa/contracts';
import { HOURLY_RATE_MAX, HOURLY_RATE_MIN } from '@limpa/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/forms/form-card';
import { HomeTypesField } from '@/components/forms/home-types-field';
import { PhoneField } from '@/components/forms/phone-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import {
  type CleanerProfileFormValues,
  cleanerProfileFormValues,
  toCleanerProfileBody,
} from '@/lib/cleaner-profile-form';
import { useUpdateCleanerProfile } from '../api/update-portal-profile';
import { type ProfileErrorKey, portalProfileSchema } from '../profile-schema';
import { ServicesChips } from './portal-services-chips';

/**
 * The portal's compact profile editor (docs/product-rules.md#validation): full name, phone, bio, hourly rate
 * (step 0.01), work radius (whole km), services offered and the home types taken → PATCH /api/v1/me/profile.
 */
export function ProfileTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateCleanerProfile();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<CleanerProfileFormValues>({
    resolver: zodResolver(portalProfileSchema),
    defaultValues: cleanerProfileFormValues(profile),
  });
  // The rate's message names the range it checks (the server's own sentence).
  const bounds = { min: HOURLY_RATE_MIN, max: HOURLY_RATE_MAX };
  const fieldError = (message: string | undefined) =>
    message ? t(message as ProfileErrorKey, bounds) : undefined;

  const onSubmit = handleSubmit((values) => {
    update.mutate(toCleanerProfileBody(values), {
      onSuccess: (session) => reset(cleanerProfileFormValues(session.profile)),
    });
  });

  return (
    <FormCard
      title={t('cleanerPortal.profile.heading')}
      description={t('cleanerPortal.profile.description')}
      onSubmit={onSubmit}
    >
      <TextField
        id="portal-full-name"
        label={t('cleanerPortal.profile.fullName')}
        error={fieldError(errors.fullName?.message)}
        {...register('fullName')}
        autoComplete="name"
        aria-required
      />
      <PhoneField
        id="portal-phone"
        label={t('cleanerPortal.profile.phone')}
        error={fieldError(errors.phone?.message)}
        {...register('phone')}
      />
      <FormField
        id="portal-bio"
        label={t('cleanerPortal.profile.bio')}
        error={fieldError(errors.bio?.message)}
      >
        {(c) => (
          <Textarea {...c} {...register('bio')} placeholder={t('cleanerPortal.profile.bioPlaceholder')} />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id="portal-hourly-rate"
          label={t('cleanerPortal.profile.hourlyRate', { currency: profile.currency ?? 'EUR' })}
          hint={t('cleanerPortal.profile.hourlyRateHint')}
          error={fieldError(errors.hourlyRate?.message)}
          {...register('hourlyRate')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={HOURLY_RATE_MIN}
          max={HOURLY_RATE_MAX}
          autoComplete="off"
          className="tabular"
        />
        <TextField
          id="portal-work-radius"
          label={t('cleanerPortal.profile.workRadius')}
          hint={t('cleanerPortal.profile.workRadiusHint')}
          error={fieldError(errors.workRadiusKm?.message)}
          {...register('workRadiusKm')}
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          autoComplete="off"
          className="tabular"
        />
      </div>
      <Controller
        control={control}
        name="servicesOffered"
        render={({ field }) => (
          <ServicesChips value={field.value} onChange={field.onChange} disabled={update.isPending} />
        )}
      />
      <Controller
        control={control}
        name="homeTypes"
        render={({ field }) => (
          <HomeTypesField
            label={t('cleanerPortal.profile.homeTypes')}
            value={field.value}
            onChange={field.onChange}
            country={profile.country}
            disabled={update.isPending}
            error={fieldError(errors.homeTypes?.message)}
          />
        )}
      />
      <SubmitButton
        className="mt-1 w-full sm:w-auto sm:self-end"
        pending={update.isPending}
        disabled={!isDirty || update.isPending}
        label={t('cleanerPortal.profile.save')}
        pendingLabel={t('cleanerPortal.profile.saving')}
      />
    </FormCard>
  );
}
