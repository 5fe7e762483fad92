import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readSource, SRC_DIR, sourceFiles } from './locale-keys';

/**
 * No user-facing text is written into a component: JSX text and the string literals of attributes people
 * read or hear (aria-label, placeholder, title, alt, label…) must come from t(). Symbols and punctuation
 * (·, ×, —, *, /) are not words; anything else needs an entry below with its reason.
 */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
]);

/** "file:text" → why the text is not translated. */
const ALLOWED: Record<string, string> = Object.fromEntries(
  ['paymentIssues', 'cleanerPayouts', 'revenueReports', 'qualityReports'].map((key) => [
    `features/admin-console/components/dashboard-links.tsx:${key}`,
    'a key under adminConsole.dashboard.actions, translated by the QuickAction component',
  ]),
);

const hasWord = (text: string) => /\p{L}{2,}/u.test(text);

/** "file:line: text" for every hard-coded text of one .tsx source. */
function findings(rel: string, text: string): string[] {
  const source = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const clean = text.trim().replace(/\s+/g, ' ');
    if (!hasWord(clean) || `${rel}:${clean}` in ALLOWED) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    out.push(`${rel}:${line + 1}: "${clean}"`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value, value.text);
      if (value && ts.isJsxExpression(value) && value.expression) {
        const e = value.expression;
        if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) report(e, e.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe('components', () => {
  // Parsing every component takes a few seconds on a busy machine.
  it('have no hard-coded user-facing text', { timeout: 60_000 }, () => {
    const found = sourceFiles(SRC_DIR, /\.tsx$/).flatMap((file) =>
      findings(path.relative(SRC_DIR, file), readSource(file)),
    );
    expect(found, `Move these texts into the locale files (t('...')):\n  ${found.join('\n  ')}\n`).toEqual(
      [],
    );
  });

  it('are checked for text in JSX and in read attributes, not in other attributes or symbols', () => {
    const probe = `export const P = () => (
      <button aria-label="Close it" className="flex gap-2" type="button">
        Save now <span>·</span> {'×'}
      </button>
    );`;
    expect(findings('probe.tsx', probe)).toEqual(['probe.tsx:2: "Close it"', 'probe.tsx:3: "Save now"']);
  });
});
