import type { ReactNode } from 'react';
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { type FieldControlProps, FormField } from '@/components/ui/form-field';

export interface ControlledFieldProps<T extends FieldValues> {
  id: string;
  label: ReactNode;
  /** Already-translated error text. */
  error?: string;
  control: Control<T>;
  /** The form field holding the chosen value. */
  name: FieldPathByValue<T, string>;
}

/**
 * A labelled control that is not a plain input (a select): `FormField` around a react-hook-form
 * `Controller`; `render` gets the field and the label's wiring for the control.
 */
export function ControlledField<T extends FieldValues>({
  render,
  ...props
}: ControlledFieldProps<T> & {
  render: (
    field: ControllerRenderProps<T, FieldPathByValue<T, string>>,
    control: FieldControlProps,
  ) => ReactNode;
}) {
  return (
    <FormField id={props.id} label={props.label} error={props.error}>
      {(c) => (
        <Controller
          control={props.control}
          name={props.name}
          render={({ field }) => <>{render(field, c)}</>}
        />
      )}
    </FormField>
  );
}
