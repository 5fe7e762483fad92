import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { CanadianProvinceSelect } from './canadian-province-select';

interface CanadianProvinceFieldProps<T extends FieldValues> {
  id: string;
  label: ReactNode;
  error?: string;
  control: Control<T>;
  /** The form field holding the two-letter code. */
  name: FieldPathByValue<T, string>;
  placeholder: string;
}

/** A labelled province select bound to a react-hook-form field. */
export function CanadianProvinceField<T extends FieldValues>({
  id,
  label,
  error,
  control,
  name,
  placeholder,
}: CanadianProvinceFieldProps<T>) {
  return (
    <FormField id={id} label={label} error={error}>
      {(c) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <CanadianProvinceSelect control={c} field={field} placeholder={placeholder} />
          )}
        />
      )}
    </FormField>
  );
}
