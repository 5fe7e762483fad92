import { currencyForCountry } from '@limpa/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CanadianProvinceField } from '@/components/forms/canadian-province-field';
import { CountrySelectField, PostalCodeField } from '@/components/forms/location-fields';
import { TextField } from '@/components/forms/text-field';
import { ONBOARDING_COUNTRIES, type Step1Values } from '../onboarding-schemas';
import { requiredLabel } from './required-label';
import { useStep1FieldError } from './use-step1-field-error';

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

  // Called where it renders: registration order is the order errors get focus.
  const cityField = () => ({
    ...register('city'),
    'aria-required': true,
    autoComplete: 'address-level2',
    maxLength: 120,
    error: fieldError(errors.city),
  });
  // Canada asks for it after the province, Portugal before the locality.
  const postalCodeField = () => (
    <PostalCodeField
      id="onboarding-postal-code"
      label={t('cleanerOnboarding.fields.postalCode')}
      error={fieldError(errors.postalCode)}
      country={country}
      registration={register('postalCode')}
    />
  );

  return (
    <>
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
        <CountrySelectField
          id="onboarding-country"
          label={requiredLabel(t('cleanerOnboarding.fields.country'))}
          error={fieldError(errors.country)}
          control={control}
          name="country"
          options={ONBOARDING_COUNTRIES.map((code) => ({
            value: code,
            label: t(`cleanerOnboarding.countries.${code}`),
          }))}
          onCountryChange={(value, previous) => {
            // The two countries share no province, district or postal code format.
            if (value !== previous) {
              setValue('provinceOrDistrict', '');
              setValue('postalCode', '');
            }
            clearErrors(['provinceOrDistrict', 'postalCode', 'city', 'addressLine2']);
          }}
          required
        />
        <TextField
          id="onboarding-currency"
          label={t('cleanerOnboarding.fields.currency')}
          value={currencyForCountry(country)}
          readOnly
          aria-describedby="onboarding-currency-hint"
          className="cursor-default border-dashed bg-muted text-muted-foreground shadow-none focus-visible:ring-0"
        />
      </div>
      <p id="onboarding-currency-hint" className="-mt-3 text-muted-foreground text-xs">
        {t('cleanerOnboarding.fields.currencyHint')}
      </p>

      <TextField
        id="onboarding-street"
        label={requiredLabel(t('cleanerOnboarding.fields.addressLine1'))}
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
            label={t('cleanerOnboarding.fields.unit')}
            error={fieldError(errors.addressLine2)}
            {...register('addressLine2')}
            autoComplete="address-line2"
            maxLength={200}
          />
          <TextField
            id="onboarding-city"
            label={requiredLabel(t('cleanerOnboarding.fields.city'))}
            {...cityField()}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <CanadianProvinceField
              id="onboarding-province"
              label={t('cleanerOnboarding.fields.province')}
              error={fieldError(errors.provinceOrDistrict)}
              control={control}
              name="provinceOrDistrict"
              placeholder={t('cleanerOnboarding.fields.provincePlaceholder')}
            />
            {postalCodeField()}
          </div>
        </>
      ) : (
        <>
          {postalCodeField()}
          <TextField
            id="onboarding-locality"
            label={requiredLabel(t('cleanerOnboarding.fields.locality'))}
            {...cityField()}
          />
          <TextField
            id="onboarding-district"
            label={t('cleanerOnboarding.fields.district')}
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
