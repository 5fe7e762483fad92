/**
 * What each translation was translated from (issue 32). The key and placeholder checks cannot see an English
 * string that changed under its translations, so every language keeps, beside its files, one record file per
 * translation file (<language>/translated-from/<file>.json; the web's shell, <language>.json, is recorded in
 * shell.json): key → "<English hash> <translation hash>". A record whose English hash differs from today's
 * English marks a translation to redo. The translation's own hash lets `npm run i18n:record` refuse to record a
 * key whose translation nobody touched, so recording cannot stand in for translating.
 *
 * Shared by scripts/record-translations.mjs, which writes the records, and the checks that read them
 * (apps/web/src/lib/locales/checks/, apps/api/test/languages/), so both hash and map keys the same way.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const jsonFiles = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** "a.b.c" → text for every string leaf, in file order. */
export function flatten(tree, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else flatten(value, full, out);
  }
  return out;
}

/**
 * Where each side keeps its strings, and the key prefix each file's strings take: the web's feature files sit
 * under their camel-cased name (by-file.ts, en/index.ts) and its shell at the top; the API's files under their
 * topic (apps/api/src/lib/i18n.ts).
 */
export const SIDES = {
  web: {
    dir: path.join(ROOT, 'apps/web/src/lib/locales'),
    englishFiles(dir) {
      return [
        { file: path.join(dir, 'en.json'), prefix: '' },
        { file: path.join(dir, 'en-signed-in.json'), prefix: '' },
        ...jsonFiles(path.join(dir, 'en')).map((f) => ({
          file: path.join(dir, 'en', f),
          prefix: camel(f.slice(0, -5)),
        })),
      ];
    },
    translationFiles(dir, locale) {
      return [
        { name: 'shell', file: path.join(dir, `${locale}.json`), prefix: '' },
        ...jsonFiles(path.join(dir, locale)).map((f) => ({
          name: f.slice(0, -5),
          file: path.join(dir, locale, f),
          prefix: camel(f.slice(0, -5)),
        })),
      ];
    },
    locales(dir) {
      return readdirSync(dir).filter((d) => d !== 'en' && existsSync(path.join(dir, `${d}.json`)));
    },
  },
  api: {
    dir: path.join(ROOT, 'apps/api/src/locales'),
    englishFiles(dir) {
      return jsonFiles(path.join(dir, 'en')).map((f) => ({
        file: path.join(dir, 'en', f),
        prefix: f.slice(0, -5),
      }));
    },
    translationFiles(dir, locale) {
      return jsonFiles(path.join(dir, locale)).map((f) => ({
        name: f.slice(0, -5),
        file: path.join(dir, locale, f),
        prefix: f.slice(0, -5),
      }));
    },
    locales(dir) {
      return readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && d.name !== 'en')
        .map((d) => d.name);
    },
  },
};

/** The languages translated from English on a side ("pt-PT", "fr-CA"). */
export const translatedLocales = (side) => SIDES[side].locales(SIDES[side].dir).sort();

/** Every English string of a side, by key. */
export function englishStrings(side) {
  const out = new Map();
  for (const { file, prefix } of SIDES[side].englishFiles(SIDES[side].dir))
    flatten(readJson(file), prefix, out);
  return out;
}

/** A language's strings, file by file: { name, strings }, name being the record file's. */
export const translationFiles = (side, locale) =>
  SIDES[side]
    .translationFiles(SIDES[side].dir, locale)
    .map(({ name, file, prefix }) => ({ name, strings: flatten(readJson(file), prefix) }));

export const recordDir = (side, locale) => path.join(SIDES[side].dir, locale, 'translated-from');

/** The records of a language: key → { entry, name } (name: the record file holding it). */
export function readRecords(side, locale) {
  const out = new Map();
  const dir = recordDir(side, locale);
  for (const f of jsonFiles(dir)) {
    for (const [key, entry] of Object.entries(readJson(path.join(dir, f)))) {
      out.set(key, { entry, name: f.slice(0, -5) });
    }
  }
  return out;
}

