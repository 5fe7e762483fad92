import { ADDRESS_LABEL_MAX } from '@limpa/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/text-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { AddressFormValues } from '../address-schemas';
import { FormSection } from './form-section';
import { useAddressFieldError } from './use-address-field-error';

interface AddressDetailsFieldsProps {
  /** The address is already the default one. */
  isDefault: boolean;
  /** The customer has no address yet: this one becomes the default whatever is chosen. */
  isFirstAddress: boolean;
}

/** The address's label and whether it is the default one (locked when it must be). */
export function AddressDetailsFields({ isDefault, isFirstAddress }: AddressDetailsFieldsProps) {
  const { t } = useTranslation();
  const fieldError = useAddressFieldError();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<AddressFormValues>();
  return (
    <FormSection title={t('addresses.form.detailsSection')}>
      <TextField
        id="address-label"
        label={t('addresses.form.label')}
        error={fieldError(errors.label)}
        {...register('label')}
        maxLength={ADDRESS_LABEL_MAX}
        placeholder={t('addresses.form.labelPlaceholder')}
      />
      <Controller
        control={control}
        name="isDefault"
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Checkbox
              id="address-default"
              ref={field.ref}
              checked={field.value}
              disabled={isFirstAddress || isDefault}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-describedby="address-default-hint"
              className="mt-0.5"
            />
            <div className="flex flex-col gap-1">
              <Label htmlFor="address-default" className="leading-snug">
                {t('addresses.form.isDefault')}
              </Label>
              <p id="address-default-hint" className="text-muted-foreground text-xs">
                {isDefault
                  ? t('addresses.form.alreadyDefaultHint')
                  : isFirstAddress
                    ? t('addresses.form.firstAddressHint')
                    : t('addresses.form.defaultHint')}
              </p>
            </div>
          </div>
        )}
      />
    </FormSection>
  );
}
