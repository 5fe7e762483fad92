// Which modules a module really imports, as Rolldown's tree shaking sees it. The module graph Rolldown shows a
// chunking function lists every module a file names, so `import { Menu } from 'lucide-react'` reaches lucide's
// index and through it all 1,700 icons; the chunk groups (chunk-groups.ts) need the icon the file uses. A
// "barrel" here is a module made only of imports and re-exports (lucide-react, radix-ui, TanStack Query's
// indexes, @limpa/domain): an import through one is followed to the modules that declare the names imported.
// Anything this cannot read is followed in full, which can only keep a module out of a group, never put one in.
import path from 'node:path';

export interface ModuleNode {
  id: string;
  code: string | null;
  importedIds: readonly string[];
  /** The modules that import this one statically (Rolldown's module info has them). */
  importers?: readonly string[];
  dynamicallyImportedIds: readonly string[];
  exports?: readonly string[];
}
export interface Graph {
  getModuleInfo(id: string): ModuleNode | null;
}

/** `'*'`: the whole module (a namespace import, or a re-export this does not follow). */
type Names = Set<string> | '*';

const STATEMENT =
  /\b(import|export)\s*(type\s+)?([\w$]+\s*,\s*)?(\*\s*(?:as\s+[\w$]+)?|\{[^}]*\}|[\w$]+)?\s*(?:from\s*)?(['"])([^'"]+)\5/g;
const LOCAL_EXPORT = /\bexport\s*\{([^}]*)\}\s*(?!\s*from)/g;
const COMMENT = /\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm;

interface Statement {
  kind: 'import' | 'export';
  /** imported name (or `*` for a namespace) → local or exported name */
  bindings: [string, string][];
  namespace?: string;
  specifier: string;
}

function parseStatements(code: string): Statement[] {
  const statements: Statement[] = [];
  for (const match of code.replace(COMMENT, '$1').matchAll(STATEMENT)) {
    const [, kind, typeOnly, defaultBinding, clause = '', , specifier] = match;
    if (typeOnly || !specifier) continue;
    const bindings: [string, string][] = [];
    let namespace: string | undefined;
    if (defaultBinding) bindings.push(['default', defaultBinding.replace(/[\s,]/g, '')]);
    if (clause.startsWith('*')) namespace = clause.replace(/^\*\s*(as\s+)?/, '') || '*';
    else if (clause.startsWith('{')) {
      for (const part of clause.slice(1, -1).split(',')) {
        const [imported, local] = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/);
        if (imported && !part.trim().startsWith('type ')) bindings.push([imported, local ?? imported]);
      }
    } else if (clause) bindings.push(['default', clause]);
    statements.push({ kind: kind as Statement['kind'], bindings, namespace, specifier });
  }
  return statements;
}

/** The id `specifier` resolved to among `from`'s imports, when it can be told. */
function resolve(graph: Graph, from: ModuleNode, specifier: string): string | undefined {
  const ids = from.importedIds;
  if (specifier.startsWith('.')) {
    const base = path.resolve(path.dirname(from.id), specifier);
    return ids.find(
      (id) => id === base || (id.startsWith(base) && /^(\.\w+|\/index\.\w+)$/.test(id.slice(base.length))),
    );
  }
  const inNodeModules = ids.filter((id) => id.includes(`/node_modules/${specifier}/`));
  if (inNodeModules.length === 1) return inNodeModules[0];
  // A workspace package (@limpa/domain → packages/domain/src/index.ts).
  const workspace = specifier.match(/^@limpa\/([\w-]+)(\/.*)?$/);
  if (workspace) {
    const file = workspace[2] ? workspace[2].slice(1) : 'index';
    return ids.find((id) => id.includes(`/packages/${workspace[1]}/src/${file}.`));
  }
  return graph.getModuleInfo(specifier) ? specifier : undefined;
}

export class TreeShakenGraph {
  private readonly barrels = new Map<string, boolean>();

  constructor(private readonly graph: Graph) {}

