import { CANADIAN_PROVINCES, type CanadianProvinceCode, collator } from '@limpa/domain';
import type { TFunction } from 'i18next';
import '@/lib/strings/canadian-provinces';

// The domain's English `name` stays what the API stores and matches addresses by (packages/domain/src/geo.ts);
// people read the name their language gives (docs/product-rules.md#places-and-time-zones).

/** A province or territory in the reader's language: "Quebec", "Québec", "Quebeque". */
export function provinceName(t: TFunction, code: CanadianProvinceCode): string {
  return t(`canadianProvinces.${code}`);
}

/**
 * The thirteen, each with its name in the reader's language, in that language's alphabetical order. Called on
 * every render of a select: the language's collator is made once (packages/domain/src/intl-formats.ts).
 */
export function provincesByName(t: TFunction, language: string) {
  const order = collator(language);
  return CANADIAN_PROVINCES.map(({ code }) => ({ code, name: provinceName(t, code) })).sort((a, b) =>
    order.compare(a.name, b.name),
  );
}
