import { CANADIAN_PROVINCES, type CanadianProvinceCode } from '@limpa/domain';
import type { TFunction } from 'i18next';
import '@/lib/strings/canadian-provinces';

// The domain's English `name` stays what the API stores and matches addresses by (packages/domain/src/geo.ts);
// people read the name their language gives (docs/product-rules.md#places-and-time-zones).

/** A province or territory in the reader's language: "Quebec", "Québec", "Quebeque". */
export function provinceName(t: TFunction, code: CanadianProvinceCode): string {
  return t(`canadianProvinces.${code}`);
}

/** The thirteen, each with its name in the reader's language, in that language's alphabetical order. */
export function provincesByName(t: TFunction, language: string) {
  const collator = new Intl.Collator(language);
  return CANADIAN_PROVINCES.map(({ code }) => ({ code, name: provinceName(t, code) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
