import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, trackedFiles } from '../helpers/tracked-files';

/**
 * The repository stands alone: a comment, a document or a script that sends its reader to a file outside it
 * (a product brief, a decisions list, an API contract kept elsewhere) points at nothing
 * for whoever clones it. The product rules the code follows are in docs/product-rules.md, the why of each
 * choice in docs/decisions/. This test reads every tracked text file and names each line that refers outside.
 */
const SELF = path
  .relative(REPO_ROOT, import.meta.filename)
  .split(path.sep)
  .join('/');

/** Joins the parts of a name so this file, which must name the forms it looks for, never holds one whole. */
const j = (...parts: string[]) => parts.join('');
const D = j('DECI', 'SIONS');

/** Each form an outside reference takes, with what to write instead. Case-sensitive: docs/api.md is ours. */
const OUTSIDE: readonly { pattern: RegExp; instead: string }[] = [
  // A path that begins with the outside folder's name (alone or after ../); a folder of that name inside a path is fine.
  { pattern: /(?:^|[\s"'`([])(?:\.\.\/)*shared\//, instead: 'a file in this repository' },
  { pattern: new RegExp(j('product', '-spec')), instead: 'docs/product-rules.md' },
  {
    pattern: new RegExp(j('\\b(?:', D, '|API|ARCHITECTURE|DATA-MODEL|DESIGN|STACK)\\.md\\b')),
    instead: 'docs/product-rules.md, docs/api.md, docs/architecture.md or a decision',
  },
  { pattern: new RegExp(j('\\b', D, '\\b')), instead: 'docs/product-rules.md#… or docs/decisions/NNN-….md' },
  { pattern: /\b(?:DESIGN|DATA-MODEL)\b/, instead: 'docs/product-rules.md or docs/architecture.md' },
  { pattern: /"Round \d"/, instead: 'the rule itself, in docs/product-rules.md' },
  // The word "spec" on its own (a Playwright file name, login.spec.ts, is not a reference).
  {
    pattern: /(?<![.\w-])[Ss]pec(?:'s)?(?![.\w-])/,
    instead: 'docs/product-rules.md#<section> (a Playwright file is a "test file")',
  },
];

/** Lock files are written by npm (their package names are not ours to phrase); binaries are not text. */
const SKIPPED =
  /(?:^|\/)(?:package-lock\.json|node_modules\/.*)$|\.(?:png|jpe?g|webp|avif|gif|ico|woff2?|ttf|pdf)$/i;

function outsideReferences(): string[] {
  const found: string[] = [];
  for (const file of trackedFiles()) {
    if (file === SELF || SKIPPED.test(file)) continue;
    let text: string;
    try {
      text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    } catch {
      continue; // listed by git but absent from the work tree (a deletion not yet committed)
    }
    if (text.includes('\0')) continue;
    text.split('\n').forEach((line, i) => {
      const hit = OUTSIDE.find((o) => o.pattern.test(line));
      if (hit) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 160)}  → write ${hit.instead}`);
    });
  }
  return found;
}

/** Every relative link of the README and docs/ that leaves the repository or points at nothing. */
function brokenDocumentLinks(): string[] {
  const found: string[] = [];
  for (const file of trackedFiles().filter((f) => f === 'README.md' || /^docs\/.*\.md$/.test(f))) {
    const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(?:[a-z]+:|#)/i.test(target)) continue; // a web address, a mail address or a heading of this page
      const resolved = path.resolve(REPO_ROOT, path.dirname(file), decodeURI(target.split('#')[0]!));
      const inside = !path.relative(REPO_ROOT, resolved).startsWith('..');
      if (!inside || !existsSync(resolved)) found.push(`${file}: ${target}`);
    }
  }
  return found;
}

describe('the repository stands alone', () => {
  it("the README's and docs' links lead to files of the repository", () => {
    expect(brokenDocumentLinks()).toEqual([]);
  });

  it('no tracked file refers to a document or a path outside the repository', () => {
    expect(outsideReferences()).toEqual([]);
  });

  it('recognises each form of an outside reference, and leaves ours alone', () => {
    const refers = (line: string) => OUTSIDE.some((o) => o.pattern.test(line));
    for (const line of [
      j('see ', 'sha', 'red/', 'API.md'),
      j('`', 'sha', 'red/', D, '.md`'),
      'the product spec (spec section 9)',
      "the spec's wording",
      j(D, ' "Money"'),
      '(DESIGN "Layout")',
      'DATA-MODEL: the address limit',
      'STACK.md names mjml',
      j('(', D, '.md "Round 2")'),
    ]) {
      expect(refers(line), line).toBe(true);
    }
    for (const line of [
      'docs/api.md lists the routes',
      'docs/product-rules.md#cancellation',
      'e2e/tests/sign-in-painted.spec.ts',
      'components/shared/button.tsx',
      '## Decisions',
    ]) {
      expect(refers(line), line).toBe(false);
    }
  });
});
