import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@limpa/contracts';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { hasTranslation, negotiateLocale, SERVER_STRINGS, translate } from '../../src/lib/i18n';

/**
 * Every problem code the API can answer with has a title and a detail in every language. The codes are read
 * from the source (AppError and its helpers, PaymentError codes), so a new code without translations fails
 * here with its name.
 */
const SRC = path.resolve(import.meta.dirname, '../../src');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? tsFiles(full) : e.name.endsWith('.ts') ? [full] : [];
  });
}

/** Which argument of which call is a problem code (app-error.ts helpers, and the defaults they use). */
const CODE_ARGUMENT: Record<string, number> = { AppError: 1, conflict: 2, unprocessable: 2, badRequest: 2 };
const HELPER_CODES = ['not_found', 'conflict', 'unprocessable', 'bad_request', 'unauthorized', 'forbidden'];

function problemCodes(): Set<string> {
  const codes = new Set<string>([...HELPER_CODES, 'rate_limited', 'validation_error', 'internal_error']);
  for (const file of tsFiles(SRC)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression)) {
        const index = CODE_ARGUMENT[node.expression.text];
        const arg = index === undefined ? undefined : node.arguments?.[index];
        if (arg && ts.isStringLiteral(arg)) codes.add(arg.text);
      }
      // PaymentError codes reach the caller as problem codes (badRequest(..., err.code)).
      if (
        ts.isTypeAliasDeclaration(node) &&
        node.name.text === 'PaymentErrorCode' &&
        ts.isUnionTypeNode(node.type)
      ) {
        for (const member of node.type.types) {
          if (ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal))
            codes.add(member.literal.text);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return codes;
}

describe('problem translations', () => {
  const codes = [...problemCodes()].sort();

  it('finds the codes the API answers with', () => {
    expect(codes).toEqual(expect.arrayContaining(['not_found', 'slot_taken', 'card_in_use', 'invalid_cvc']));
    expect(codes.length).toBeGreaterThan(60);
  });

  it.each(LOCALES)('every code has a title and a detail in %s', (locale) => {
    const missing = codes.flatMap((code) =>
      ['title', 'detail']
        .filter((part) => !hasTranslation(locale, `problems.codes.${code}.${part}`))
        .map((part) => `problems.codes.${code}.${part}`),
    );
    expect(
      missing,
      `Add to apps/api/src/locales/${locale}/problems.json:\n  ${missing.join('\n  ')}\n`,
    ).toEqual([]);
  });

  it('every language has the same keys as English', () => {
    const keysOf = (tree: unknown, prefix = ''): string[] =>
      Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) =>
        typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`),
      );
    const english = keysOf(SERVER_STRINGS.en).sort();
    for (const locale of LOCALES) expect(keysOf(SERVER_STRINGS[locale]).sort(), locale).toEqual(english);
  });

  it('translate() fills placeholders and falls back to English, then to the key', () => {
    expect(translate('fr-CA', 'problems.codes.slot_taken.title')).toBe('Échec de la réservation');
    expect(translate('de', 'problems.codes.slot_taken.title')).toBe('Booking Failed');
    expect(translate('pt-PT', 'problems.nope')).toBe('problems.nope');
  });
});

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr-CA'],
    ['fr', 'fr-CA'],
    ['fr-FR', 'fr-CA'],
    ['pt-BR,pt;q=0.9', 'pt-PT'],
    ['PT-pt', 'pt-PT'],
    ['de-DE,de;q=0.9', 'en'],
    ['de;q=1, pt;q=0.5, fr;q=0.8', 'fr-CA'],
    ['en-US,fr;q=0.5', 'en'],
    ['fr;q=0, pt', 'pt-PT'],
    ['*', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});
