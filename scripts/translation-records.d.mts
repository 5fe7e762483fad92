// Types of translation-records.mjs, for the TypeScript checks that read the records with it.

export type Side = 'web' | 'api';
export type Problem = 'english' | 'translation' | 'unrecorded' | null;

export interface TranslatedKey {
  key: string;
  /** The record file (and translation file) the key belongs to. */
  name: string;
  english: string;
  translation: string;
  record: string | undefined;
  problem: Problem;
}

export interface TranslationState {
  keys: TranslatedKey[];
  orphans: string[];
  misplaced: string[];
}

export const ROOT: string;
export const PLURAL_SUFFIX: RegExp;
export function flatten(tree: object, prefix?: string, out?: Map<string, string>): Map<string, string>;
export function translatedLocales(side: Side): string[];
export function englishStrings(side: Side): Map<string, string>;
export function translationFiles(
  side: Side,
  locale: string,
): { name: string; strings: Map<string, string> }[];
export function recordDir(side: Side, locale: string): string;
export function readRecords(side: Side, locale: string): Map<string, { entry: string; name: string }>;
export function fingerprint(text: string): string;
export function recordEntry(english: string, translation: string): string;
export function englishKeyFor(key: string, english: Map<string, string>): string;
export function translationState(side: Side, locale: string): TranslationState;
export function compareRecords(
  english: Map<string, string>,
  files: { name: string; strings: Map<string, string> }[],
  records: Map<string, { entry: string; name: string }>,
): TranslationState;
export function describeProblems(side: Side, locale: string, state?: TranslationState): string;
