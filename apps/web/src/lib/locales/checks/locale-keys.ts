import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Helpers for the locale tests (run in Node): keys of a resource tree, plural forms, source files. */

export type Tree = { [key: string]: string | Tree };

export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** "a.b.c" for every string leaf. */
export function flattenKeys(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flattenKeys(value, full)) out.set(k, v);
  }
  return out;
}

/** The key a component asks for: "menu.pendingCount_other" → "menu.pendingCount". */
export const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

/**
 * What a language must have for `enKeys`: plain keys as they are, and for every plural key every plural
 * category the language's grammar uses (Intl.PluralRules: French and Portuguese also have "many").
 */
export function requiredKeys(enKeys: Iterable<string>, locale: string): Set<string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const out = new Set<string>();
  for (const key of enKeys) {
    if (PLURAL_SUFFIX.test(key)) for (const c of categories) out.add(`${baseKey(key)}_${c}`);
    else out.add(key);
  }
  return out;
}

/** The {{placeholders}} of a string, sorted. */
export const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

/** apps/web/src, from this file. */
export const SRC_DIR = path.resolve(import.meta.dirname, '../../..');

/** Every .ts/.tsx file under apps/web/src except tests, test helpers and the locale files themselves. */
export function sourceFiles(dir = SRC_DIR, ext = /\.tsx?$/): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'test' || entry.name === 'locales') continue;
      out.push(...sourceFiles(full, ext));
    } else if (ext.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(full);
    }
  }
  return out;
}

export const readSource = (file: string) => readFileSync(file, 'utf8');
