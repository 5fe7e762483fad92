import type { Locale } from '@limpa/contracts';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_APP_LOCALE, initialLocale, LOCALES, setActiveLocale } from './locale';
import { englishShell } from './locales/en/shell';

/**
 * Every user-facing string lives in locales/<language>/*.json (decision 023). English is the fallback and the
 * default: its shell is bundled and each feature's file comes with the feature's pages (addEnglishStrings);
 * pt-PT and fr-CA are each one chunk loaded on demand, so English-only people download neither and the first
 * screen's JavaScript does not grow.
 */
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ resources: ResourceKey }>> = {
  'pt-PT': () => import('./locales/pt-PT/index'),
  'fr-CA': () => import('./locales/fr-CA/index'),
};

const lazyLanguages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = LOADERS[language as keyof typeof LOADERS];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.resources),
      (error: Error) => callback(error, null),
    );
  },
};

/** Keeps <html lang> and the Intl locale in step with the language. */
function followLanguage(language: string) {
  const locale = (LOCALES as readonly string[]).includes(language)
    ? (language as Locale)
    : DEFAULT_APP_LOCALE;
  setActiveLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

i18n.on('languageChanged', followLanguage);

void i18n
  .use(lazyLanguages)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: englishShell } },
    partialBundledLanguages: true,
    lng: initialLocale(),
    fallbackLng: DEFAULT_APP_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    react: { useSuspense: false },
    // i18next otherwise writes an advertisement for its vendor's product into every visitor's console.
    showSupportNotice: false,
  });
followLanguage(i18n.language);

/** A feature's English strings under its key, registered by features/<f>/<f>-strings.ts when its pages load. */
export function addEnglishStrings(namespace: string, strings: ResourceKey) {
  i18n.addResourceBundle(DEFAULT_APP_LOCALE, 'translation', { [namespace]: strings }, true, false);
}

/** Resolves once the first language's strings are in (at once for English): main.tsx renders after it. */
export const i18nReady: Promise<unknown> = i18n.loadLanguages(i18n.language);

export { i18n };
