import { describe, expect, it } from 'vitest';
import { en } from '../en/index';
import { resources as frCA } from '../fr-CA/index';
import { resources as ptPT } from '../pt-PT/index';
import { flattenKeys, type Tree } from './locale-keys';

/**
 * A counted word takes the language's plural rules (i18next `_one`/`_many`/`_other` keys, chosen by
 * Intl.PluralRules), never a hedge such as "provider(s)", "profissional(ais)" or "trouvé(e)s".
 */
const HEDGED_PLURAL = /\p{L}\((?:s|es|e|x|ais|as|os|e?s)\)/u;

describe.each([
  ['en', en],
  ['pt-PT', ptPT],
  ['fr-CA', frCA],
] as const)('%s strings', (_locale, resources) => {
  it('count with plural forms, not "(s)"', () => {
    const hedged = [...flattenKeys(resources as Tree)].filter(([, text]) => HEDGED_PLURAL.test(text));
    expect(hedged.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

describe('the hedge finder', () => {
  it('finds the hedges it is there for, and leaves parentheses alone', () => {
    for (const text of ['3 provider(s) found', 'profissional(ais) encontrado(s)', 'trouvé(e)s']) {
      expect(HEDGED_PLURAL.test(text), text).toBe(true);
    }
    expect(HEDGED_PLURAL.test('Times are local to the address (Lisbon time).')).toBe(false);
    expect(HEDGED_PLURAL.test('Filters ({{count}} active)')).toBe(false);
  });
});
