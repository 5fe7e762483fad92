import { currencyForCountry } from '@limpa/domain';
import type { ChangeEvent } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CanadianProvinceField } from '@/components/forms/canadian-province-field';
import { TextField } from '@/components/forms/text-field';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatAsYouType } from '@/lib/format-as-you-type';
import { formatPostalCode, ONBOARDING_COUNTRIES, type OnboardingCountry, type Step1Values } from '../schemas';
import { requiredLabel } from './required-label';
import { useStep1FieldError } from './use-step1-field-error';

/** Format examples, the same in every language. */
const POSTAL_CODE_PLACEHOLDERS: Record<OnboardingCountry, string> = { CA: 'M5V 3A4', PT: '1000-001' };

/**
 * Step 1's location: country (the currency follows), street, then Canada's unit, city, province and
 * postal code, or Portugal's postal code, locality and district.
 */
export function LocationFields() {
  const { t } = useTranslation();
  const fieldError = useStep1FieldError();
  const {
    control,
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<Step1Values>();
  const country = useWatch({ control, name: 'country' });

  const postalCode = register('postalCode');
  const postalCodeField = {
    ...postalCode,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      formatAsYouType(event.target, (value) => formatPostalCode(value, country));
      return postalCode.onChange(event);
    },
    id: 'onboarding-postal-code',
    label: t('providerOnboarding.fields.postalCode'),
    error: fieldError(errors.postalCode),
    autoComplete: 'postal-code',
  };
  // Called where it renders: registration order is the order errors get focus.
  const cityField = () => ({
    ...register('city'),
    'aria-required': true,
    autoComplete: 'address-level2',
    maxLength: 120,
    error: fieldError(errors.city),
  });

  return (
    <>
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
        <FormField
          id="onboarding-country"
          label={requiredLabel(t('providerOnboarding.fields.country'))}
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
        <TextField
          id="onboarding-currency"
          label={t('providerOnboarding.fields.currency')}
          value={currencyForCountry(country)}
          readOnly
          aria-describedby="onboarding-currency-hint"
          className="cursor-default border-dashed bg-muted text-muted-foreground shadow-none focus-visible:ring-0"
        />
      </div>
      <p id="onboarding-currency-hint" className="-mt-3 text-muted-foreground text-xs">
        {t('providerOnboarding.fields.currencyHint')}
      </p>

      <TextField
        id="onboarding-street"
        label={requiredLabel(t('providerOnboarding.fields.addressLine1'))}
        error={fieldError(errors.addressLine1)}
        {...register('addressLine1')}
        aria-required
        autoComplete="address-line1"
        maxLength={200}
      />

      {country === 'CA' ? (
        <>
          <TextField
            id="onboarding-unit"
            label={t('providerOnboarding.fields.unit')}
            error={fieldError(errors.addressLine2)}
            {...register('addressLine2')}
            autoComplete="address-line2"
            maxLength={200}
          />
          <TextField
            id="onboarding-city"
            label={requiredLabel(t('providerOnboarding.fields.city'))}
            {...cityField()}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <CanadianProvinceField
              id="onboarding-province"
              label={t('providerOnboarding.fields.province')}
              error={fieldError(errors.provinceOrDistrict)}
              control={control}
              name="provinceOrDistrict"
              placeholder={t('providerOnboarding.fields.provincePlaceholder')}
            />
            <TextField
              {...postalCodeField}
              autoCapitalize="characters"
              placeholder={POSTAL_CODE_PLACEHOLDERS.CA}
              maxLength={7}
            />
          </div>
        </>
      ) : (
        <>
          <TextField
            {...postalCodeField}
            inputMode="numeric"
            placeholder={POSTAL_CODE_PLACEHOLDERS.PT}
            maxLength={8}
          />
          <TextField
            id="onboarding-locality"
            label={requiredLabel(t('providerOnboarding.fields.locality'))}
            {...cityField()}
          />
          <TextField
            id="onboarding-district"
            label={t('providerOnboarding.fields.district')}
            error={fieldError(errors.provinceOrDistrict)}
            {...register('provinceOrDistrict')}
            autoComplete="address-level1"
            maxLength={60}
          />
        </>
      )}
    </>
  );
}
