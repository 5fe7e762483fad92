import { zodResolver } from '@hookform/resolvers/zod';
import { ONBOARDING_MESSAGES, type Profile } from '@limpa/contracts';
import { CANADIAN_PROVINCES, currencyForCountry } from '@limpa/domain';
import { Bike, Bus, Car } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId } from 'react';
import { Controller, type FieldError, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioGroup, RadioGroupCard } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { isApiError } from '@/lib/api-client';
import { useSaveOnboardingStep } from '../api/save-onboarding-step';
import {
  formatPostalCode,
  ONBOARDING_COUNTRIES,
  type OnboardingCountry,
  type OnboardingValidationKey,
  REQUIRED_KEY,
  STEP1_FIELDS,
  type Step1Field,
  type Step1Output,
  type Step1Values,
  step1Defaults,
  step1FieldForPath,
  step1Schema,
  TRANSPORT_TYPES,
  toStep1Body,
} from '../schemas';
import { PhotoField } from './photo-field';
import { WizardFooter } from './wizard-footer';

/** Format examples, the same in every language. */
const POSTAL_CODE_PLACEHOLDERS: Record<OnboardingCountry, string> = { CA: 'M5V 3A4', PT: '1000-001' };
const TRANSPORT_ICONS = { car: Car, bus: Bus, biking: Bike } as const;

function isValidationKey(message: string): message is OnboardingValidationKey {
  return message.startsWith('providerOnboarding.validation.');
}

interface BasicInfoStepProps {
  profile: Profile;
  onBack: () => void;
  onSaved: () => void;
}

