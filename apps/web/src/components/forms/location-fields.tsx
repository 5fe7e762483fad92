import { countryOf } from '@limpa/domain';
import type { ChangeEvent, ReactNode } from 'react';
import type { FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { ControlledField, type ControlledFieldProps } from '@/components/forms/controlled-field';
import { TextField } from '@/components/forms/text-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatAsYouType, postalCodeAsTyped } from '@/lib/format-as-you-type';

/** Format examples, the same in every language. */
const POSTAL_CODE_EXAMPLES = { canada: 'M5V 3A4', portugal: '1000-001' } as const;

interface CountrySelectFieldProps<T extends FieldValues> extends ControlledFieldProps<T> {
  /** The countries in the form's own codes ('canada' or 'CA'), each with its translated name. */
  options: readonly { value: string; label: string; icon?: ReactNode }[];
  /** After the field took the new value (the other location fields depend on the country). */
  onCountryChange: (country: string, previous: string) => void;
  required?: boolean;
}

/** The country of an address: a select bound to a react-hook-form field. */
export function CountrySelectField<T extends FieldValues>({
  options,
  onCountryChange,
  required,
  ...props
}: CountrySelectFieldProps<T>) {
  return (
    <ControlledField
      {...props}
      render={(field, c) => (
        <Select
          value={field.value}
          name={field.name}
          onValueChange={(value) => {
            const previous = field.value;
            field.onChange(value);
            onCountryChange(value, previous);
          }}
        >
          <SelectTrigger {...c} ref={field.ref} onBlur={field.onBlur} aria-required={required}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value} textValue={option.label}>
                {option.icon ? (
                  <span className="flex items-center gap-2.5">
                    {option.icon}
                    {option.label}
                  </span>
                ) : (
                  option.label
                )}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}

interface PostalCodeFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  /** The form's country, in its own code ('canada' or 'CA'). */
  country: string;
  /** `register('postalCode')`, called where the field renders (registration order is error focus order). */
  registration: UseFormRegisterReturn;
}

/**
 * A postal code written the country's way as it is typed (Canada: upper case; Portugal: digits and the dash
 * after the fourth), with the country's example and keyboard.
 */
export function PostalCodeField({ id, label, error, country, registration }: PostalCodeFieldProps) {
  const canada = countryOf(country) === 'canada';
  return (
    <TextField
      id={id}
      label={label}
      error={error}
      {...registration}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        formatAsYouType(event.target, (value) => postalCodeAsTyped(country, value));
        return registration.onChange(event);
      }}
      autoComplete="postal-code"
      placeholder={POSTAL_CODE_EXAMPLES[canada ? 'canada' : 'portugal']}
      inputMode={canada ? 'text' : 'numeric'}
      autoCapitalize={canada ? 'characters' : 'none'}
      spellCheck={false}
      maxLength={canada ? 7 : 8}
      className={canada ? 'uppercase placeholder:normal-case' : undefined}
    />
  );
}
