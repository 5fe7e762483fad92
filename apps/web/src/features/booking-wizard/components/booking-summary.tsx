import type { AddOn } from '@limpa/contracts';
import {
  computeBookingPrice,
  countryForCurrency,
  type HomeType,
  homeTypeName,
  type SeriesEveryWeeks,
  servicePriceFor,
  type TaxProfile,
} from '@limpa/domain';
import type { TFunction } from 'i18next';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddedTaxRows, IncludedTaxRows } from '@/components/booking/tax-rows';
import { homeTypeText } from '@/lib/booking-names';
import { formatCalendarDate } from '@/lib/calendar-dates';
import { formatClockTime, formatMoney } from '@/lib/format';

interface BookingSummaryProps {
  homeType: HomeType | null;
  isRecurring: boolean;
  everyWeeks?: SeriesEveryWeeks;
  date: string | null;
  time: string | null;
  address: string | null;
  cleaner: string | null;
  addOns: readonly AddOn[];
  currency: string;
  /** The chosen service's cell for the home (one-time); else the standard table's price. */
  serviceCell?: { priceCents: number; durationHours: number };
  /** The tax the address carries on the chosen day (decision 079); none until an address is chosen. */
  tax?: TaxProfile;
}

/**
 * What will be booked, with the total computed for display from the price table (base + add-ons) and the
 * address's tax; the server computes the real amounts again.
 */
export function BookingSummary({
  homeType,
  isRecurring,
  everyWeeks = 1,
  date,
  time,
  address,
  cleaner,
  addOns,
  currency,
  serviceCell,
  tax,
}: BookingSummaryProps) {
  const { t } = useTranslation();
  const price = homeType
    ? computeBookingPrice({
        homeType,
        isRecurring,
        addOnPricesCents: addOns.map((a) => a.priceCents),
        base: serviceCell && !isRecurring ? servicePriceFor(serviceCell) : undefined,
        tax,
      })
    : null;
  const notSet = <span className="text-muted-foreground">{t('bookingWizard.summary.notSet')}</span>;

  return (
    <section
      aria-labelledby="summary-heading"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-card sm:p-5"
    >
      <h3 id="summary-heading" className="font-semibold text-base">
        {t('bookingWizard.summary.heading')}
      </h3>
      <dl className="flex flex-col gap-2.5 text-sm">
        <Row label={t('bookingWizard.summary.propertyType')}>
          {homeType ? homeTypeLine(t, homeType, countryForCurrency(currency)) : notSet}
        </Row>
        <Row label={t('bookingWizard.summary.recurring')}>
          {isRecurring
            ? t('bookingWizard.summary.recurringEvery', { count: everyWeeks })
            : t('bookingWizard.summary.recurringNo')}
        </Row>
        <Row label={t('bookingWizard.summary.dateTime')}>
          {date && time
            ? t('bookingWizard.summary.dateTimeValue', {
                date: formatCalendarDate(date),
                time: formatClockTime(time),
              })
            : notSet}
        </Row>
        <Row label={t('bookingWizard.summary.address')}>{address ?? notSet}</Row>
        <Row label={t('bookingWizard.summary.cleaner')}>{cleaner ?? notSet}</Row>
      </dl>
      {price ? (
        <dl className="flex flex-col gap-2 border-border border-t pt-4 text-sm">
          <MoneyRow label={t('bookingWizard.summary.basePrice')}>
            {formatMoney(price.basePriceCents, currency)}
          </MoneyRow>
          {addOns.map((addOn) => (
            <MoneyRow key={addOn.id} label={addOn.name}>
              {formatMoney(addOn.priceCents, currency)}
            </MoneyRow>
          ))}
          <AddedTaxRows {...price} taxIncluded={tax?.taxIncluded ?? false} currency={currency} />
          <div className="mt-1 flex items-baseline justify-between gap-3 border-border border-t pt-3">
            <dt className="font-semibold text-base">{t('bookingWizard.summary.total')}</dt>
            <dd className="tabular font-bold text-brand-700 text-xl">
              {formatMoney(price.totalAmountCents, currency)}
            </dd>
          </div>
          <IncludedTaxRows {...price} taxIncluded={tax?.taxIncluded ?? false} currency={currency} />
        </dl>
      ) : null}
      <p className="flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-brand-800 text-sm">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('bookingWizard.summary.chargeNote')}
      </p>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium">{children}</dd>
    </div>
  );
}

function MoneyRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular font-medium">{children}</dd>
    </div>
  );
}

/** "T3 · 3 bedrooms" in Portugal, "3 bedrooms" in Canada. */
function homeTypeLine(t: TFunction, homeType: HomeType, country: ReturnType<typeof countryForCurrency>) {
  const name = homeTypeText(t, homeType, country);
  return homeTypeName(homeType, country).style === 'code'
    ? `${name} · ${t(`bookingWizard.homeTypes.${homeType}Detail`)}`
    : name;
}
