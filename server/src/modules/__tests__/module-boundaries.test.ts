import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * One owner per table: a module's SQL stays inside it. Another module reaches a table through the
 * owner's named functions, never by splicing the owner's SQL text into its own statements, so no
 * file of the server imports a SQL fragment (a name ending in `_SQL`, or a function ending in
 * `Sql`) from a module folder other than its own, nor anything from another module's named
 * statements (`queries.ts` or `queries/`): those are the owner's, called through its services and
 * its recipient API.
 */

const SERVER_SRC = path.resolve(__dirname, '..', '..');
const MODULES = path.join(SERVER_SRC, 'modules');

const SQL_NAME = /(?:_SQL|Sql)$/;

/** An import or re-export with a module path: the path and the names it takes (`a as b` is `a`). */
interface ModuleReference {
  from: string;
  names: string[];
}

/**
 * The imports and re-exports of a source, read by the TypeScript parser (no pattern over the
 * text, so its cost stays linear whatever the file holds).
 */
function moduleReferences(source: string): ModuleReference[] {
  const parsed = ts.createSourceFile('probe.ts', source, ts.ScriptTarget.Latest);
  const references: ModuleReference[] = [];
  for (const statement of parsed.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const bindings = isImport ? statement.importClause?.namedBindings : statement.exportClause;
    const elements =
      bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))
        ? bindings.elements
        : [];
    const names = elements.map((element) => (element.propertyName ?? element.name).text);
    references.push({ from: specifier.text, names });
  }
  return references;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The module folder a file belongs to, or null outside `modules/`. */
function moduleOf(file: string): string | null {
  const relative = path.relative(MODULES, file);
  if (relative.startsWith('..')) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? first : null;
}

/** The SQL fragments a file imports across a module boundary, as `file: name from 'path'`. */
function sqlFragmentsCrossingModules(file: string, source: string): string[] {
  const crossings: string[] = [];
  for (const { from, names } of moduleReferences(source)) {
    if (!from.startsWith('.')) continue;
    const target = moduleOf(path.resolve(path.dirname(file), from));
    if (target === null || target === moduleOf(file)) continue;
    for (const name of names.filter((name) => SQL_NAME.test(name)))
      crossings.push(`${path.relative(SERVER_SRC, file)}: ${name} from '${from}'`);
  }
  return crossings;
}

/** A module path inside a `queries` file or folder. */
const isQueries = (target: string) =>
  target.split(path.sep).some((part) => part === 'queries' || part === 'queries.ts');

/** Another module's named statements a file imports, as `file: 'path'`. */
function queriesCrossingModules(file: string, source: string): string[] {
  const crossings: string[] = [];
  for (const { from } of moduleReferences(source)) {
    if (!from.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), from);
    const owner = moduleOf(target);
    if (owner === null || owner === moduleOf(file) || !isQueries(target)) continue;
    crossings.push(`${path.relative(SERVER_SRC, file)}: '${from}'`);
  }
  return crossings;
}

it("no file imports another module's named statements", () => {
  const crossings = sourceFiles(SERVER_SRC)
    .filter((file) => !file.includes(`${path.sep}__tests__${path.sep}`))
    .flatMap((file) => queriesCrossingModules(file, fs.readFileSync(file, 'utf8')));
  expect(crossings).toEqual([]);
});

it("sees another module's queries file or folder, and not its own", () => {
  const file = path.join(MODULES, 'probe', 'probe.service.ts');
  const source =
    `import { a } from '../campaign/queries/waiting';\n` +
    `import type { B } from '../sending/queries';\n` +
    `export { c } from '../lead/queries';\n` +
    `import { d } from './queries';\n` +
    `import { e } from '../campaign/recipients/recipient-progress';\n`;
  expect(queriesCrossingModules(file, source)).toEqual([
    `modules/probe/probe.service.ts: '../campaign/queries/waiting'`,
    `modules/probe/probe.service.ts: '../sending/queries'`,
    `modules/probe/probe.service.ts: '../lead/queries'`,
  ]);
});

it('no file imports a SQL fragment from another module', () => {
  const crossings = sourceFiles(SERVER_SRC).flatMap((file) =>
    sqlFragmentsCrossingModules(file, fs.readFileSync(file, 'utf8')),
  );
  expect(crossings).toEqual([]);
});

it('sees a fragment imported across modules, over several lines and renamed', () => {
  const file = path.join(MODULES, 'probe', 'inner', 'probe.ts');
  const source =
    `import {\n  type Row,\n  STATE_SQL as state,\n} from '../../campaign/recipients-sql';\n` +
    `import { stateSql } from '../../sending/send-message';\n` +
    `import { OWN_SQL } from '../own';\n` +
    `import { PACKAGE_SQL } from 'some-package';\n`;
  expect(sqlFragmentsCrossingModules(file, source)).toEqual([
    `modules/probe/inner/probe.ts: STATE_SQL from '../../campaign/recipients-sql'`,
    `modules/probe/inner/probe.ts: stateSql from '../../sending/send-message'`,
  ]);
});

