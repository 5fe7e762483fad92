import { describe, expect, it } from 'vitest';
import { en } from '../en/index';
import { DYNAMIC_KEY_PREFIXES, NAMED_KEY_SECTIONS } from './dynamic-keys';
import { baseKey, flattenKeys, readSource, sourceFiles, type Tree } from './locale-keys';

/**
 * Every English key is asked for somewhere: as a literal ('auth.signIn.submit') or under a prefix the code
 * fills at run time (dynamic-keys.ts). Type-level templates (`validation.${keyof ...}`) are not uses.
 */
const topLevel = new Set(Object.keys(en));
const isKeyLike = (text: string) => topLevel.has(text.split('.')[0] ?? '') && text.includes('.');

const literals = new Set<string>();
const words = new Set<string>();
const templatePrefixes = new Map<string, string>();
for (const file of sourceFiles()) {
  const lines = readSource(file).split('\n');
  lines.forEach((line, index) => {
    for (const m of line.matchAll(/['"]([a-zA-Z]\w*)['"]/g)) words.add(m[1] ?? '');
    for (const m of line.matchAll(/['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"`]/g)) {
      if (isKeyLike(m[1] ?? '')) literals.add(m[1] ?? '');
    }
    if (/^\s*(export\s+)?type\s/.test(line)) return;
    for (const m of line.matchAll(/`([a-zA-Z][\w-]*(?:\.[\w-]*)*)\$\{/g)) {
      const prefix = m[1] ?? '';
      if (isKeyLike(prefix)) templatePrefixes.set(prefix, `${file}:${index + 1}`);
    }
  });
}

describe('English keys', () => {
  const keys = [...flattenKeys(en as Tree).keys()];

  it('are all used by the code', () => {
    const unused = keys.filter(
      (key) =>
        !literals.has(baseKey(key)) &&
        !Object.keys(DYNAMIC_KEY_PREFIXES).some((prefix) => key.startsWith(prefix)) &&
        !Object.keys(NAMED_KEY_SECTIONS).some(
          (section) => key.startsWith(section) && words.has(key.slice(section.length)),
        ),
    );
    expect(unused, `Unused keys (delete them from every language):\n  ${unused.join('\n  ')}\n`).toEqual([]);
  });

  it('built at run time have an allow-listed prefix', () => {
    const unlisted = [...templatePrefixes]
      .filter(([prefix]) => !(prefix in DYNAMIC_KEY_PREFIXES))
      .map(([prefix, where]) => `${prefix} (${where})`);
    expect(
      unlisted,
      `Add these prefixes to dynamic-keys.ts with a reason:\n  ${unlisted.join('\n  ')}\n`,
    ).toEqual([]);
  });

  it('allow-list has no prefix the code stopped using', () => {
    const stale = Object.keys(DYNAMIC_KEY_PREFIXES).filter((prefix) => !templatePrefixes.has(prefix));
    expect(stale, `Remove from dynamic-keys.ts:\n  ${stale.join('\n  ')}\n`).toEqual([]);
  });
});
