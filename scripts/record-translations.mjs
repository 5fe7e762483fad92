#!/usr/bin/env node
/**
 * npm run i18n:record -- <language> [key …] [--web | --api] [--same-meaning]
 *
 * Records, for a language's translations, which English each was translated from (scripts/translation-records.mjs
 * says why and how). With keys (a plural key's base stands for all its forms), records those; without, records
 * every key whose record is missing or out of date, and drops records of keys that are gone. --web or --api picks
 * one side (needed when a key exists on both).
 *
 * It refuses a key whose English changed while its translation did not (recording it would hide an out-of-date
 * translation): translate it first. When the English change keeps the meaning (a typo fixed), name the key and
 * add --same-meaning. Nothing is written when a key is refused.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  fingerprint,
  PLURAL_SUFFIX,
  ROOT,
  recordDir,
  recordEntry,
  SIDES,
  translatedLocales,
  translationFiles,
  translationState,
} from './translation-records.mjs';

function fail(message) {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const [locale, ...wanted] = args.filter((a) => !a.startsWith('--'));
const unknownFlag = [...flags].find((f) => !['--web', '--api', '--same-meaning'].includes(f));
if (unknownFlag) fail(`Unknown option ${unknownFlag}.`);
const sides = Object.keys(SIDES).filter(
  (side) => !(flags.has('--web') || flags.has('--api')) || flags.has(`--${side}`),
);
if (!locale) {
  fail(
    'Usage: npm run i18n:record -- <language> [key …] [--web | --api] [--same-meaning]\n' +
      `Languages: ${[...new Set(sides.flatMap(translatedLocales))].join(', ')}`,
  );
}
const sameMeaning = flags.has('--same-meaning');
if (sameMeaning && wanted.length === 0) {
  fail('--same-meaning is a judgement about one English change: name the keys it applies to.');
}

const states = Object.fromEntries(
  sides
    .filter((side) => translatedLocales(side).includes(locale))
    .map((side) => [side, translationState(side, locale)]),
);
if (Object.keys(states).length === 0) fail(`No ${locale} translations on ${sides.join(' or ')}.`);

/** The keys asked for on each side: a key as written, or every plural form of a base key. */
const chosen = Object.fromEntries(Object.keys(states).map((side) => [side, new Set()]));
for (const key of wanted) {
  const found = Object.entries(states).flatMap(([side, state]) => {
    const forms = state.keys.filter((k) => k.key === key || k.key.replace(PLURAL_SUFFIX, '') === key);
    return forms.length ? [[side, forms]] : [];
  });
  if (found.length === 0) fail(`${locale} has no key ${key}${sides.length === 1 ? ` on ${sides[0]}` : ''}.`);
  if (found.length > 1) fail(`${key} is a key of both the web and the API: add --web or --api.`);
  const [[side, forms]] = found;
  for (const k of forms) chosen[side].add(k.key);
}

const refused = [];
const recorded = [];
const current = [];
const updates = {};
for (const [side, state] of Object.entries(states)) {
  updates[side] = new Map();
  const picked = wanted.length ? state.keys.filter((k) => chosen[side].has(k.key)) : state.keys;
  for (const k of picked) {
    if (!k.problem) {
      if (wanted.length) current.push(`${side} ${k.key}`);
      continue;
    }
    const untouched =
      k.problem === 'english' && String(k.record).split(' ')[1] === fingerprint(k.translation);
    if (untouched && !sameMeaning) {
      refused.push(`  ${side} ${k.key}\n    English:  ${k.english}\n    ${locale}: ${k.translation}`);
      continue;
    }
    updates[side].set(k.key, recordEntry(k.english, k.translation));
    recorded.push(`${side} ${k.key}${untouched ? ' (same meaning)' : ''}`);
  }
}
if (refused.length) {
  fail(
    `Not recorded: the English of these changed but their ${locale} text did not. Translate each from the ` +
      `English shown, then record again; if an English change keeps the meaning (a typo fix), name its key ` +
      `and add --same-meaning. Nothing was written.\n${refused.join('\n')}`,
  );
}

/** Rewrites a language's record files: one per translation file, its keys in the file's order. */
function writeRecords(side, state) {
  const dir = recordDir(side, locale);
  const previous = new Map(state.keys.filter((k) => k.record).map((k) => [k.key, k.record]));
  const names = new Set();
  mkdirSync(dir, { recursive: true });
  for (const { name, strings } of translationFiles(side, locale)) {
    names.add(name);
    const records = {};
    for (const key of strings.keys()) {
      const entry = updates[side].get(key) ?? previous.get(key);
      if (entry) records[key] = entry;
    }
    writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(records, null, 2)}\n`);
  }
  // A record file whose translation file is gone (renamed or deleted) holds records of keys that are gone.
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.json') && !names.has(file.slice(0, -5))) rmSync(path.join(dir, file));
  }
}

for (const [side, state] of Object.entries(states)) {
  const untidy = state.orphans.length + state.misplaced.length;
  if (updates[side].size === 0 && (wanted.length || untidy === 0)) continue;
  writeRecords(side, state);
  if (untidy) console.log(`${side}: dropped or moved ${untidy} record(s) of keys gone or moved`);
}
if (current.length) console.log(`Already current:\n  ${current.join('\n  ')}`);
const where = Object.keys(states)
  .filter((side) => updates[side].size > 0)
  .map((side) => path.relative(ROOT, recordDir(side, locale)))
  .join(', ');
console.log(
  recorded.length
    ? `Recorded ${recorded.length} ${locale} key(s) in ${where}:\n  ${recorded.join('\n  ')}`
    : wanted.length
      ? 'Nothing recorded.'
      : `Nothing to record: the ${locale} records are current.`,
);
