import { CURRENCIES, HOME_TYPES } from '@limpa/domain';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { homeTypeText } from '@/lib/booking-names';
import { type CellKey, type CellText, type Currency, cellKey } from '../admin-service-draft';

interface ServicePriceCellsProps {
  cells: Record<CellKey, CellText>;
  invalid: readonly CellKey[];
  disabled: boolean;
  onChange: (key: CellKey, text: CellText) => void;
  /** Describes the invalid inputs (the form's message about the marked cells). */
  errorId?: string;
}

const cellInput = 'h-11 tabular-nums';

/**
 * A service's price (currency units) and duration (hours) per home type and currency. From 768 px a table (a
 * row per home type, a column per value); narrower, each home type is a block of four labelled inputs (the
 * table's header hidden, each cell showing its own label), so nothing scrolls sideways at 360 px.
 */
export function ServicePriceCells({ cells, invalid, disabled, onChange, errorId }: ServicePriceCellsProps) {
  const { t } = useTranslation();
  const columns = CURRENCIES.flatMap((currency) => [
    { currency, field: 'price' as const, label: t('adminConsole.catalogue.price', { currency }) },
    { currency, field: 'hours' as const, label: t('adminConsole.catalogue.hours', { currency }) },
  ]);
  return (
    <table className="block w-full md:table md:table-fixed">
      <caption className="sr-only">{t('adminConsole.catalogue.prices')}</caption>
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr className="text-left text-muted-foreground text-xs uppercase tracking-wide">
          <th scope="col" className="w-40 pb-2 font-medium">
            {t('adminConsole.catalogue.homeType')}
          </th>
          {columns.map((column) => (
            <th key={`${column.currency}-${column.field}`} scope="col" className="px-1 pb-2 font-medium">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 md:table-row-group">
        {HOME_TYPES.map((homeType) => {
          const homeLabel = `${homeType} · ${homeTypeText(t, homeType, null)}`;
          return (
            <tr
              key={homeType}
              className="grid grid-cols-2 gap-2 rounded-xl border border-border/70 p-3 md:table-row md:border-0 md:p-0"
            >
              <th scope="row" className="col-span-2 text-left font-semibold text-sm md:py-1 md:pr-2">
                {homeLabel}
              </th>
              {columns.map(({ currency, field, label }) => {
                const key = cellKey(homeType, currency as Currency);
                const bad = invalid.includes(key);
                return (
                  <td
                    key={`${currency}-${field}`}
                    className="flex flex-col gap-1 md:table-cell md:px-1 md:py-1"
                  >
                    <span aria-hidden className="text-muted-foreground text-xs md:hidden">
                      {label}
                    </span>
                    <Input
                      aria-label={t(
                        field === 'price'
                          ? 'adminConsole.catalogue.cellPrice'
                          : 'adminConsole.catalogue.cellHours',
                        { homeType: homeLabel, currency },
                      )}
                      inputMode="decimal"
                      autoComplete="off"
                      className={cellInput}
                      value={cells[key][field]}
                      disabled={disabled}
                      aria-invalid={bad || undefined}
                      aria-describedby={bad ? errorId : undefined}
                      onChange={(event) => onChange(key, { ...cells[key], [field]: event.target.value })}
                    />
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
