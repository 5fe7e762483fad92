import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '@/components/forms/phone-field';
import { TextField } from '@/components/forms/text-field';
import type { AddressFormValues } from '../address-schemas';
import { FormSection } from './form-section';
import { useAddressFieldError } from './use-address-field-error';

/** Who to ask for at the door: first and last name, email, phone. */
export function AddressContactFields() {
  const { t } = useTranslation();
  const fieldError = useAddressFieldError();
  const {
    register,
    formState: { errors },
  } = useFormContext<AddressFormValues>();
  return (
    <FormSection title={t('addresses.form.contactSection')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="address-first-name"
          label={t('addresses.form.firstName')}
          error={fieldError(errors.firstName)}
          {...register('firstName')}
          autoComplete="given-name"
          maxLength={100}
        />
        <TextField
          id="address-last-name"
          label={t('addresses.form.lastName')}
          error={fieldError(errors.lastName)}
          {...register('lastName')}
          autoComplete="family-name"
          maxLength={100}
        />
      </div>
      <TextField
        id="address-email"
        label={t('addresses.form.email')}
        error={fieldError(errors.email)}
        {...register('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
      />
      <PhoneField
        id="address-phone"
        label={t('addresses.form.phone')}
        error={fieldError(errors.phone)}
        {...register('phone')}
        maxLength={40}
      />
    </FormSection>
  );
}
