import type { Locale } from '@limpa/contracts';
import {
  CURRENCIES,
  type Currency,
  HOME_TYPES,
  type HomeType,
  numberFormat,
  OVERTIME_BLOCK_FEE_CENTS,
  OVERTIME_BLOCK_MINUTES,
  PRICE_TABLE,
} from '@limpa/domain';

/** A House Cleaning cell as the catalogue holds it. */
export interface PriceCell {
  homeType: HomeType;
  currency: Currency;
  priceCents: number;
}

/** An amount in the reader's language, without decimals when it is whole ("€35", "142,50 €"). */
function money(locale: Locale, cents: number, currency: Currency): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}

/**
 * The figures the FAQ's answers name (packages/db faq.ts): the default service's one-time price per home type
 * and currency (`EUR_T0` … `CAD_T4`), as its cells say now (the price table's when a cell is missing), and the
 * overtime fee per started block in each currency with the block's length, from the domain's overtime rule.
 */
export function faqFigures(locale: Locale, cells: readonly PriceCell[]): Record<string, string> {
  const figures: Record<string, string> = {
    overtimeMinutes: numberFormat(locale).format(OVERTIME_BLOCK_MINUTES),
  };
  for (const currency of CURRENCIES) {
    figures[`overtime${currency}`] = money(locale, OVERTIME_BLOCK_FEE_CENTS, currency);
    for (const [i, homeType] of HOME_TYPES.entries()) {
      const cell = cells.find((c) => c.homeType === homeType && c.currency === currency);
      figures[`${currency}_${homeType}`] = money(
        locale,
        cell?.priceCents ?? PRICE_TABLE[i]!.oneTimeCents,
        currency,
      );
    }
  }
  return figures;
}

/** The text with each `{{name}}` the figures know replaced (an unknown name is left as written). */
export function withFigures(text: string, figures: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => figures[name] ?? placeholder);
}
