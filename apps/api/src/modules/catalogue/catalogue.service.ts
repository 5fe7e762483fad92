import type { AddOn, FaqItem, Locale, PricingRow, Service } from '@limpa/contracts';
import type { CatalogueTranslations, Database } from '@limpa/db';
import { pricingTable } from '@limpa/domain';
import * as repo from './catalogue.repository';
import { faqFigures, withFigures } from './faq-figures';

/** A row's texts in the language, each falling back to the English column (decision 023). */
function inLanguage<Field extends string, Row extends Record<Field, string>>(
  row: Row & { translations: CatalogueTranslations<Field> },
  locale: Locale,
  fields: readonly Field[],
): Omit<Row, 'translations'> {
  const { translations, ...rest } = row;
  const texts = locale === 'en' ? undefined : translations[locale];
  const out = { ...rest } as Record<string, unknown>;
  for (const field of fields) out[field] = texts?.[field] || row[field];
  return out as Omit<Row, 'translations'>;
}

/** Services customers can book, ordered by (English) name ("DISABLED…" names hidden). */
export async function listServices(db: Database, locale: Locale): Promise<Service[]> {
  const [rows, cells] = await Promise.all([repo.listVisibleServices(db), repo.listVisibleServicePrices(db)]);
  const prices = new Map<string, Service['prices']>();
  for (const { serviceId, ...cell } of cells) prices.set(serviceId, [...(prices.get(serviceId) ?? []), cell]);
  return rows.map((row) => ({
    key: row.name,
    ...inLanguage(row, locale, ['name', 'description'] as const),
    prices: prices.get(row.id) ?? [],
  }));
}

/** Add-ons ordered by (English) name. */
export async function listAddOns(db: Database, locale: Locale): Promise<AddOn[]> {
  const rows = await repo.listAddOns(db);
  return rows.map((row) => ({ key: row.name, ...inLanguage(row, locale, ['name', 'description'] as const) }));
}

/** FAQ items in their display order, their figures filled in the reader's language. */
export async function listFaq(db: Database, locale: Locale): Promise<FaqItem[]> {
  const [rows, cells] = await Promise.all([repo.listFaqItems(db), repo.listDefaultServicePrices(db)]);
  // Prices are the catalogue's as it is now, never copies in the text (faq-figures.ts).
  const figures = faqFigures(locale, cells);
  return rows.map((row) => {
    const item = inLanguage(row, locale, ['question', 'answer', 'category'] as const);
    return { ...item, answer: withFigures(item.answer, figures) };
  });
}

/** The home-type price table (docs/product-rules.md#prices-and-home-types), a fresh copy. */
export function listPricing(): PricingRow[] {
  return pricingTable();
}
