import type { AdminTaxRate } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { AdminList } from '@/components/admin-table';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatShortDate } from '@/lib/calendar-dates';
import { formatRatePercent } from '@/lib/format-tax';
import { placeName } from '../tax-rate-text';

/** One country's rates in force and scheduled, by place then tax then day (the API's order). */
export function TaxRateTable({
  label,
  rates,
  today,
}: {
  label: string;
  rates: AdminTaxRate[];
  today: string;
}) {
  const { t } = useTranslation();
  const year = today.slice(0, 4);
  const status = (rate: AdminTaxRate) => (
    <Badge variant={rate.status === 'in_force' ? 'confirmed' : 'pending'}>
      {t(`adminTaxRates.statuses.${rate.status}`)}
    </Badge>
  );
  return (
    <AdminList
      label={label}
      items={rates}
      minWidthClass="min-w-[36rem]"
      columns={[
        { label: t('adminTaxRates.columns.place') },
        { label: t('adminTaxRates.columns.tax') },
        { label: t('adminTaxRates.columns.rate'), className: 'text-right' },
        { label: t('adminTaxRates.columns.from') },
        { label: t('adminTaxRates.columns.status') },
      ]}
      card={(rate) => (
        <li key={rate.id}>
          <Card className="flex flex-col gap-2 p-4">
            <div className="flex items-start justify-between gap-2">
              <span className="min-w-0 font-semibold">{placeName(t, rate)}</span>
              {status(rate)}
            </div>
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="text-muted-foreground">
                {t(`adminTaxRates.codes.${rate.code}`)}
                {' · '}
                {t('adminTaxRates.fromDay', { date: formatShortDate(rate.effectiveFrom, year) })}
              </span>
              <span className="shrink-0 whitespace-nowrap font-bold text-base tabular">
                {formatRatePercent(rate.rate)}
              </span>
            </div>
          </Card>
        </li>
      )}
      row={(rate) => (
        <tr key={rate.id}>
          <th scope="row" className="px-4 py-3 text-left font-medium">
            {placeName(t, rate)}
          </th>
          <td className="px-3 py-3">{t(`adminTaxRates.codes.${rate.code}`)}</td>
          <td className="whitespace-nowrap px-3 py-3 text-right font-semibold tabular">
            {formatRatePercent(rate.rate)}
          </td>
          <td className="whitespace-nowrap px-3 py-3 tabular">{formatShortDate(rate.effectiveFrom, year)}</td>
          <td className="px-4 py-3">{status(rate)}</td>
        </tr>
      )}
    />
  );
}