/**
 * The modules stay one-way: the import graph between module folders (a module is the first
 * folder under `modules/`; tests left out, they may reach anywhere) has no cycle. A module above
 * another reaches down by importing it; a lower module that needs something done above it declares
 * a hook (`module-hooks.ts`, e.g. `campaign/hooks.ts`) or the shape it is handed
 * (`auth/audit-trail.ts`, `sending/tracking-urls.ts`), which the module above supplies at
 * composition. `import type` counts too: a type names the other module's code as much as a value
 * does, and a cycle of types is the first step of a cycle of calls; the shape belongs in the module
 * that uses it. Dynamic `import()` and `require()` count as well.
 */

/** Module `from` imports module `to` in these files (paths under `modules/`). */
type ModuleGraph = Map<string, Map<string, string[]>>;

/** Every module path a source names: its imports and re-exports, and its `import()`/`require()`. */
function importedPaths(source: string): string[] {
  const paths = moduleReferences(source).map((reference) => reference.from);
  const parsed = ts.createSourceFile('probe.ts', source, ts.ScriptTarget.Latest);
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments.length > 0 &&
      ts.isStringLiteral(node.arguments[0])
    )
      paths.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return paths;
}

/**
 * The module an import path reaches: the folder's module, and a module's folder itself (its
 * index); null outside `modules/` and for the files at its top (`server-module.ts`, …).
 */
function moduleImported(target: string): string | null {
  const relative = path.relative(MODULES, target);
  if (relative === '' || relative.startsWith('..')) return null;
  const [first, ...rest] = relative.split(path.sep);
  if (rest.length > 0) return first;
  const topFile = ['.ts', '.tsx'].some((ext) => fs.existsSync(path.join(MODULES, first + ext)));
  return topFile ? null : first;
}

/** The import graph between the modules of `files` (absolute paths with their sources). */
function moduleGraph(files: { file: string; source: string }[]): ModuleGraph {
  const graph: ModuleGraph = new Map();
  for (const { file, source } of files) {
    const from = moduleOf(file);
    if (from === null) continue;
    for (const target of importedPaths(source)) {
      if (!target.startsWith('.')) continue;
      const to = moduleImported(path.resolve(path.dirname(file), target));
      if (to === null || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      const importers = edges.get(to) ?? [];
      const importer = path.relative(MODULES, file);
      if (!importers.includes(importer)) importers.push(importer);
      edges.set(to, importers);
      graph.set(from, edges);
    }
  }
  return graph;
}

/**
 * The cycles of a graph, one per edge that closes one in a depth-first walk (the list is empty
 * exactly when the graph has no cycle, and shorter than its number of edges), each as
 * `a → b → a (a → b: files; b → a: files)`.
 */
function moduleCycles(graph: ModuleGraph): string[] {
  const cycles: string[] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const walk = (module: string): void => {
    stack.push(module);
    for (const next of [...(graph.get(module)?.keys() ?? [])].sort()) {
      const at = stack.indexOf(next);
      if (at >= 0) {
        const cycle = [...stack.slice(at), next];
        const edges = cycle
          .slice(1)
          .map(
            (to, i) => `${cycle[i]} → ${to}: ${graph.get(cycle[i])!.get(to)!.sort().join(', ')}`,
          );
        cycles.push(`${cycle.join(' → ')} (${edges.join('; ')})`);
      } else if (!done.has(next)) walk(next);
    }
    stack.pop();
    done.add(module);
  };
  for (const module of [...graph.keys()].sort()) if (!done.has(module)) walk(module);
  return cycles;
}

it('the modules import one another one way: no cycle', () => {
  const files = sourceFiles(MODULES)
    .filter((file) => !file.includes(`${path.sep}__tests__${path.sep}`))
    .map((file) => ({ file, source: fs.readFileSync(file, 'utf8') }));
  const graph = moduleGraph(files);
  expect(graph.get('sending')?.has('campaign')).toBe(true);
  expect(moduleCycles(graph)).toEqual([]);
});

it('sees a cycle between modules, through type imports and require, and the files making it', () => {
  const at = (file: string) => path.join(MODULES, file);
  const graph = moduleGraph([
    { file: at('a/inner/a.ts'), source: `import { b } from '../../b/b';\n` },
    {
      file: at('b/b.ts'),
      source: `import type { C } from '../c';\nimport { own } from './own';\n`,
    },
    { file: at('b/more.ts'), source: `export { c } from '../c/c';\n` },
    { file: at('c/c.ts'), source: `const a = require('../a/inner/a');\n` },
    { file: at('d/d.ts'), source: `import { a } from '../a/inner/a';\nimport x from 'pkg';\n` },
    { file: at('e/e.ts'), source: `const d = () => import('../d/d');\n` },
  ]);
  expect(moduleCycles(graph)).toEqual([
    'a → b → c → a (a → b: a/inner/a.ts; b → c: b/b.ts, b/more.ts; c → a: c/c.ts)',
  ]);
  graph.get('c')!.delete('a');
  expect(moduleCycles(graph)).toEqual([]);
  expect([...graph.get('e')!.keys()]).toEqual(['d']);
});
