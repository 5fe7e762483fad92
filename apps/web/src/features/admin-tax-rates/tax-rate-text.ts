import type { AdminTaxRate } from '@limpa/contracts';
import { canadianProvinceCode } from '@limpa/domain';
import { formatTaxRate, MAX_TAX_RATE_PARTS, type PortugueseTaxRegion } from '@limpa/domain/tax';
import type { TFunction } from 'i18next';
import { provinceName } from '@/lib/province-names';

const PERCENT_TEXT = /^(\d{1,3})(?:[.,](\d{1,3}))?$/;

/**
 * What an admin typed as a percentage ("13", "9.975", "9,975") as the API's rate ('0.09975'), in integer
 * thousandths of a percent (never a float); null unless it is 0–50 with up to three decimals.
 */
export function rateFromPercent(text: string): string | null {
  const match = PERCENT_TEXT.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const parts = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return parts > MAX_TAX_RATE_PARTS ? null : formatTaxRate(parts);
}

/** A row's place in the reader's language: "All of Canada", "Québec (QC)", "Madeira". */
export function placeName(t: TFunction, rate: Pick<AdminTaxRate, 'country' | 'region'>): string {
  if (rate.region === null)
    return t('adminTaxRates.wholeCountry', { country: t(`adminTaxRates.countries.${rate.country}`) });
  if (rate.country === 'portugal') return t(`adminTaxRates.regions.${rate.region as PortugueseTaxRegion}`);
  const code = canadianProvinceCode(rate.region);
  return code ? `${provinceName(t, code)} (${code})` : rate.region;
}
