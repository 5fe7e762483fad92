import { CLEANER_SERVICE_OPTIONS } from '@limpa/domain';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { serviceName } from '@/lib/booking-names';

interface ServicesChipsProps {
  value: readonly string[];
  /** Absent: read-only chips. */
  onChange?: (services: string[]) => void;
  disabled?: boolean;
  /** Names the list (e.g. the id of the "Services offered" label). */
  labelledBy?: string;
}

/** Services as chips; when editable, each has a remove (×) and "Add Service" offers the ones not chosen. */
export function ServicesChips({ value, onChange, disabled = false, labelledBy }: ServicesChipsProps) {
  const { t } = useTranslation();
  const available = CLEANER_SERVICE_OPTIONS.filter((option) => !value.includes(option));

  return (
    <div className="flex flex-col gap-3">
      {value.length > 0 ? (
        <ul aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
          {value.map((service) => (
            <li
              key={service}
              className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 font-medium text-brand-900 text-sm"
            >
              {serviceName(t, service)}
              {onChange ? (
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={t('cleanerProfile.fields.removeService', { service: serviceName(t, service) })}
                  onClick={() => onChange(value.filter((other) => other !== service))}
                  className="relative flex size-7 items-center justify-center rounded-full text-brand-700 transition-colors before:absolute before:-inset-1.5 hover:bg-brand-100 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
                >
                  <X aria-hidden className="size-4" />
                </button>
              ) : (
                <span className="pr-2" />
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">{t('cleanerProfile.fields.noServices')}</p>
      )}
      {onChange ? (
        available.length > 0 ? (
          <Select
            value=""
            disabled={disabled}
            onValueChange={(service) => {
              if (service && !value.includes(service)) onChange([...value, service]);
            }}
          >
            <SelectTrigger
              aria-label={t('cleanerProfile.fields.addService')}
              className="h-11 w-auto self-start rounded-full border-dashed px-4 font-semibold text-primary text-sm data-[placeholder]:text-primary"
            >
              <span className="flex items-center gap-1.5">
                <Plus aria-hidden className="size-4" />
                <SelectValue placeholder={t('cleanerProfile.fields.addService')} />
              </span>
            </SelectTrigger>
            <SelectContent position="popper" className="w-72">
              {available.map((service) => (
                <SelectItem key={service} value={service}>
                  {serviceName(t, service)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ) : (
          <p className="text-muted-foreground text-sm">{t('cleanerProfile.fields.allServicesAdded')}</p>
        )
      ) : null}
    </div>
  );
}
