import type { FieldValues } from 'react-hook-form';
import { CanadianProvinceSelect } from './canadian-province-select';
import { ControlledField, type ControlledFieldProps } from './controlled-field';

/** A labelled province select bound to a react-hook-form field (holding the two-letter code). */
export function CanadianProvinceField<T extends FieldValues>({
  placeholder,
  ...field
}: ControlledFieldProps<T> & { placeholder: string }) {
  return (
    <ControlledField
      {...field}
      render={(value, control) => (
        <CanadianProvinceSelect control={control} field={value} placeholder={placeholder} />
      )}
    />
  );
}
