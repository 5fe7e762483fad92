import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile } from '@limpa/contracts';
import { CLEANER_DEFAULT_HOURLY_RATE, HOURLY_RATE_MAX, HOURLY_RATE_MIN } from '@limpa/domain';
import type { TFunction } from 'i18next';
import { Pencil } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HomeTypesField, HomeTypesText } from '@/components/forms/home-types-field';
import { PhoneField } from '@/components/forms/phone-field';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import {
  type CleanerProfileFormValues,
  cleanerProfileFormValues,
  toCleanerProfileBody,
} from '@/lib/cleaner-profile-form';
import { formatMoney } from '@/lib/format';
import { useUpdateProfile } from '../api/update-cleaner-profile';
import {
  type ProfileValidationKey,
  profileFormSchema,
  WORK_RADIUS_MAX_KM,
  WORK_RADIUS_MIN_KM,
} from '../cleaner-profile-schemas';
import { useEditMode } from '../use-edit-mode';
import { EditActions } from './edit-actions';
import { ServicesChips } from './profile-services-chips';

/** "€22.50 / hour"; without a currency (setup not done) the plain amount. */
export function formatRate(rate: number, currency: string | null): string {
  return currency ? formatMoney(Math.round(rate * 100), currency) : rate.toFixed(2);
}

/** "Hourly rate (EUR)", or "Hourly rate" while the country (and so the currency) is not set. */
function rateLabel(t: TFunction, currency: string | null): string {
  return currency
    ? t('cleanerProfile.fields.hourlyRateIn', { currency })
    : t('cleanerProfile.fields.hourlyRate');
}

/**
 * Name, phone, bio, hourly rate, work radius, services and the home types taken: shown as text, or, after "Edit Profile",
 * as a form whose Save really saves (docs/product-rules.md#cleaners) and whose Cancel puts everything back.
 */
export function ProfileDetailsCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  // Back in view mode after Save or Cancel: focus returns to the edit button.
  const { editing, open, close, editButton } = useEditMode();

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{t('cleanerProfile.details.title')}</CardTitle>
          <CardDescription>{t('cleanerProfile.details.description')}</CardDescription>
        </div>
        {editing ? null : (
          <Button ref={editButton} variant="outline" size="sm" onClick={open}>
            <Pencil aria-hidden />
            {t('cleanerProfile.details.edit')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? <ProfileEditForm profile={profile} onDone={close} /> : <ProfileView profile={profile} />}
      </CardContent>
    </Card>
  );
}

function ProfileView({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const notSet = <span className="text-muted-foreground">{t('cleanerProfile.details.notSet')}</span>;
  return (
    <dl className="flex flex-col gap-4">
      <Row label={t('cleanerProfile.fields.fullName')}>{profile.fullName || notSet}</Row>
      <Row label={t('cleanerProfile.fields.phone')}>{profile.phone || notSet}</Row>
      <Row label={t('cleanerProfile.fields.bio')}>
        {profile.bio ? <span className="whitespace-pre-line">{profile.bio}</span> : notSet}
      </Row>
      <div className="grid grid-cols-2 gap-4">
        <Row label={rateLabel(t, profile.currency)}>
          {profile.hourlyRate === null ? (
            notSet
          ) : (
            <span className="tabular-nums">
              {t('cleanerProfile.fields.perHour', {
                amount: formatRate(profile.hourlyRate, profile.currency),
              })}
            </span>
          )}
        </Row>
        <Row label={t('cleanerProfile.fields.workRadius')}>
          <span className="tabular-nums">
            {t('cleanerProfile.fields.workRadiusValue', { count: profile.workRadiusKm })}
          </span>
        </Row>
      </div>
      <Row label={t('cleanerProfile.fields.services')}>
        <ServicesChips value={profile.servicesOffered} />
      </Row>
      <Row label={t('cleanerProfile.fields.homeTypes')}>
        <HomeTypesText value={profile.homeTypes} country={profile.country} />
      </Row>
    </dl>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{label}</dt>
      <dd className="min-w-0 text-base">{children}</dd>
    </div>
  );
}

function ProfileEditForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isDirty },
  } = useForm<CleanerProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: cleanerProfileFormValues(profile),
  });

  useEffect(() => setFocus('fullName'), [setFocus]);

  // The rate's message names the range it checks (the server's own sentence).
  const bounds = { min: HOURLY_RATE_MIN, max: HOURLY_RATE_MAX };
  const fieldError = (error: FieldError | undefined) =>
    error?.message ? t(error.message as ProfileValidationKey, bounds) : undefined;

  const onValid = (values: CleanerProfileFormValues) => {
    update.mutate(toCleanerProfileBody(values), { onSuccess: onDone });
  };

  const cancel = () => {
    reset(cleanerProfileFormValues(profile));
    onDone();
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-5">
      <TextField
        id="cleaner-full-name"
        label={t('cleanerProfile.fields.fullName')}
        error={fieldError(errors.fullName)}
        {...register('fullName')}
        aria-required
        autoComplete="name"
        maxLength={120}
      />
      <PhoneField
        id="cleaner-phone"
        label={t('cleanerProfile.fields.phone')}
        error={fieldError(errors.phone)}
        {...register('phone')}
        maxLength={40}
      />
      <FormField id="cleaner-bio" label={t('cleanerProfile.fields.bio')} error={fieldError(errors.bio)}>
        {(c) => (
          <Textarea
            {...c}
            {...register('bio')}
            maxLength={1000}
            placeholder={t('cleanerProfile.fields.bioPlaceholder')}
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id="cleaner-hourly-rate"
          label={rateLabel(t, profile.currency)}
          error={fieldError(errors.hourlyRate)}
          hint={t('cleanerProfile.fields.hourlyRateHint')}
          {...register('hourlyRate')}
          type="number"
          inputMode="decimal"
          min={HOURLY_RATE_MIN}
          max={HOURLY_RATE_MAX}
          step={0.01}
          placeholder={CLEANER_DEFAULT_HOURLY_RATE.toFixed(2)}
          className="tabular-nums"
        />
        <TextField
          id="cleaner-work-radius"
          label={t('cleanerProfile.fields.workRadius')}
          error={fieldError(errors.workRadiusKm)}
          {...register('workRadiusKm')}
          type="number"
          inputMode="numeric"
          min={WORK_RADIUS_MIN_KM}
          max={WORK_RADIUS_MAX_KM}
          step={1}
          aria-required
          className="tabular-nums"
        />
      </div>
      <div className="flex flex-col gap-2">
        <p id="cleaner-services-label" className="font-medium text-sm">
          {t('cleanerProfile.fields.services')}
        </p>
        <Controller
          control={control}
          name="servicesOffered"
          render={({ field }) => (
            <ServicesChips
              value={field.value}
              onChange={field.onChange}
              disabled={update.isPending}
              labelledBy="cleaner-services-label"
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="homeTypes"
        render={({ field }) => (
          <HomeTypesField
            label={t('cleanerProfile.fields.homeTypes')}
            value={field.value}
            onChange={field.onChange}
            country={profile.country}
            disabled={update.isPending}
            error={fieldError(errors.homeTypes as FieldError | undefined)}
          />
        )}
      />
      <EditActions
        className="pt-1"
        pending={update.isPending}
        canSave={isDirty}
        onCancel={cancel}
        labels={{
          cancel: t('cleanerProfile.details.cancel'),
          save: t('cleanerProfile.details.save'),
          saving: t('cleanerProfile.details.saving'),
        }}
      />
    </form>
  );
}
