import {
  COUNTRIES,
  currencyForCountry,
  PORTUGUESE_AUTONOMOUS_REGIONS,
  PORTUGUESE_DISTRICTS,
} from '@limpa/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CanadianProvinceField } from '@/components/forms/canadian-province-field';
import { ControlledField } from '@/components/forms/controlled-field';
import { CountrySelectField, PostalCodeField } from '@/components/forms/location-fields';
import { TextField } from '@/components/forms/text-field';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import type { AddressFormValues } from '../address-schemas';
import { CountryFlag } from './country-flag';
import { FormSection } from './form-section';
import { useAddressFieldError } from './use-address-field-error';

/** Radix Select items cannot have an empty value: this one stands for "no district". */
const NO_DISTRICT = '__none__';

/**
 * Country, street, unit, then Canada's city and province or Portugal's locality (its city, required: the
 * address is written and matched to cleaners by it) and district, postal code, and the currency the
 * country's prices are in.
 */
export function AddressLocationFields() {
  const { t } = useTranslation();
  const fieldError = useAddressFieldError();
  const {
    control,
    register,
    clearErrors,
    formState: { errors },
  } = useFormContext<AddressFormValues>();
  const country = useWatch({ control, name: 'country' });
  const currency = currencyForCountry(country);

  return (
    <FormSection title={t('addresses.form.addressSection')}>
      <CountrySelectField
        id="address-country"
        label={t('addresses.form.country')}
        error={fieldError(errors.country)}
        control={control}
        name="country"
        options={COUNTRIES.map(({ id }) => ({
          value: id,
          label: t(`addresses.countries.${id}`),
          icon: <CountryFlag country={id} />,
        }))}
        onCountryChange={() => clearErrors(['city', 'province', 'postalCode', 'locality', 'district'])}
      />
      <TextField
        id="address-street"
        label={t('addresses.form.streetAddress')}
        error={fieldError(errors.streetAddress)}
        {...register('streetAddress')}
        autoComplete="address-line1"
        maxLength={200}
      />
      <TextField
        id="address-unit"
        label={t('addresses.form.unitNumber')}
        error={fieldError(errors.unitNumber)}
        {...register('unitNumber')}
        autoComplete="address-line2"
        maxLength={40}
      />

      {country === 'canada' ? (
        <>
          <TextField
            id="address-city"
            label={t('addresses.form.city')}
            error={fieldError(errors.city)}
            {...register('city')}
            aria-required
            autoComplete="address-level2"
            maxLength={100}
          />
          <CanadianProvinceField
            id="address-province"
            label={t('addresses.form.province')}
            error={fieldError(errors.province)}
            control={control}
            name="province"
            placeholder={t('addresses.form.provincePlaceholder')}
          />
        </>
      ) : (
        <>
          <TextField
            id="address-locality"
            label={t('addresses.form.locality')}
            error={fieldError(errors.locality)}
            {...register('locality')}
            aria-required
            autoComplete="address-level2"
            maxLength={100}
          />
          <ControlledField
            id="address-district"
            label={t('addresses.form.district')}
            error={fieldError(errors.district)}
            control={control}
            name="district"
            render={(field, c) => (
              <Select
                value={field.value}
                name={field.name}
                onValueChange={(value) => field.onChange(value === NO_DISTRICT ? '' : value)}
              >
                <SelectTrigger {...c} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue placeholder={t('addresses.form.districtPlaceholder')} />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_DISTRICT}>{t('addresses.form.noDistrict')}</SelectItem>
                  <SelectSeparator />
                  <SelectGroup>
                    <SelectLabel>{t('addresses.form.districtsGroup')}</SelectLabel>
                    {PORTUGUESE_DISTRICTS.map((district) => (
                      <SelectItem key={district} value={district}>
                        {district}
                      </SelectItem>
                    ))}
                  </SelectGroup>
                  <SelectSeparator />
                  <SelectGroup>
                    <SelectLabel>{t('addresses.form.autonomousRegionsGroup')}</SelectLabel>
                    {PORTUGUESE_AUTONOMOUS_REGIONS.map((region) => (
                      <SelectItem key={region} value={region}>
                        {region}
                      </SelectItem>
                    ))}
                  </SelectGroup>
                </SelectContent>
              </Select>
            )}
          />
        </>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <PostalCodeField
          id="address-postal-code"
          label={t('addresses.form.postalCode')}
          error={fieldError(errors.postalCode)}
          country={country}
          registration={register('postalCode')}
        />
        <TextField
          id="address-currency"
          label={t('addresses.form.currency')}
          hint={t('addresses.form.currencyHint', { currency })}
          readOnly
          value={currency}
          className="bg-muted font-semibold tabular-nums"
        />
      </div>
    </FormSection>
  );
}