/** A short hash of a text: enough to tell two wordings apart, short enough to read in a diff. */
export const fingerprint = (text) => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 8);

export const recordEntry = (english, translation) => `${fingerprint(english)} ${fingerprint(translation)}`;

export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The English key a translation key translates: itself, or, for a plural form English lacks (Portuguese and
 * French "_many"), English's "_other" form of the same base key, the general form English has for every plural
 * key (requiredKeys in apps/web/src/lib/locales/checks/locale-keys.ts asks for these forms).
 */
export function englishKeyFor(key, english) {
  if (english.has(key) || !PLURAL_SUFFIX.test(key)) return key;
  return key.replace(PLURAL_SUFFIX, '_other');
}

/**
 * Every translated key of a language with its English, its translation, its record and what is wrong:
 * "english" (English changed since the translation was recorded: translate again), "translation" (the
 * translation changed but was not recorded), "unrecorded", or null. Keys English lacks are left to the
 * key checks. `orphans` are records of keys the language no longer has; `misplaced` are records kept in
 * another file than their translation's.
 */
export const translationState = (side, locale) =>
  compareRecords(englishStrings(side), translationFiles(side, locale), readRecords(side, locale));

/** translationState on given strings and records (the checks try it on made-up ones). */
export function compareRecords(english, files, records) {
  const keys = [];
  const seen = new Set();
  for (const { name, strings } of files) {
    for (const [key, translation] of strings) {
      seen.add(key);
      const englishText = english.get(englishKeyFor(key, english));
      if (englishText === undefined) continue;
      const record = records.get(key);
      const [englishHash, translationHash] = record ? String(record.entry).split(' ') : [];
      const problem = !record
        ? 'unrecorded'
        : englishHash !== fingerprint(englishText)
          ? 'english'
          : translationHash !== fingerprint(translation)
            ? 'translation'
            : null;
      keys.push({ key, name, english: englishText, translation, record: record?.entry, problem });
    }
  }
  const orphans = [...records.keys()].filter((key) => !seen.has(key));
  const misplaced = keys.filter((k) => records.has(k.key) && records.get(k.key).name !== k.name);
  return { keys, orphans, misplaced: misplaced.map((k) => k.key) };
}

const RECORD = 'npm run i18n:record --';

/** What is wrong with a language's records and what to do, or "" when they are all current. */
export function describeProblems(side, locale, state = translationState(side, locale)) {
  const where = side === 'web' ? 'the web' : 'the API';
  const record = `${RECORD} ${locale} --${side}`;
  const of = (problem) => state.keys.filter((k) => k.problem === problem);
  const show = (k) => `  ${k.key}\n    English:  ${k.english}\n    ${locale}: ${k.translation}`;
  const parts = [];
  const changed = of('english');
  if (changed.length) {
    parts.push(
      `English changed since these ${locale} strings of ${where} were translated. Translate each again from the ` +
        `English shown, then record them:\n  ${record} ${changed.map((k) => k.key).join(' ')}\n` +
        `If an English change keeps the meaning (a typo fix), leave the translation and add --same-meaning.\n` +
        changed.map(show).join('\n'),
    );
  }
  const edited = of('translation');
  if (edited.length) {
    parts.push(
      `These ${locale} strings of ${where} changed since they were recorded. Record them:\n  ${record} ` +
        `${edited.map((k) => k.key).join(' ')}\n${edited.map(show).join('\n')}`,
    );
  }
  const unrecorded = of('unrecorded');
  if (unrecorded.length) {
    parts.push(
      `These ${locale} strings of ${where} have no record of the English they translate. Once each is ` +
        `translated from today's English, record them all: ${record}\n  ` +
        unrecorded.map((k) => k.key).join('\n  '),
    );
  }
  if (state.orphans.length || state.misplaced.length) {
    parts.push(
      `Records of ${where}'s ${locale} for keys it no longer has, or in another file than their translation's. ` +
        `Tidy them: ${record}\n  ${[...state.orphans, ...state.misplaced].join('\n  ')}`,
    );
  }
  return parts.join('\n\n');
}
