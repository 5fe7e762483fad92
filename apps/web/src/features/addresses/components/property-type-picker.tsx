import { PROPERTY_TYPES } from '@limpa/domain';
import { Building2, House } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RadioGroup, RadioGroupCard } from '@/components/ui/radio-group';
import type { AddressFormValues } from '../address-schemas';

const ICONS = { apartment: Building2, house: House } as const;

/** Apartment or house, as two cards with icons. */
export function PropertyTypePicker() {
  const { t } = useTranslation();
  const labelId = useId();
  const { control } = useFormContext<AddressFormValues>();
  return (
    <Controller
      control={control}
      name="propertyType"
      render={({ field }) => (
        <div className="flex flex-col gap-2">
          <span id={labelId} className="font-medium text-sm">
            {t('addresses.form.propertyType')}
          </span>
          <RadioGroup
            ref={field.ref}
            aria-labelledby={labelId}
            value={field.value}
            name={field.name}
            onValueChange={field.onChange}
            className="grid-cols-2"
          >
            {PROPERTY_TYPES.map((type) => {
              const Icon = ICONS[type];
              return (
                <RadioGroupCard key={type} value={type} className="min-h-14 justify-start px-4">
                  <Icon
                    aria-hidden
                    className="size-5 text-muted-foreground group-data-[state=checked]:text-primary"
                  />
                  {t(`addresses.propertyTypes.${type}`)}
                </RadioGroupCard>
              );
            })}
          </RadioGroup>
        </div>
      )}
    />
  );
}
