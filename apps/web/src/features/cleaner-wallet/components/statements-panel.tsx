import { monthKey, recentStatementMonths, statementMonthOf } from '@limpa/domain';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '@/components/forms/labelled-select';
import { Button } from '@/components/ui/button';
import { formatMonth } from '@/lib/calendar-dates';
import { monthStatementUrl, yearStatementUrl } from '../api/statement-links';
import { WalletSection } from './wallet-section';

const FORMATS = ['pdf', 'csv'] as const;

/** "Download PDF" / "Download CSV", named for a screen reader with the period it downloads. */
function DownloadLink({
  format,
  href,
  label,
  size,
  className,
}: {
  format: (typeof FORMATS)[number];
  href: string;
  label: string;
  size?: 'sm';
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline" size={size} className={className}>
      <a href={href} download aria-label={label}>
        <Download aria-hidden />
        {t(`cleanerWallet.statements.download.${format}`)}
      </a>
    </Button>
  );
}

/**
 * The wallet's statements (docs/product-rules.md#statements, decision 077): a month of the last 24 (Lisbon
 * calendar months, newest first) to download as PDF or CSV, and the yearly summaries of this year and last.
 * `now` is the clock (a test passes a fixed one).
 */
export function StatementsPanel({ now }: { now?: Date }) {
  const { t } = useTranslation();
  const { months, year } = useMemo(() => {
    const at = now ?? new Date();
    return { months: recentStatementMonths(at).map(monthKey), year: statementMonthOf(at).year };
  }, [now]);
  const [month, setMonth] = useState(months[0] ?? '');
  const chosen = formatMonth(month);

  return (
    <WalletSection
      className="gap-5"
      heading={t('cleanerWallet.statements.heading')}
      intro={t('cleanerWallet.statements.intro')}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <LabelledSelect
          label={t('cleanerWallet.statements.month')}
          value={month}
          onChange={setMonth}
          className="sm:w-64"
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {formatMonth(m)}
            </option>
          ))}
        </LabelledSelect>
        <div className="flex flex-wrap gap-2">
          {FORMATS.map((format) => (
            <DownloadLink
              key={format}
              format={format}
              href={monthStatementUrl(month, format)}
              label={t(`cleanerWallet.statements.monthLabel.${format}`, { month: chosen })}
              className="h-12"
            />
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-medium">{t('cleanerWallet.statements.yearly')}</h3>
        <ul className="flex flex-col gap-2">
          {[year, year - 1].map((y) => (
            <li key={y} className="flex flex-wrap items-center justify-between gap-2">
              <span className="tabular-nums">{y}</span>
              <span className="flex flex-wrap gap-2">
                {FORMATS.map((format) => (
                  <DownloadLink
                    key={format}
                    format={format}
                    href={yearStatementUrl(y, format)}
                    label={t(`cleanerWallet.statements.yearLabel.${format}`, { year: y })}
                    size="sm"
                  />
                ))}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </WalletSection>
  );
}
