import type { Locale } from '@limpa/contracts';
import { numberFormat, type TaxAmount, taxRatePercent } from '@limpa/domain';
import { translate } from './i18n';

/** A tax as people read it in a language: "GST 5", "TVQ 9,975", "IVA 23" with its percent sign (decision 079). */
export function taxName(locale: Locale, tax: Pick<TaxAmount, 'code' | 'rate'>): string {
  return translate(locale, 'exports.invoices.tax_rate', {
    code: translate(locale, `exports.invoices.tax_codes.${tax.code}`),
    rate: numberFormat(locale, { maximumFractionDigits: 3 }).format(taxRatePercent(tax.rate)),
  });
}
