import { countryForCurrency, FIRST_CLEANING_DISCOUNT_PERCENT, homeTypeName } from '@limpa/domain';
import { BadgePercent, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePricing } from '@/lib/api/get-pricing';
import { homeTypeText } from '@/lib/booking-names';
import { cn } from '@/lib/cn';
import { estimatedTimeLabel } from '@/lib/estimated-time';
import { formatMoney } from '@/lib/format';

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e'];

/**
 * "Prices by home size": one-time vs recurring per home type, named as the person's country does (T0–T4 with
 * their size in Portugal, Studio… in Canada), in their currency, with the display-only first-cleaning note.
 */
export function PricingSection({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const pricing = usePricing();
  const country = countryForCurrency(currency);

  return (
    <section aria-labelledby="pricing-title">
      <Card>
        <CardHeader>
          <CardTitle id="pricing-title">{t('services.pricing.title')}</CardTitle>
          <CardDescription>{t('services.pricing.description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {pricing.isPending ? (
            <div className="flex flex-col gap-3" aria-busy="true">
              <span className="sr-only">{t('common.loading')}</span>
              {SKELETON_KEYS.slice(0, 5).map((key) => (
                <Skeleton key={key} className="h-11 w-full" />
              ))}
            </div>
          ) : pricing.isError ? (
            <div className="flex flex-col items-start gap-3" role="alert">
              <p className="text-muted-foreground text-sm">{t('services.pricing.loadFailed')}</p>
              <Button variant="outline" size="sm" onClick={() => void pricing.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          ) : (
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{t('services.pricing.caption')}</caption>
              <thead>
                <tr className="border-border border-b text-left text-muted-foreground text-xs uppercase tracking-wide">
                  <th scope="col" className="pb-2 font-medium">
                    {t('services.pricing.home')}
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    {t('services.pricing.oneTime')}
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    <span className="inline-flex items-center gap-1">
                      <Repeat aria-hidden className="size-3.5" />
                      {t('services.pricing.recurring')}
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {pricing.data.map((row) => (
                  <tr key={row.homeType} className="border-border/70 border-b last:border-b-0">
                    <th scope="row" className="py-3 pr-2 text-left font-normal">
                      <span className="block font-semibold">{homeTypeText(t, row.homeType, country)}</span>
                      {homeTypeName(row.homeType, country).style === 'code' ? (
                        <span className="block text-muted-foreground text-xs">
                          {t(`services.pricing.homeTypes.${row.homeType}`)}
                        </span>
                      ) : null}
                    </th>
                    <PriceCell cents={row.oneTimeCents} time={row.estimatedTime} currency={currency} />
                    <PriceCell
                      cents={row.recurringCents}
                      time={row.recurringEstimatedTime}
                      currency={currency}
                      className="text-brand-700"
                    />
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="flex items-center gap-2 rounded-xl bg-accent-50 px-3 py-2.5 font-medium text-accent-800 text-sm">
            <BadgePercent aria-hidden className="size-5 shrink-0 text-accent-700" />
            {t('services.pricing.discount', { percent: FIRST_CLEANING_DISCOUNT_PERCENT })}
          </p>
        </CardContent>
      </Card>
    </section>
  );
}

/** A price in the table and, under it, how long that cleaning takes. */
function PriceCell({
  cents,
  time,
  currency,
  className,
}: {
  cents: number;
  time: string;
  currency: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <td className="py-3 pl-2 text-right align-top">
      <span className={cn('block font-semibold tabular-nums', className)}>
        {formatMoney(cents, currency)}
      </span>
      <span className="block text-muted-foreground text-xs tabular-nums">{estimatedTimeLabel(t, time)}</span>
    </td>
  );
}
