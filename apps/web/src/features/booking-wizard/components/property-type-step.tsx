import type { PricingRow, Service, ServicePrice } from '@limpa/contracts';
import {
  countryForCurrency,
  estimatedTimeText,
  HOME_TYPES,
  type HomeType,
  homeTypeName,
  SERIES_EVERY_WEEKS,
  type SeriesEveryWeeks,
} from '@limpa/domain';
import { Clock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/forms/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { homeTypeText } from '@/lib/booking-names';
import { estimatedTimeLabel } from '@/lib/estimated-time';
import { formatMoney } from '@/lib/format';
import { ChoiceCard } from './choice-card';

interface PropertyTypeStepProps {
  pricing: readonly PricingRow[] | undefined;
  /** The catalogue, the service chosen (else the default) and its one-time cells in the currency. */
  services: readonly Service[] | undefined;
  service: Service | undefined;
  serviceCells: readonly ServicePrice[];
  onServiceChange: (serviceId: string, isDefault: boolean) => void;
  homeType: HomeType | null;
  isRecurring: boolean;
  currency: string;
  onHomeTypeChange: (homeType: HomeType) => void;
  onRecurringChange: (isRecurring: boolean) => void;
  everyWeeks: SeriesEveryWeeks;
  onEveryWeeksChange: (everyWeeks: SeriesEveryWeeks) => void;
}

/**
 * Step 1: the service (House Cleaning unless the catalogue or the customer chose another), the home types as the address's country names them (T0–T4 with their bedrooms in Portugal; Studio,
 * 1 bedroom… in Canada, whose currency the prices are in), price and estimated time, and the "Recurring
 * Cleaning" switch.
 */
export function PropertyTypeStep({
  pricing,
  services,
  service,
  serviceCells,
  onServiceChange,
  homeType,
  isRecurring,
  currency,
  onHomeTypeChange,
  onRecurringChange,
  everyWeeks,
  onEveryWeeksChange,
}: PropertyTypeStepProps) {
  const { t } = useTranslation();
  const switchId = useId();
  const hintId = useId();
  const serviceFieldId = useId();
  const country = countryForCurrency(currency);
  // Only House Cleaning (the default service) recurs.
  const canRecur = service?.isDefault ?? true;

  return (
    <div className="flex flex-col gap-4">
      {services && services.length > 0 ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={serviceFieldId} className="font-semibold text-[0.9375rem]">
            {t('bookingWizard.service.label')}
          </label>
          <NativeSelect
            id={serviceFieldId}
            value={service?.id ?? ''}
            onChange={(event) => {
              const next = services.find((s) => s.id === event.target.value);
              if (next) onServiceChange(next.id, next.isDefault);
            }}
          >
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}

      {canRecur ? (
        <div className="flex items-center justify-between gap-4 rounded-2xl border border-border bg-card p-4 shadow-xs">
          <div className="flex flex-col gap-1">
            <label htmlFor={switchId} className="font-semibold text-[0.9375rem]">
              {t('bookingWizard.recurring.label')}
            </label>
            <p id={hintId} className="text-muted-foreground text-sm">
              {t('bookingWizard.recurring.hint')}
            </p>
          </div>
          <Switch
            id={switchId}
            checked={isRecurring}
            onCheckedChange={onRecurringChange}
            aria-describedby={hintId}
          />
        </div>
      ) : null}

      {isRecurring ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold text-[0.9375rem]">
            {t('bookingWizard.recurring.frequency')}
          </legend>
          <div className="grid grid-cols-3 gap-2">
            {SERIES_EVERY_WEEKS.map((weeks) => (
              <ChoiceCard
                key={weeks}
                name="everyWeeks"
                value={String(weeks)}
                checked={everyWeeks === weeks}
                onChange={(value) => onEveryWeeksChange(Number(value) as SeriesEveryWeeks)}
                className="items-center p-3 text-sm"
              >
                {t('bookingWizard.recurring.every', { count: weeks })}
              </ChoiceCard>
            ))}
          </div>
        </fieldset>
      ) : null}

      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t('bookingWizard.homeTypes.legend')}</legend>
        {pricing
          ? HOME_TYPES.map((type) => {
              const row = pricing.find((r) => r.homeType === type);
              if (!row) return null;
              // A one-time visit costs and lasts what the chosen service's cell says.
              const cell = serviceCells.find((c) => c.homeType === type);
              const cents = isRecurring ? row.recurringCents : (cell?.priceCents ?? row.oneTimeCents);
              const time = isRecurring
                ? row.recurringEstimatedTime
                : cell
                  ? estimatedTimeText(cell.durationHours)
                  : row.estimatedTime;
              return (
                <ChoiceCard
                  key={type}
                  name="homeType"
                  value={type}
                  checked={homeType === type}
                  onChange={(value) => onHomeTypeChange(value as HomeType)}
                >
                  <span className="flex items-baseline justify-between gap-3">
                    <span className="font-semibold text-base">{homeTypeText(t, type, country)}</span>
                    <span className="tabular font-semibold text-base text-brand-700">
                      {formatMoney(cents, currency)}
                    </span>
                  </span>
                  <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-muted-foreground text-sm">
                    {/* A T-code says little by itself: Portugal's cards add the bedrooms. */}
                    {homeTypeName(type, country).style === 'code' ? (
                      <span>{t(`bookingWizard.homeTypes.${type}Detail`)}</span>
                    ) : null}
                    <span className="inline-flex items-center gap-1">
                      <Clock aria-hidden className="size-3.5" />
                      {t('bookingWizard.homeTypes.estimated', { time: estimatedTimeLabel(t, time) })}
                    </span>
                  </span>
                </ChoiceCard>
              );
            })
          : HOME_TYPES.map((type) => <Skeleton key={type} className="h-[4.75rem] rounded-2xl" />)}
      </fieldset>
    </div>
  );
}
