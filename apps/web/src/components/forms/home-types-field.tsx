import { HOME_TYPES, type HomeType } from '@limpa/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorText } from '@/components/ui/error-text';
import { Label } from '@/components/ui/label';
import { homeTypeText } from '@/lib/booking-names';

interface HomeTypesFieldProps {
  /** The group's name (the feature's own words). */
  label: string;
  value: readonly HomeType[];
  onChange: (homeTypes: HomeType[]) => void;
  /** The cleaner's country names the home types (T0–T4 in Portugal, bedrooms in Canada). */
  country: string | null;
  disabled?: boolean;
  error?: string;
}

/**
 * The home types a cleaner takes, one checkbox each, kept in T0–T4 order: the profile page and the portal's
 * profile tab. At least one must stay checked (the form says so under the group; the server refuses an empty
 * list too).
 */
export function HomeTypesField({
  label,
  value,
  onChange,
  country,
  disabled = false,
  error,
}: HomeTypesFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const toggle = (homeType: HomeType, checked: boolean) =>
    onChange(HOME_TYPES.filter((type) => (type === homeType ? checked : value.includes(type))));

  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-2 font-medium text-sm">{label}</legend>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
        {HOME_TYPES.map((homeType) => (
          <li key={homeType} className="flex min-h-11 items-center gap-3">
            <Checkbox
              id={`${id}-${homeType}`}
              checked={value.includes(homeType)}
              disabled={disabled}
              onCheckedChange={(checked) => toggle(homeType, checked === true)}
            />
            <Label htmlFor={`${id}-${homeType}`} className="font-normal">
              {homeTypeText(t, homeType, country)}
            </Label>
          </li>
        ))}
      </ul>
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </fieldset>
  );
}

/** The home types as text, for the profile's view mode: "T1, T3" or "1 bedroom, 3 bedrooms". */
export function HomeTypesText({ value, country }: { value: readonly HomeType[]; country: string | null }) {
  const { t } = useTranslation();
  return <>{value.map((homeType) => homeTypeText(t, homeType, country)).join(', ')}</>;
}
