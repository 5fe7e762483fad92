import { LOCALES } from '@limpa/contracts';
import { describe, expect, it } from 'vitest';
import {
  describeProblems,
  englishStrings,
  flatten,
  translatedLocales,
  translationFiles,
  translationState,
} from '../../../../scripts/translation-records.mjs';
import { SERVER_STRINGS } from '../../src/lib/i18n';

/**
 * Every server translation records the English it was translated from (src/locales/<language>/translated-from/),
 * so a mail, notification or problem reworded in English after its translations fails here, naming each key with
 * today's English and the translation to redo. The web's check tries the comparison on made-up records;
 * docs/architecture.md ("Adding things") says how to change an English string.
 */
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');
const strings = (tree: object) => Object.fromEntries(flatten(tree));

describe.each(TRANSLATED)('%s server translations', (locale) => {
  it('were each recorded from today’s English, and the records name no key that is gone', () => {
    const state = translationState('api', locale);
    const wrong = [
      ...state.keys.filter((k) => k.problem).map((k) => `${k.problem}: ${k.key}`),
      ...state.orphans.map((key) => `gone: ${key}`),
      ...state.misplaced.map((key) => `misplaced: ${key}`),
    ];
    expect(wrong, `\n${describeProblems('api', locale, state)}\n`).toEqual([]);
  });

  it('are read by the records from the same files translate() uses', () => {
    const read = new Map(translationFiles('api', locale).flatMap((file) => [...file.strings]));
    expect(Object.fromEntries(read)).toEqual(strings(SERVER_STRINGS[locale]));
  });
});

it('records read English as translate() has it, for every language the API speaks', () => {
  expect(Object.fromEntries(englishStrings('api'))).toEqual(strings(SERVER_STRINGS.en));
  expect(translatedLocales('api')).toEqual([...TRANSLATED].sort());
});
