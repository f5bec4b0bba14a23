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
