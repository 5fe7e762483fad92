import type { RevenueMonth } from '@limpa/contracts';
import { dateTimeFormat } from '@limpa/domain';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '@/components/admin-table';
import { formatMoney } from '@/lib/format';
import { formatLocale } from '@/lib/locale';

/** "2026-01" → "January 2026" in the viewer's language (the report's months are UTC months). */
export function formatReportMonth(month: string, locale: string = formatLocale()): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

const AMOUNTS = ['collectedCents', 'platformFeeCents', 'refundedCents', 'paidOutCents'] as const;

/**
 * The revenue report as a table: one row per month and currency, each amount in its own currency (never a
 * total across currencies). It scrolls sideways on phones, the month column first.
 */
export function RevenueTable({ months }: { months: readonly RevenueMonth[] }) {
  const { t } = useTranslation();
  const locale = formatLocale();
  const columns = [
    { label: t('adminOperations.revenue.columns.month') },
    { label: t('adminOperations.revenue.columns.currency') },
    ...AMOUNTS.map((key) => ({
      label: t(`adminOperations.revenue.columns.${key}`),
      className: 'text-right',
    })),
  ];
  return (
    <AdminTable
      label={t('adminOperations.revenue.tableLabel')}
      columns={columns}
      minWidthClass="min-w-[40rem]"
    >
      {months.map((m) => (
        <tr key={`${m.month}-${m.currency}`}>
          <th scope="row" className="px-4 py-3 text-left font-medium">
            {formatReportMonth(m.month, locale)}
          </th>
          <td className="px-3 py-3">{m.currency}</td>
          {AMOUNTS.map((key, i) => (
            <td
              key={key}
              className={
                i === AMOUNTS.length - 1 ? 'px-4 py-3 text-right tabular' : 'px-3 py-3 text-right tabular'
              }
            >
              {formatMoney(m[key], m.currency, locale)}
            </td>
          ))}
        </tr>
      ))}
    </AdminTable>
  );
}
