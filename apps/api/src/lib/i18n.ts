import { DEFAULT_LOCALE, LOCALES, type Locale } from '@limpa/contracts';
import enCatalogue from '../locales/en/catalogue.json';
import enExports from '../locales/en/exports.json';
import enMail from '../locales/en/mail.json';
import enNotifications from '../locales/en/notifications.json';
import enProblems from '../locales/en/problems.json';
import frCaCatalogue from '../locales/fr-CA/catalogue.json';
import frCaExports from '../locales/fr-CA/exports.json';
import frCaMail from '../locales/fr-CA/mail.json';
import frCaNotifications from '../locales/fr-CA/notifications.json';
import frCaProblems from '../locales/fr-CA/problems.json';
import ptPtCatalogue from '../locales/pt-PT/catalogue.json';
import ptPtExports from '../locales/pt-PT/exports.json';
import ptPtMail from '../locales/pt-PT/mail.json';
import ptPtNotifications from '../locales/pt-PT/notifications.json';
import ptPtProblems from '../locales/pt-PT/problems.json';

/**
 * The server's strings, one JSON file per topic and language under src/locales/<locale>/ (decision 023).
 * A key is "<file>.<path>", e.g. "problems.codes.not_found.title". English is the fallback for a key a
 * language lacks (a test keeps the languages complete, so this only matters mid-merge).
 */
type Tree = { [key: string]: string | Tree };

export const SERVER_STRINGS: Record<Locale, Record<string, Tree>> = {
  en: {
    problems: enProblems,
    notifications: enNotifications,
    mail: enMail,
    catalogue: enCatalogue,
    exports: enExports,
  },
  'pt-PT': {
    problems: ptPtProblems,
    notifications: ptPtNotifications,
    mail: ptPtMail,
    catalogue: ptPtCatalogue,
    exports: ptPtExports,
  },
  'fr-CA': {
    problems: frCaProblems,
    notifications: frCaNotifications,
    mail: frCaMail,
    catalogue: frCaCatalogue,
    exports: frCaExports,
  },
};

function lookup(locale: Locale, key: string): string | undefined {
  let node: string | Tree | undefined = SERVER_STRINGS[locale];
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Whether the language has this exact key (no English fallback). */
export const hasTranslation = (locale: Locale, key: string) => lookup(locale, key) !== undefined;

/** The string for `key` in `locale` with {{name}} placeholders filled; the key itself when no language has it. */
export function translate(
  locale: string | null | undefined,
  key: string,
  vars: Record<string, string | number | null | undefined> = {},
): string {
  const text = lookup(toLocale(locale), key) ?? lookup(DEFAULT_LOCALE, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name] ?? '') : whole,
  );
}

/** A stored or sent language tag as one of ours: exact match, else by primary language (pt → pt-PT). */
export function toLocale(tag: string | null | undefined): Locale {
  return matchLocale(tag) ?? DEFAULT_LOCALE;
}

/** A language tag as one of ours (exact, else by primary language), or undefined when we serve none close. */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const primary = lower.split('-')[0];
  return LOCALES.find((l) => l.toLowerCase().split('-')[0] === primary);
}

/**
 * Accept-Language negotiation to our three languages: the highest-q tag we serve (pt-BR → pt-PT, fr-FR →
 * fr-CA, as the closest we have); English when none matches or the header is absent.
 */
export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.tag && r.tag !== '*' && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** A CSV header row in the reader's language: each English column name (contracts) by its `exports.columns` key. */
export const csvHeaderIn = (locale: string | null | undefined, header: readonly string[]) =>
  header.map((column) => translate(locale, `exports.columns.${column.toLowerCase()}`));
