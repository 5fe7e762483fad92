import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@limpa/contracts';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/lib/i18n';

/**
 * A problem detail that says a number (a limit, an amount, hours, days) says it in every language: the source
 * is read for every AppError whose English detail is built from values (a template), and each must hand those
 * values to the translations (`.withDetailVars({...})`), whose texts must use exactly those placeholders.
 */
const SRC = path.resolve(import.meta.dirname, '../../src');

/** Details built from values that no language repeats, and why. */
const VALUES_NOT_TRANSLATED: Record<string, string> = {
  not_found: 'the unknown route path (GET /nope) is of no use to a person',
  invalid_transition: "the booking's internal status name; every language says the status does not allow it",
  validation_error: 'the field paths and messages: the errors[] messages are translated one by one',
};

const CODE_ARGUMENT: Record<string, number> = { AppError: 1, conflict: 2, unprocessable: 2, badRequest: 2 };
const DETAIL_ARGUMENT: Record<string, number> = { AppError: 3, conflict: 0, unprocessable: 1, badRequest: 1 };

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? tsFiles(full) : e.name.endsWith('.ts') ? [full] : [];
  });
}

interface Found {
  where: string;
  code: string;
  /** The placeholders handed over (undefined: none). */
  vars?: string[];
  key: string;
}

/** The keys of an object literal, or of the object literal a same-file `const` of that name holds. */
function objectKeys(node: ts.Expression, source: ts.SourceFile): string[] {
  let target: ts.Node | undefined = node;
  if (ts.isIdentifier(node)) {
    target = undefined;
    const find = (n: ts.Node) => {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === node.text)
        target = n.initializer;
      ts.forEachChild(n, find);
    };
    find(source);
  }
  if (!target || !ts.isObjectLiteralExpression(target)) throw new Error(`vars of ${node.getText()}`);
  return target.properties.map((p) => (p.name as ts.Identifier).text);
}

function detailsBuiltFromValues(): Found[] {
  const found: Found[] = [];
  for (const file of tsFiles(SRC)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression)) {
        const name = node.expression.text;
        const codeArg = node.arguments?.[CODE_ARGUMENT[name] ?? -1];
        const detailArg = node.arguments?.[DETAIL_ARGUMENT[name] ?? -1];
        const parent = node.parent;
        const call = parent?.parent;
        const withVars =
          ts.isPropertyAccessExpression(parent) &&
          parent.name.text === 'withDetailVars' &&
          call &&
          ts.isCallExpression(call)
            ? call
            : undefined;
        const fromValues = detailArg && ts.isTemplateExpression(detailArg);
        if (codeArg && ts.isStringLiteral(codeArg) && (fromValues || withVars)) {
          const [varsArg, keyArg] = withVars?.arguments ?? [];
          found.push({
            where: `${path.relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`,
            code: codeArg.text,
            vars: varsArg ? objectKeys(varsArg, source) : undefined,
            key: keyArg && ts.isStringLiteral(keyArg) ? keyArg.text : 'detail',
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('problem details with values', () => {
  const found = detailsBuiltFromValues();

  it('finds them in the source', () => {
    expect(found.map((f) => f.code)).toEqual(
      expect.arrayContaining([
        'too_many_pending',
        'refund_too_large',
        'conversation_closed',
        'limit_reached',
      ]),
    );
    // Constants' details hand their values too (the address limits).
    expect(found.filter((f) => f.code === 'address_limit_reached').map((f) => f.key)).toEqual([
      'detail_primary',
      'detail',
    ]);
  });

  it('every one hands its values to the translations', () => {
    const silent = found.filter((f) => !f.vars && !(f.code in VALUES_NOT_TRANSLATED));
    expect(
      silent.map((f) => `${f.where} ${f.code}`),
      'add .withDetailVars({ ... }) and {{placeholders}} in problems.json',
    ).toEqual([]);
  });

  it.each(LOCALES)('in %s, each detail uses exactly the values it is given', (locale) => {
    const wrong = found
      .filter((f) => f.vars)
      .flatMap((f) => {
        const key = `problems.codes.${f.code}.${f.key}`;
        const used = placeholders(translate(locale, key));
        return JSON.stringify(used) === JSON.stringify([...(f.vars ?? [])].sort())
          ? []
          : [`${key}: has {{${used.join('}}, {{')}}}, ${f.where} gives ${f.vars?.join(', ')}`];
      });
    expect(wrong).toEqual([]);
  });
});
