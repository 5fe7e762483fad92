import { Bike, Bus, Car } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '@/components/ui/error-text';
import { RadioGroup, RadioGroupCard } from '@/components/ui/radio-group';
import { type Step1Values, TRANSPORT_TYPES } from '../onboarding-schemas';
import { requiredLabel } from './required-label';
import { useStep1FieldError } from './use-step1-field-error';

const TRANSPORT_ICONS = { car: Car, bus: Bus, biking: Bike } as const;

/** How the cleaner gets to jobs: car, bus or bike, as three cards. */
export function TransportPicker() {
  const { t } = useTranslation();
  const labelId = useId();
  const fieldError = useStep1FieldError();
  const {
    control,
    formState: { errors },
  } = useFormContext<Step1Values>();
  return (
    <div className="flex flex-col gap-3">
      <p id={labelId} className="font-medium text-sm">
        {requiredLabel(t('cleanerOnboarding.fields.transport'))}
      </p>
      <Controller
        control={control}
        name="transportType"
        render={({ field }) => (
          <RadioGroup
            ref={field.ref}
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            aria-labelledby={labelId}
            aria-required
            aria-invalid={errors.transportType ? true : undefined}
            aria-describedby={errors.transportType ? 'onboarding-transport-error' : undefined}
            className="grid-cols-3"
          >
            {TRANSPORT_TYPES.map((type) => {
              const Icon = TRANSPORT_ICONS[type];
              return (
                <RadioGroupCard key={type} value={type} className="min-h-16 flex-col gap-1">
                  <Icon aria-hidden className="size-5" />
                  {t(`cleanerOnboarding.transport.${type}`)}
                </RadioGroupCard>
              );
            })}
          </RadioGroup>
        )}
      />
      {errors.transportType ? (
        <ErrorText id="onboarding-transport-error">{fieldError(errors.transportType)}</ErrorText>
      ) : null}
    </div>
  );
}
