import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { trackedFiles } from '../helpers/tracked-files';

/**
 * One vocabulary, telling file names (issue 31). The person who cleans is a "cleaner" in every path of the web
 * app, the API, the end-to-end tests and the packages; "provider" is left to other concepts (a React context provider,
 * a database migration named before the rename), each listed below with its reason. Under apps/web/src no two
 * files share a name (a search for a file finds one), so no file is called strings.ts; the languages'
 * folders under lib/locales mirror each other file for file by design and count once.
 */

/** Paths that may say "provider" because they mean something else than a cleaner. */
const OTHER_PROVIDERS: Record<string, string> = {
  'apps/web/src/app/providers.tsx': "the app's React context providers (query client, i18n, auth)",
  'packages/db/migrations/0012_provider_rating.sql':
    'an applied migration keeps its name (the journal lists it)',
};

const WEB_SRC = 'apps/web/src/';
const VOCABULARY_SCOPE = /^(?:apps\/web\/src|apps\/api|e2e|packages)\//;
/**
 * lib/locales/<language>/<file>, and a translation's record of its English beside it
 * (<language>/translated-from/<file>): one entry per file English has, whatever the number of languages.
 */
const LANGUAGE_FOLDER = /^(apps\/web\/src\/lib\/locales\/)[^/]+\/(?:translated-from\/)?(?=[^/]+$)/;

const files = trackedFiles();

describe('file names', () => {
  it('say "cleaner", not "provider"', () => {
    const found = files.filter(
      (file) => VOCABULARY_SCOPE.test(file) && /provider/i.test(file) && !(file in OTHER_PROVIDERS),
    );
    expect(
      found,
      `Name these files after the cleaner (or list the other meaning above):\n  ${found.join('\n  ')}\n`,
    ).toEqual([]);
  });

  it('list only other providers that exist', () => {
    const gone = Object.keys(OTHER_PROVIDERS).filter((file) => !files.includes(file));
    expect(gone, 'Remove these from OTHER_PROVIDERS').toEqual([]);
  });

  it('are unique under apps/web/src, and none is strings.ts', () => {
    const byName = new Map<string, Set<string>>();
    for (const file of files.filter((f) => f.startsWith(WEB_SRC))) {
      const name = path.posix.basename(file);
      const entry = file.replace(LANGUAGE_FOLDER, '$1<language>/');
      byName.set(name, (byName.get(name) ?? new Set()).add(entry));
    }
    const shared = [...byName]
      .filter(([name, paths]) => paths.size > 1 || name === 'strings.ts')
      .map(([name, paths]) => `${name}: ${[...paths].join(', ')}`);
    expect(shared, `Give these files a telling name of their own:\n  ${shared.join('\n  ')}\n`).toEqual([]);
  });
});
