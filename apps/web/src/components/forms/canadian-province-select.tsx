import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { provincesByName } from '@/lib/province-names';

interface CanadianProvinceSelectProps {
  /** The `FormField`'s id and aria wiring. */
  control: FieldControlProps;
  /** A react-hook-form `Controller`'s field. */
  field: {
    value: string;
    name: string;
    onChange: (value: string) => void;
    onBlur: () => void;
    ref: Ref<HTMLButtonElement>;
  };
  placeholder: string;
}

/**
 * The thirteen provinces and territories by their names in the reader's language, in its alphabetical order;
 * the value is the two-letter code.
 */
export function CanadianProvinceSelect({ control, field, placeholder }: CanadianProvinceSelectProps) {
  const { t, i18n } = useTranslation();
  return (
    <Select value={field.value} name={field.name} onValueChange={field.onChange}>
      <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {provincesByName(t, i18n.language).map((province) => (
          <SelectItem key={province.code} value={province.code}>
            {province.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
