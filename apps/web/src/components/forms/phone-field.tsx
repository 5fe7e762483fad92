import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/** A phone number field: the phone keypad and the browser's saved number (spread `register('phone')` in). */
export function PhoneField(props: Omit<ComponentProps<typeof TextField>, 'type'>) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}
