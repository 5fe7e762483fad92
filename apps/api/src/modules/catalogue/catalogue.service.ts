import type { AddOn, FaqItem, Locale, PricingRow, Service } from '@limpa/contracts';
import type { CatalogueTranslations, Database } from '@limpa/db';
import { pricingTable } from '@limpa/domain';
import * as repo from './catalogue.repository';

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

/** FAQ items in their display order. */
export async function listFaq(db: Database, locale: Locale): Promise<FaqItem[]> {
  const rows = await repo.listFaqItems(db);
  return rows.map((row) => inLanguage(row, locale, ['question', 'answer', 'category'] as const));
}

/** The home-type price table (docs/product-rules.md#prices-and-home-types), a fresh copy. */
export function listPricing(): PricingRow[] {
  return pricingTable();
}
