import { describe, expect, it } from 'vitest';
import {
  compareRecords,
  describeProblems,
  englishStrings,
  recordEntry,
  translatedLocales,
  translationFiles,
  translationState,
} from '../../../../../../scripts/translation-records.mjs';
import { LOCALES } from '../../locale';
import { en } from '../en/index';
import { resources as frCA } from '../fr-CA/index';
import { resources as ptPT } from '../pt-PT/index';
import { flattenKeys, type Tree } from './locale-keys';

/**
 * Every translation records the English it was translated from (<language>/translated-from/), so an English
 * string reworded after its translations fails here, naming each key with today's English and the translation
 * to redo; the key and placeholder checks cannot see a changed wording. docs/architecture.md ("Adding things") says
 * how to change an English string.
 */
const TRANSLATIONS = { 'pt-PT': ptPT, 'fr-CA': frCA } as Record<string, Tree>;

describe.each(Object.keys(TRANSLATIONS))('%s translations', (locale) => {
  it('were each recorded from today’s English, and the records name no key that is gone', () => {
    const state = translationState('web', locale);
    const wrong = [
      ...state.keys.filter((k) => k.problem).map((k) => `${k.problem}: ${k.key}`),
      ...state.orphans.map((key) => `gone: ${key}`),
      ...state.misplaced.map((key) => `misplaced: ${key}`),
    ];
    expect(wrong, `\n${describeProblems('web', locale, state)}\n`).toEqual([]);
  });

  it('are read by the records from the same files the app loads', () => {
    const read = new Map(translationFiles('web', locale).flatMap(({ strings }) => [...strings]));
    expect(Object.fromEntries(read)).toEqual(Object.fromEntries(flattenKeys(TRANSLATIONS[locale] as Tree)));
  });
});

it('records read English as the app has it, for every language the app offers', () => {
  expect(Object.fromEntries(englishStrings('web'))).toEqual(Object.fromEntries(flattenKeys(en as Tree)));
  expect(translatedLocales('web')).toEqual(LOCALES.filter((l) => l !== 'en').sort());
});

describe('a record', () => {
  const english = new Map([
    ['a.title', 'Saved'],
    ['a.count_one', 'One job'],
    ['a.count_other', '{{count}} jobs'],
  ]);
  const files = (title: string) => [
    {
      name: 'a',
      strings: new Map([
        ['a.title', title],
        ['a.count_one', 'Um trabalho'],
        ['a.count_many', '{{count}} de trabalhos'],
        ['a.count_other', '{{count}} trabalhos'],
      ]),
    },
  ];
  const recorded = (entries: [string, string, string][]) =>
    new Map(entries.map(([key, en, tr]) => [key, { entry: recordEntry(en, tr), name: 'a' }]));
  const current = recorded([
    ['a.title', 'Saved', 'Guardado'],
    ['a.count_one', 'One job', 'Um trabalho'],
    ['a.count_many', '{{count}} jobs', '{{count}} de trabalhos'],
    ['a.count_other', '{{count}} jobs', '{{count}} trabalhos'],
  ]);
  const problems = (state: ReturnType<typeof compareRecords>) => [
    ...state.keys.filter((k) => k.problem).map((k) => `${k.problem}: ${k.key}`),
    ...state.orphans.map((key) => `gone: ${key}`),
  ];

  it('is current when English and the translation are those it was made from (a form English lacks: _other)', () => {
    expect(problems(compareRecords(english, files('Guardado'), current))).toEqual([]);
  });

  it('fails when English changed, when the translation changed unrecorded, without a record, or for a gone key', () => {
    const reworded = new Map([...english, ['a.count_other', '{{count}} cleanings']]);
    expect(problems(compareRecords(reworded, files('Guardado'), current))).toEqual([
      'english: a.count_many',
      'english: a.count_other',
    ]);
    expect(problems(compareRecords(english, files('Gravado'), current))).toEqual(['translation: a.title']);
    const partial = new Map([...current].filter(([key]) => key !== 'a.title'));
    partial.set('a.subtitle', { entry: recordEntry('x', 'y'), name: 'a' });
    expect(problems(compareRecords(english, files('Guardado'), partial))).toEqual([
      'unrecorded: a.title',
      'gone: a.subtitle',
    ]);
  });
});