/** Step 1 "Basic Profile Info": photo, names, phone, country (currency follows), address, transport. */
export function BasicInfoStep({ profile, onBack, onSaved }: BasicInfoStepProps) {
  const { t } = useTranslation();
  const transportLabelId = useId();
  const save = useSaveOnboardingStep();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    clearErrors,
    formState: { errors },
  } = useForm<Step1Values, unknown, Step1Output>({
    resolver: zodResolver(step1Schema),
    defaultValues: step1Defaults(profile),
  });
  const country = useWatch({ control, name: 'country' });
  const firstName = useWatch({ control, name: 'firstName' });
  const lastName = useWatch({ control, name: 'lastName' });

  const fieldError = (error: FieldError | undefined): string | undefined => {
    const message = error?.message;
    if (!message) return undefined;
    if (isValidationKey(message)) return t(message);
    // The server's generic "required" reads better per field; its other messages are shown as sent.
    return message === ONBOARDING_MESSAGES.required ? t(REQUIRED_KEY) : message;
  };

  /** The server's field problems (`body.city`) go under their fields; the toast shows its summary. */
  const showServerErrors = (error: unknown) => {
    if (!isApiError(error) || !error.errors) return;
    const fields = new Map<Step1Field, string>();
    for (const issue of error.errors) {
      const field = step1FieldForPath(issue.path);
      if (field && !fields.has(field)) fields.set(field, issue.message);
    }
    for (const [field, message] of fields) setError(field, { type: 'server', message });
    const first = STEP1_FIELDS.find((field) => fields.has(field));
    if (first) setFocus(first);
  };

  const onValid = (values: Step1Output) => {
    save.mutate({ step: 1, body: toStep1Body(values) }, { onSuccess: onSaved, onError: showServerErrors });
  };

  const postalCode = register('postalCode');
  const onPostalCodeChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const next = formatPostalCode(input.value, country);
    if (next !== input.value) {
      const { selectionStart, selectionEnd } = input;
      const sameLength = next.length === input.value.length;
      input.value = next;
      if (sameLength && selectionStart !== null && selectionEnd !== null) {
        input.setSelectionRange(selectionStart, selectionEnd);
      }
    }
    return postalCode.onChange(event);
  };

  const required = (label: string): ReactNode => (
    <>
      {label}
      <span aria-hidden className="ml-0.5 text-destructive-text">
        *
      </span>
    </>
  );

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-6">
      <p className="text-muted-foreground text-sm">{t('providerOnboarding.requiredNote')}</p>

      <Section title={t('providerOnboarding.sections.photo')}>
        <PhotoField
          name={`${firstName} ${lastName}`.trim() || profile.fullName}
          avatarUrl={profile.avatarUrl}
        />
      </Section>

      <Section title={t('providerOnboarding.sections.contact')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="onboarding-first-name"
            label={required(t('providerOnboarding.fields.firstName'))}
            error={fieldError(errors.firstName)}
          >
            {(c) => (
              <Input
                {...c}
                {...register('firstName')}
                aria-required
                autoComplete="given-name"
                maxLength={99}
              />
            )}
          </FormField>
          <FormField
            id="onboarding-last-name"
            label={required(t('providerOnboarding.fields.lastName'))}
            error={fieldError(errors.lastName)}
          >
            {(c) => (
              <Input
                {...c}
                {...register('lastName')}
                aria-required
                autoComplete="family-name"
                maxLength={99}
              />
            )}
          </FormField>
        </div>
        <FormField
          id="onboarding-phone"
          label={required(t('providerOnboarding.fields.phone'))}
          error={fieldError(errors.phone)}
        >
          {(c) => (
            <Input
              {...c}
              {...register('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              aria-required
              maxLength={40}
            />
          )}
        </FormField>
      </Section>

      <Section title={t('providerOnboarding.sections.location')}>
        <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
          <FormField
            id="onboarding-country"
            label={required(t('providerOnboarding.fields.country'))}
            error={fieldError(errors.country)}
          >
            {(c) => (
              <Controller
                control={control}
                name="country"
                render={({ field }) => (
                  <Select
                    value={field.value}
                    name={field.name}
                    onValueChange={(value) => {
                      field.onChange(value);
                      // The two countries share no province, district or postal code format.
                      if (value !== field.value) {
                        setValue('provinceOrDistrict', '');
                        setValue('postalCode', '');
                      }
                      clearErrors(['provinceOrDistrict', 'postalCode', 'city', 'addressLine2']);
                    }}
                  >
                    <SelectTrigger {...c} ref={field.ref} onBlur={field.onBlur} aria-required>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {ONBOARDING_COUNTRIES.map((code) => (
                        <SelectItem key={code} value={code}>
                          {t(`providerOnboarding.countries.${code}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <FormField id="onboarding-currency" label={t('providerOnboarding.fields.currency')}>
            {(c) => (
              <Input
                {...c}
                value={currencyForCountry(country)}
                readOnly
                aria-describedby="onboarding-currency-hint"
                className="cursor-default border-dashed bg-muted text-muted-foreground shadow-none focus-visible:ring-0"
              />
            )}
          </FormField>
        </div>
        <p id="onboarding-currency-hint" className="-mt-3 text-muted-foreground text-xs">
          {t('providerOnboarding.fields.currencyHint')}
        </p>

        <FormField
          id="onboarding-street"
          label={required(t('providerOnboarding.fields.addressLine1'))}
          error={fieldError(errors.addressLine1)}
        >
          {(c) => (
            <Input
              {...c}
              {...register('addressLine1')}
              aria-required
              autoComplete="address-line1"
              maxLength={200}
            />
          )}
        </FormField>

        {country === 'CA' ? (
          <>
            <FormField
              id="onboarding-unit"
              label={t('providerOnboarding.fields.unit')}
              error={fieldError(errors.addressLine2)}
            >
              {(c) => (
                <Input {...c} {...register('addressLine2')} autoComplete="address-line2" maxLength={200} />
              )}
            </FormField>
            <FormField
              id="onboarding-city"
              label={required(t('providerOnboarding.fields.city'))}
              error={fieldError(errors.city)}
            >
              {(c) => (
                <Input
                  {...c}
                  {...register('city')}
                  aria-required
                  autoComplete="address-level2"
                  maxLength={120}
                />
              )}
            </FormField>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField
                id="onboarding-province"
                label={t('providerOnboarding.fields.province')}
                error={fieldError(errors.provinceOrDistrict)}
              >
                {(c) => (
                  <Controller
                    control={control}
                    name="provinceOrDistrict"
                    render={({ field }) => (
                      <Select value={field.value} name={field.name} onValueChange={field.onChange}>
                        <SelectTrigger {...c} ref={field.ref} onBlur={field.onBlur}>
                          <SelectValue placeholder={t('providerOnboarding.fields.provincePlaceholder')} />
                        </SelectTrigger>
                        <SelectContent>
                          {CANADIAN_PROVINCES.map((province) => (
                            <SelectItem key={province.code} value={province.code}>
                              {province.name}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  />
                )}
              </FormField>
              <FormField
                id="onboarding-postal-code"
                label={t('providerOnboarding.fields.postalCode')}
                error={fieldError(errors.postalCode)}
              >
                {(c) => (
                  <Input
                    {...c}
                    {...postalCode}
                    onChange={onPostalCodeChange}
                    autoComplete="postal-code"
                    autoCapitalize="characters"
                    placeholder={POSTAL_CODE_PLACEHOLDERS.CA}
                    maxLength={7}
                  />
                )}
              </FormField>
            </div>
          </>
        ) : (
          <>
            <FormField
              id="onboarding-postal-code"
              label={t('providerOnboarding.fields.postalCode')}
              error={fieldError(errors.postalCode)}
            >
              {(c) => (
                <Input
                  {...c}
                  {...postalCode}
                  onChange={onPostalCodeChange}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  placeholder={POSTAL_CODE_PLACEHOLDERS.PT}
                  maxLength={8}
                />
              )}
            </FormField>
            <FormField
              id="onboarding-locality"
              label={required(t('providerOnboarding.fields.locality'))}
              error={fieldError(errors.city)}
            >
              {(c) => (
                <Input
                  {...c}
                  {...register('city')}
                  aria-required
                  autoComplete="address-level2"
                  maxLength={120}
                />
              )}
            </FormField>
            <FormField
              id="onboarding-district"
              label={t('providerOnboarding.fields.district')}
              error={fieldError(errors.provinceOrDistrict)}
            >
              {(c) => (
                <Input
                  {...c}
                  {...register('provinceOrDistrict')}
                  autoComplete="address-level1"
                  maxLength={60}
                />
              )}
            </FormField>
          </>
        )}
      </Section>

      <Section title={t('providerOnboarding.sections.transport')}>
        <div className="flex flex-col gap-3">
          <p id={transportLabelId} className="font-medium text-sm">
            {required(t('providerOnboarding.fields.transport'))}
          </p>
          <Controller
            control={control}
            name="transportType"
            render={({ field }) => (
              <RadioGroup
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                aria-labelledby={transportLabelId}
                aria-required
                aria-invalid={errors.transportType ? true : undefined}
                aria-describedby={errors.transportType ? 'onboarding-transport-error' : undefined}
                className="grid-cols-3"
              >
                {TRANSPORT_TYPES.map((type) => {
                  const Icon = TRANSPORT_ICONS[type];
                  return (
                    <RadioGroupCard key={type} value={type} className="min-h-16 flex-col gap-1">
                      <Icon aria-hidden className="size-5" />
                      {t(`providerOnboarding.transport.${type}`)}
                    </RadioGroupCard>
                  );
                })}
              </RadioGroup>
            )}
          />
          {errors.transportType ? (
            <p id="onboarding-transport-error" className="font-medium text-destructive-text text-sm">
              {fieldError(errors.transportType)}
            </p>
          ) : null}
        </div>
      </Section>

      <WizardFooter step={1} onBack={onBack} pending={save.isPending} />
    </form>
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
