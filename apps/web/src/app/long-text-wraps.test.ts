// Decision 046: text people write breaks anywhere rather than widen the page. The rule is one line of the
// stylesheet, inherited by every element; a class that sets overflow-wrap back to `break-word` (Tailwind's
// `break-words`, `wrap-break-word`) or `normal` would bring back the sideways scroll for what it wraps
// (the e2e journey long-text.spec.ts measures the page at 390 px).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('long text wraps', () => {
  it('the page body breaks words anywhere, for every element below it', () => {
    const css = readFileSync(path.join(src, 'index.css'), 'utf8');
    const body = css.match(/\n {2}body \{([^}]*)\}/)?.[1] ?? '';
    expect(body).toMatch(/overflow-wrap:\s*anywhere;/);
  });

  it('no component sets overflow-wrap back', () => {
    const undoing = /\b(break-words|wrap-break-word|wrap-normal)\b|\[overflow-wrap:(normal|break-word)\]/;
    const offenders = sourceFiles(src)
      .filter((file) => undoing.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(offenders).toEqual([]);
  });
});
