/**
 * Bulk loading for benchmarks: the indexes, unique constraints, foreign keys and (when nothing
 * refers to them) primary keys of the loaded tables are dropped before the load and built again
 * after it, from the definitions Postgres gives for them, so that the database ends with exactly
 * the schema the migrations made. One index build or one validating join per constraint is much
 * faster than maintaining them row by row (a foreign key checks each inserted row with a query).
 */
import type { Client } from 'pg';

interface Definition {
  table: string;
  name: string;
  /** `index` (a CREATE INDEX statement) or a constraint's definition (ALTER TABLE … ADD). */
  kind: 'index' | 'constraint';
  definition: string;
}

/**
 * Drops the indexes and constraints of `tables` (a primary key only when no foreign key refers to
 * its table); returns how to build them again.
 */
export async function dropForLoad(db: Client, tables: string[]): Promise<Definition[]> {
  const { rows: constraints } = await db.query(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name, 'constraint' AS kind,
            pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c
      WHERE c.conrelid = ANY($1::regclass[])
        AND (c.contype IN ('u', 'f')
             OR (c.contype = 'p'
                 AND NOT EXISTS (SELECT 1 FROM pg_constraint k
                                  WHERE k.contype = 'f' AND k.confrelid = c.conrelid)))`,
    [tables],
  );
  const { rows: indexes } = await db.query(
    `SELECT i.tablename AS table, i.indexname AS name, 'index' AS kind, i.indexdef AS definition
       FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [tables],
  );
  const all = [...constraints, ...indexes] as Definition[];
  for (const item of all) {
    await db.query(
      item.kind === 'index'
        ? `DROP INDEX ${item.name}`
        : `ALTER TABLE ${item.table} DROP CONSTRAINT ${item.name}`,
    );
  }
  return all;
}

/** Builds again what `dropForLoad` dropped. */
export async function restoreAfterLoad(db: Client, dropped: Definition[]): Promise<void> {
  const order = (item: Definition) =>
    item.kind === 'index' ? 1 : item.definition.startsWith('FOREIGN KEY') ? 2 : 0;
  // Keys first (a foreign key needs the unique index it refers to), then indexes, then foreign keys.
  for (const item of [...dropped].sort((a, b) => order(a) - order(b))) {
    await db.query(
      item.kind === 'index'
        ? item.definition
        : `ALTER TABLE ${item.table} ADD CONSTRAINT ${item.name} ${item.definition}`,
    );
  }
  const {
    rows: [missing],
  } = await db.query(
    `SELECT count(*)::int AS n FROM unnest($1::text[]) name
      WHERE NOT EXISTS (SELECT 1 FROM pg_indexes WHERE indexname = name)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = name)`,
    [dropped.map((item) => item.name)],
  );
  if (missing.n > 0) throw new Error(`${missing.n} indexes or constraints were not rebuilt`);
}
