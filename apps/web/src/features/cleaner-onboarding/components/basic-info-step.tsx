import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile } from '@limpa/contracts';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '@/components/forms/phone-field';
import { TextField } from '@/components/forms/text-field';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useSaveOnboardingStep } from '../api/save-onboarding-step';
import {
  STEP1_FIELDS,
  type Step1Output,
  type Step1Values,
  step1Defaults,
  step1FieldForPath,
  step1Schema,
  toStep1Body,
} from '../onboarding-schemas';
import { LocationFields } from './onboarding-location-fields';
import { PhotoField } from './photo-field';
import { requiredLabel } from './required-label';
import { TransportPicker } from './transport-picker';
import { useStep1FieldError } from './use-step1-field-error';
import { WizardFooter } from './wizard-footer';

interface BasicInfoStepProps {
  profile: Profile;
  onBack: () => void;
  onSaved: () => void;
}

/** Step 1 "Basic Profile Info": photo, names, phone, country (currency follows), address, transport. */
export function BasicInfoStep({ profile, onBack, onSaved }: BasicInfoStepProps) {
  const { t } = useTranslation();
  const save = useSaveOnboardingStep();
  const form = useForm<Step1Values, unknown, Step1Output>({
    resolver: zodResolver(step1Schema),
    defaultValues: step1Defaults(profile),
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = form;
  const firstName = useWatch({ control, name: 'firstName' });
  const lastName = useWatch({ control, name: 'lastName' });

  const fieldError = useStep1FieldError();
  const showServerErrors = (error: unknown) =>
    showServerFieldErrors(error, {
      fieldForPath: step1FieldForPath,
      order: STEP1_FIELDS,
      setError,
      setFocus,
    });

  const onValid = (values: Step1Output) => {
    save.mutate({ step: 1, body: toStep1Body(values) }, { onSuccess: onSaved, onError: showServerErrors });
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-6">
        <p className="text-muted-foreground text-sm">{t('cleanerOnboarding.requiredNote')}</p>

        <Section title={t('cleanerOnboarding.sections.photo')}>
          <PhotoField
            name={`${firstName} ${lastName}`.trim() || profile.fullName}
            avatarUrl={profile.avatarUrl}
          />
        </Section>

        <Section title={t('cleanerOnboarding.sections.contact')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="onboarding-first-name"
              label={requiredLabel(t('cleanerOnboarding.fields.firstName'))}
              error={fieldError(errors.firstName)}
              {...register('firstName')}
              aria-required
              autoComplete="given-name"
              maxLength={99}
            />
            <TextField
              id="onboarding-last-name"
              label={requiredLabel(t('cleanerOnboarding.fields.lastName'))}
              error={fieldError(errors.lastName)}
              {...register('lastName')}
              aria-required
              autoComplete="family-name"
              maxLength={99}
            />
          </div>
          <PhoneField
            id="onboarding-phone"
            label={requiredLabel(t('cleanerOnboarding.fields.phone'))}
            error={fieldError(errors.phone)}
            {...register('phone')}
            aria-required
            maxLength={40}
          />
        </Section>

        <Section title={t('cleanerOnboarding.sections.location')}>
          <LocationFields />
        </Section>

        <Section title={t('cleanerOnboarding.sections.transport')}>
          <TransportPicker />
        </Section>

        <WizardFooter step={1} onBack={onBack} pending={save.isPending} />
      </form>
    </FormProvider>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-5">
      <h3 className="font-semibold text-base">{title}</h3>
      {children}
    </section>
  );
}