  private isBarrel(id: string): boolean {
    let barrel = this.barrels.get(id);
    if (barrel === undefined) {
      const code = this.graph.getModuleInfo(id)?.code ?? '';
      const rest = code
        .replace(COMMENT, '$1')
        .replace(STATEMENT, '')
        .replace(LOCAL_EXPORT, '')
        .replace(/["']use strict["'];?|;/g, '');
      barrel = code.length > 0 && rest.trim() === '';
      this.barrels.set(id, barrel);
    }
    return barrel;
  }

  /** The modules that declare `names` as `barrelId` exports them (the barrel itself if it is not one). */
  private declaring(barrelId: string, names: Names, seen = new Set<string>()): string[] {
    if (!this.isBarrel(barrelId)) return [barrelId];
    const key = `${barrelId}|${names === '*' ? '*' : [...names].sort().join()}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const node = this.graph.getModuleInfo(barrelId);
    if (!node) return [barrelId];
    const statements = parseStatements(node.code ?? '');
    const localExports = new Map<string, string>(); // exported → local
    for (const match of (node.code ?? '').matchAll(LOCAL_EXPORT)) {
      for (const part of (match[1] ?? '').split(',')) {
        const [local, exported] = part.trim().split(/\s+as\s+/);
        if (local) localExports.set(exported ?? local, local);
      }
    }
    const wanted = names === '*' ? undefined : names;
    const out: string[] = [];
    const follow = (specifier: string, what: Names) => {
      const target = resolve(this.graph, node, specifier);
      if (!target) out.push(...node.importedIds);
      else out.push(...this.declaring(target, what, seen));
    };
    for (const statement of statements) {
      if (statement.namespace !== undefined) {
        // export * from 'x' (names unknown here: follow it for whatever is wanted), export * as N / import * as N.
        const exportedAs =
          statement.kind === 'export'
            ? statement.namespace
            : [...localExports].find(([, local]) => local === statement.namespace)?.[0];
        if (statement.namespace === '*') {
          if (!wanted) follow(statement.specifier, '*');
          else {
            // A module that declares names answers which it has; another barrel is asked in turn.
            const target = resolve(this.graph, node, statement.specifier);
            const exports =
              target && !this.isBarrel(target) ? this.graph.getModuleInfo(target)?.exports : undefined;
            const hit = [...wanted].filter((name) => !exports?.length || exports.includes(name));
            if (hit.length > 0) follow(statement.specifier, new Set(hit));
          }
        } else if (!wanted || (exportedAs && wanted.has(exportedAs))) follow(statement.specifier, '*');
        continue;
      }
      const picked = new Set<string>();
      for (const [imported, local] of statement.bindings) {
        const exportedAs =
          statement.kind === 'export' ? local : [...localExports].find(([, l]) => l === local)?.[0];
        if (!wanted || (exportedAs && wanted.has(exportedAs))) picked.add(imported);
      }
      if (picked.size > 0) follow(statement.specifier, picked);
    }
    return out;
  }

  /** The modules `id` depends on statically, through barrels to what it uses. */
  staticImports(id: string): string[] {
    const node = this.graph.getModuleInfo(id);
    if (!node) return [];
    const barrels = node.importedIds.filter((imported) => this.isBarrel(imported));
    if (barrels.length === 0) return [...node.importedIds];
    const out = node.importedIds.filter((imported) => !barrels.includes(imported));
    const used = new Map<string, Names>();
    for (const statement of parseStatements(node.code ?? '')) {
      const target = resolve(this.graph, node, statement.specifier);
      if (!target || !barrels.includes(target)) continue;
      const before = used.get(target) ?? new Set<string>();
      if (before === '*' || statement.namespace !== undefined) used.set(target, '*');
      else {
        for (const [imported] of statement.bindings) before.add(imported);
        used.set(target, before);
      }
    }
    for (const barrel of barrels) out.push(...this.declaring(barrel, used.get(barrel) ?? '*'));
    return out;
  }

  /** Modules reachable from `roots` (through dynamic imports too with `dynamic`), never entering `stopAt`. */
  reachable(roots: string[], dynamic = false, stopAt: ReadonlySet<string> = new Set()): Set<string> {
    const seen = new Set<string>();
    const stack = roots.filter((id) => !stopAt.has(id));
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      const next = this.staticImports(id);
      if (dynamic) next.push(...(this.graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      for (const imported of next) if (!seen.has(imported) && !stopAt.has(imported)) stack.push(imported);
    }
    return seen;
  }
}
