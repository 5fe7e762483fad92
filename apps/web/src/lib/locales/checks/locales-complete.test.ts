import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../locale';
import { en } from '../en/index';
import { resources as frCA } from '../fr-CA/index';
import { resources as ptPT } from '../pt-PT/index';
import { flattenKeys, placeholders, requiredKeys, type Tree } from './locale-keys';

/**
 * Every language has exactly English's keys (with the plural forms its grammar needs) and the same
 * {{placeholders}}. After a merge that added English strings, the failure lists what to translate.
 */
const TRANSLATIONS = { 'pt-PT': ptPT, 'fr-CA': frCA } as Record<string, Tree>;
const english = flattenKeys(en as Tree);

describe.each(Object.entries(TRANSLATIONS))('%s strings', (locale, resources) => {
  const theirs = flattenKeys(resources);
  const required = requiredKeys(english.keys(), locale);

  it('has every English key (and every plural form)', () => {
    const missing = [...required].filter((key) => !theirs.has(key));
    expect(missing, `Translate these keys into ${locale}:\n  ${missing.join('\n  ')}\n`).toEqual([]);
  });

  it('has no key English lacks', () => {
    const extra = [...theirs.keys()].filter((key) => !required.has(key));
    expect(extra, `Remove these ${locale} keys (English has none):\n  ${extra.join('\n  ')}\n`).toEqual([]);
  });

  it('keeps the same {{placeholders}} as English', () => {
    const wrong = [...english].flatMap(([key, text]) => {
      const forms = theirs.has(key)
        ? [key]
        : [...required].filter((k) => k.startsWith(`${key.replace(/_\w+$/, '')}_`));
      return forms
        .filter((k) => theirs.has(k))
        .filter((k) => placeholders(theirs.get(k) ?? '').join() !== placeholders(text).join())
        .map(
          (k) => `${k}: ${placeholders(text).join(', ')} → ${placeholders(theirs.get(k) ?? '').join(', ')}`,
        );
    });
    expect(wrong, `Fix the placeholders of these ${locale} strings:\n  ${wrong.join('\n  ')}\n`).toEqual([]);
  });

  it('is not left in English by mistake', () => {
    // A string may equal English when the words are the same (Total, Menu, Portugal, brand names, numbers,
    // placeholders); a sentence of several English words identical to English was not translated.
    const words = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '').match(/[A-Za-z]{3,}/g) ?? [];
    const copied = [...english]
      .filter(([key, text]) => words(text).length > 3 && theirs.get(key) === text)
      .map(([key]) => key);
    expect(copied, `These ${locale} strings are still English:\n  ${copied.join('\n  ')}\n`).toEqual([]);
  });
});

it('lists every language the app offers', () => {
  expect([...LOCALES].sort()).toEqual(['en', ...Object.keys(TRANSLATIONS)].sort());
});
