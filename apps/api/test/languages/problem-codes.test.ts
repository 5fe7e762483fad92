import { LOCALES, PROBLEM_CODES } from '@limpa/contracts';
import { describe, expect, it } from 'vitest';
import { hasTranslation, negotiateLocale, SERVER_STRINGS, translate } from '../../src/lib/i18n';

/**
 * Every problem code the API can answer with has a title and a detail in every language. The codes are the
 * contract's list, which AppError and its helpers take (a code not in it fails the type check), so a new code
 * without translations fails here with its name.
 */
describe('problem translations', () => {
  const codes = [...PROBLEM_CODES];

  it('translates exactly the listed codes: a translation of a code no longer answered with is dead', () => {
    expect(Object.keys(SERVER_STRINGS.en.problems?.codes ?? {}).sort()).toEqual([...codes].sort());
  });

  it.each(LOCALES)('every code has a title and a detail in %s', (locale) => {
    const missing = codes.flatMap((code) =>
      ['title', 'detail']
        .filter((part) => !hasTranslation(locale, `problems.codes.${code}.${part}`))
        .map((part) => `problems.codes.${code}.${part}`),
    );
    expect(
      missing,
      `Add to apps/api/src/locales/${locale}/problems.json:\n  ${missing.join('\n  ')}\n`,
    ).toEqual([]);
  });

  it('every language has the same keys as English', () => {
    const keysOf = (tree: unknown, prefix = ''): string[] =>
      Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) =>
        typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`),
      );
    const english = keysOf(SERVER_STRINGS.en).sort();
    for (const locale of LOCALES) expect(keysOf(SERVER_STRINGS[locale]).sort(), locale).toEqual(english);
  });

  it('translate() fills placeholders and falls back to English, then to the key', () => {
    expect(translate('fr-CA', 'problems.codes.slot_taken.title')).toBe('Échec de la réservation');
    expect(translate('de', 'problems.codes.slot_taken.title')).toBe('Booking Failed');
    expect(translate('pt-PT', 'problems.nope')).toBe('problems.nope');
  });
});

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr-CA'],
    ['fr', 'fr-CA'],
    ['fr-FR', 'fr-CA'],
    ['pt-BR,pt;q=0.9', 'pt-PT'],
    ['PT-pt', 'pt-PT'],
    ['de-DE,de;q=0.9', 'en'],
    ['de;q=1, pt;q=0.5, fr;q=0.8', 'fr-CA'],
    ['en-US,fr;q=0.5', 'en'],
    ['fr;q=0, pt', 'pt-PT'],
    ['*', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});
