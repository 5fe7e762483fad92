import type { Locale } from '@limpa/contracts';

/** The product's languages (docs/product-rules.md#languages); English is the default and the fallback. */
export const LOCALES: readonly Locale[] = ['en', 'pt-PT', 'fr-CA'];
export const DEFAULT_APP_LOCALE: Locale = 'en';
/** Where a signed-out person's choice is kept (signed in, the profile's `locale` wins). */
export const LOCALE_STORAGE_KEY = 'limpa.locale';

let active: Locale = DEFAULT_APP_LOCALE;

/** The language the app shows now (set by lib/i18n.ts whenever it changes). */
export const activeLocale = (): Locale => active;
export const setActiveLocale = (locale: Locale) => {
  active = locale;
};

/**
 * The Intl locale for numbers, money and dates: English formats as en-CA (the default before languages
 * existed); pt-PT and fr-CA are Intl locales themselves ("25,00 $", "25,00 €").
 */
export const formatLocale = (): string => (active === 'en' ? 'en-CA' : active);

/** A language tag as one of ours: exact, else by primary language (pt-BR → pt-PT, fr → fr-CA). */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const lower = tag.toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const primary = lower.split('-')[0];
  return LOCALES.find((l) => l.toLowerCase().split('-')[0] === primary) ?? null;
}

/** The first of the browser's languages we serve, else English. */
export function browserLocale(languages: readonly string[] = globalThis.navigator?.languages ?? []): Locale {
  for (const tag of languages) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_APP_LOCALE;
}

/** The choice kept on this device, if any. */
function storedLocale(): Locale | null {
  try {
    return matchLocale(globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY));
  } catch {
    // Storage can be disabled (private modes): the browser's languages decide.
    return null;
  }
}

/** The signed-out person's stored choice, else the browser's languages. */
export function initialLocale(): Locale {
  return storedLocale() ?? browserLocale();
}

/**
 * The choice as a cookie too (kept a year), so that the server paints the sign-in page in it
 * rather than in the browser's language (decision 036).
 */
function writeLocaleCookie(locale: Locale) {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed-format value; the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export function storeLocale(locale: Locale) {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not kept across visits then; the profile keeps it for signed-in people.
  }
  writeLocaleCookie(locale);
}

/** Copies a choice kept before the cookie existed (or after it expired) to the cookie, at start. */
export function shareStoredLocale() {
  const stored = storedLocale();
  if (stored) writeLocaleCookie(stored);
}
