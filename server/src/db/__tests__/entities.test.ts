import crypto from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { ENTITIES } from '../../modules/entities';
import { openDatabase } from '../data-source';

/**
 * The entities and the migrations describe the same schema: TypeORM, asked for the migration that
 * would bring a freshly migrated database to the entities, has nothing to say. The database is
 * migrated from scratch here rather than cloned from the run's template: TypeORM keys what it
 * records of generated columns (`typeorm_metadata`) by database name, which a clone keeps.
 *
 * TypeORM's diff compares constraints and indexes by name only, so a second database is built from
 * the entities alone (TypeORM's `synchronize`) and Postgres's own definitions of both are compared:
 * check expressions, foreign keys' columns and actions, deferrable uniques, index columns.
 */

/** Tables the entities do not describe: Agenda owns its queue, TypeORM its bookkeeping. */
function ownedByTheProject(table: string): boolean {
  return !table.startsWith('agenda_') && table !== 'migrations' && table !== 'typeorm_metadata';
}

function serverUrl(): string {
  const url = process.env.OUTBOUND_TEST_PG_URL;
  if (!url) throw new Error('OUTBOUND_TEST_PG_URL is not set: run server tests through jest');
  return url;
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function execute(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const tag = crypto.randomBytes(6).toString('hex');
const migratedName = `entities_migrated_${tag}`;
const declaredName = `entities_declared_${tag}`;
let migrated: DataSource;
let declared: DataSource;

/** A database built from the entities alone, with the extensions the migrations install. */
async function buildFromEntities(): Promise<DataSource> {
  await execute(serverUrl(), `CREATE DATABASE ${declaredName}`);
  const url = databaseUrl(declaredName);
  await execute(
    url,
    'CREATE EXTENSION pgcrypto; CREATE EXTENSION citext; CREATE EXTENSION pg_trgm',
  );
  const db = new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    synchronize: true,
    uuidExtension: 'pgcrypto',
  });
  return db.initialize();
}

beforeAll(async () => {
  await execute(serverUrl(), `CREATE DATABASE ${migratedName}`);
  migrated = await openDatabase(databaseUrl(migratedName));
  declared = await buildFromEntities();
}, 60_000);

afterAll(async () => {
  for (const db of [migrated, declared]) if (db?.isInitialized) await db.destroy();
  for (const name of [migratedName, declaredName])
    await execute(serverUrl(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

it('generates no migration: the entities declare what the migrations built', async () => {
  const { upQueries } = await migrated.driver.createSchemaBuilder().log();
  const statements = upQueries.map(({ query, parameters }) =>
    parameters?.length ? `${query} -- ${JSON.stringify(parameters)}` : query,
  );
  expect(statements).toEqual([]);
});

it('gives every table of the schema exactly one entity', async () => {
  const rows: { table_name: string }[] = await migrated.query(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const tables = rows.map((row) => row.table_name).filter(ownedByTheProject);
  const entityTables = migrated.entityMetadatas.map((entity) => entity.tableName);
  expect(entityTables.sort()).toEqual(tables.sort());
});

/**
 * A column default as written: TypeORM quotes a number (`DEFAULT '0'`), which Postgres keeps as
 * `'0'::bigint` on a bigint column where the migrations' `DEFAULT 0` stays `0`. Same value.
 */
function numericDefault(value: string | null): string | null {
  const quoted = value?.match(/^'(-?\d{1,20})'::bigint$/);
  return quoted ? quoted[1] : value;
}

/** `table.column: type, nullability, default, generation` of every column. */
async function columns(db: DataSource): Promise<string[]> {
  const rows: Record<string, string | null>[] = await db.query(
    `SELECT table_name, column_name, udt_name, is_nullable, column_default, generation_expression
       FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  return rows
    .filter((row) => ownedByTheProject(String(row.table_name)))
    .map(
      (row) =>
        `${row.table_name}.${row.column_name}: ${row.udt_name}, nullable ${row.is_nullable}, ` +
        `default ${numericDefault(row.column_default)}, generated ${row.generation_expression}`,
    )
    .sort();
}

it('declares every column as the migrations built it', async () => {
  expect(await columns(declared)).toEqual(await columns(migrated));
});

/** `table.constraint: definition` of every check, unique and foreign key (primary keys aside). */
async function constraints(db: DataSource): Promise<string[]> {
  const rows: { table: string; name: string; definition: string }[] = await db.query(
    `SELECT conrelid::regclass::text AS table, conname AS name,
            pg_get_constraintdef(oid) AS definition
       FROM pg_constraint
      WHERE connamespace = 'public'::regnamespace AND contype IN ('c', 'u', 'f')`,
  );
  return rows
    .filter((row) => ownedByTheProject(row.table.replace(/"/g, '')))
    .map((row) => `${row.table}.${row.name}: ${row.definition}`)
    .sort();
}

it('declares every check, unique and foreign key as the migrations wrote it', async () => {
  expect(await constraints(declared)).toEqual(await constraints(migrated));
});

/** `table.index: definition` of the project's indexes, primary keys and unique constraints aside. */
async function indexes(db: DataSource): Promise<Map<string, string>> {
  const rows: { tablename: string; indexname: string; indexdef: string }[] = await db.query(
    `SELECT tablename, indexname, indexdef FROM pg_indexes i
      WHERE schemaname = 'public'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c
                         WHERE c.conname = i.indexname AND c.contype IN ('p', 'u'))`,
  );
  return new Map(
    rows
      .filter((row) => ownedByTheProject(row.tablename))
      .map((row) => [`${row.tablename}.${row.indexname}`, row.indexdef]),
  );
}

// Indexes TypeORM cannot express (partial, expression, GIN, descending) are declared by name with
// `synchronize: false`: TypeORM neither builds nor compares them, so only their names are checked.
it('declares every index: by name, and by definition where TypeORM can express it', async () => {
  const [built, fromEntities] = [await indexes(migrated), await indexes(declared)];
  const declaredNames = migrated.entityMetadatas.flatMap((entity) =>
    entity.indices.map((index) => `${entity.tableName}.${index.name}`),
  );
  expect(declaredNames.sort()).toEqual([...built.keys()].sort());
  const expressible = [...fromEntities.keys()].sort();
  expect(expressible.map((name) => `${name}: ${fromEntities.get(name)}`)).toEqual(
    expressible.map((name) => `${name}: ${built.get(name)}`),
  );
});
