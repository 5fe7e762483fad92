import { SERVICES_OFFERED_CHOICES } from '@limpa/contracts';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { serviceName } from '@/lib/booking-names';

interface ServicesChipsProps {
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}

/** Services offered as removable chips, and "Add Service" to pick one of the services the API knows. */
export function ServicesChips({ value, onChange, disabled }: ServicesChipsProps) {
  const { t } = useTranslation();
  const id = useId();
  const remaining = SERVICES_OFFERED_CHOICES.filter((choice) => !value.includes(choice));

  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-2 font-medium text-sm">{t('cleanerPortal.profile.services')}</legend>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((service) => (
            <li key={service}>
              <span className="inline-flex min-h-9 items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 font-medium text-secondary-foreground text-sm">
                {serviceName(t, service)}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((s) => s !== service))}
                  aria-label={t('cleanerPortal.profile.removeService', { service: serviceName(t, service) })}
                  className="inline-flex size-7 items-center justify-center rounded-full transition-colors hover:bg-brand-100"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">{t('cleanerPortal.profile.servicesNone')}</p>
      )}
      {remaining.length > 0 ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-add`} className="inline-flex items-center gap-1.5 text-primary">
            <Plus aria-hidden className="size-4" />
            {t('cleanerPortal.profile.addService')}
          </Label>
          <Select
            value=""
            onValueChange={(service) => service && onChange([...value, service])}
            disabled={disabled}
          >
            <SelectTrigger id={`${id}-add`}>
              <SelectValue placeholder={t('cleanerPortal.profile.addServicePlaceholder')} />
            </SelectTrigger>
            <SelectContent>
              {remaining.map((choice) => (
                <SelectItem key={choice} value={choice}>
                  {serviceName(t, choice)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">{t('cleanerPortal.profile.allServicesAdded')}</p>
      )}
    </fieldset>
  );
}
