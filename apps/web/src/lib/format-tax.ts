import { numberFormat } from '@limpa/domain';
import { parseTaxRate, TAX_RATE_SCALE } from '@limpa/domain/tax';
import { formatLocale } from '@/lib/format';

/** '0.09975' → "9.975%" ("9,975 %" in French), through Intl. */
export function formatRatePercent(rate: string, locale: string = formatLocale()): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(
    parseTaxRate(rate) / TAX_RATE_SCALE,
  );
}
