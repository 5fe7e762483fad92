import type { ComponentProps, ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: ReactNode;
  /** Already-translated error text. */
  error?: string;
  hint?: ReactNode;
}

/**
 * A labelled text input with its hint and error wired in (`FormField` around an `Input`). Spread a
 * react-hook-form `register(…)` into it like into an input.
 */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => <Input {...control} {...input} />}
    </FormField>
  );
}
