import type { Writable } from 'node:stream';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DataSource } from 'typeorm';
import { affectedCount, updatedRows } from '../../../db/sql';
import type { ErrorCode } from '../../../http/errors';
import type { RowError } from '../csv-reader';

/**
 * The statements of contact imports. The bookkeeping of `contact_import` goes through the pool
 * (progress must be visible while the import runs); the import itself is one transaction on its
 * own connection (`PoolClient`): rows stream through COPY into a temporary staging table, then a
 * few set-based statements add the list, the new contacts and the members, whatever the file's
 * size. Nothing here runs once per row.
 */

export type ImportStatus = 'queued' | 'running' | 'done' | 'failed';

export interface ImportRow {
  id: string;
  workspace_id: string;
  list_id: string;
  name: string;
  file_path: string;
  bytes_total: string;
  bytes_read: string;
  rows_read: number;
  status: ImportStatus;
  imported: number;
  duplicates: number;
  invalid: number;
  errors: RowError[];
  zones_unreadable: number;
  zones_unreadable_lines: number[];
  message: string | null;
  error_code: ErrorCode | null;
  created_by: string | null;
  created_at: Date;
  data_keys: string[] | null;
}

/** Records an upload; its list id is chosen now, the list itself is created by the import. */
export async function insertImport(
  db: DataSource,
  values: {
    workspaceId: string;
    name: string;
    filePath: string;
    bytesTotal: number;
    createdBy: string;
  },
): Promise<ImportRow> {
  const [row]: ImportRow[] = await db.query(
    `INSERT INTO contact_import (workspace_id, list_id, name, file_path, bytes_total, created_by)
     VALUES ($1, gen_random_uuid(), $2, $3, $4, $5)
     RETURNING *, NULL::text[] AS data_keys`,
    [values.workspaceId, values.name, values.filePath, values.bytesTotal, values.createdBy],
  );
  return row;
}

/** One import of a workspace, with its list's columns once the list exists. */
export async function findWorkspaceImport(
  db: DataSource,
  workspaceId: string,
  id: string,
): Promise<ImportRow | undefined> {
  const [row]: ImportRow[] = await db.query(
    `SELECT i.*, l.data_keys FROM contact_import i
       LEFT JOIN contact_list l ON l.id = i.list_id AND l.workspace_id = i.workspace_id
      WHERE i.id = $1 AND i.workspace_id = $2`,
    [id, workspaceId],
  );
  return row;
}

/** One import by id, for the job (which is not a caller of any workspace). */
export async function findImport(db: DataSource, id: string): Promise<ImportRow | undefined> {
  const [row]: ImportRow[] = await db.query(
    `SELECT *, NULL::text[] AS data_keys FROM contact_import WHERE id = $1`,
    [id],
  );
  return row;
}

/** Fails an import, unless a run already finished it (a late failure must not undo a success). */
export async function markImportFailed(
  db: DataSource,
  id: string,
  failure: { message: string; code: ErrorCode },
): Promise<void> {
  await db.query(
    `UPDATE contact_import SET status = 'failed', message = $2, error_code = $3, finished_at = now()
      WHERE id = $1 AND status <> 'done'`,
    [id, failure.message, failure.code],
  );
}

/**
 * Housekeeping, set-based: imports still waiting a day after their upload fail with `message`.
 * The files of those imports, for the caller to remove.
 */
export async function failAbandonedImports(db: DataSource, message: string): Promise<string[]> {
  const abandoned = updatedRows<{ file_path: string }>(
    await db.query(
      `UPDATE contact_import SET status = 'failed', message = $1, finished_at = now()
      WHERE status IN ('queued', 'running') AND created_at < now() - interval '1 day'
      RETURNING file_path`,
      [message],
    ),
  );
  return abandoned.map((row) => row.file_path);
}

/** Housekeeping, set-based: imports finished 30 days ago are forgotten (their lists stay). */
export async function deleteFinishedImports(db: DataSource): Promise<number> {
  return (
    affectedCount(
      await db.query(`DELETE FROM contact_import WHERE finished_at < now() - interval '30 days'`),
    ) ?? 0
  );
}

/** A run starts (from the pool: visible at once, while the import's transaction is not). */
export async function markImportRunning(db: DataSource, id: string): Promise<void> {
  await db.query(
    `UPDATE contact_import SET status = 'running', bytes_read = 0, rows_read = 0 WHERE id = $1`,
    [id],
  );
}

/** Progress of a running import, from the pool (the import's own transaction is invisible). */
export async function writeImportProgress(
  db: DataSource,
  id: string,
  progress: { bytes: number; rows: number },
): Promise<void> {
  await db.query(
    `UPDATE contact_import SET bytes_read = $2, rows_read = $3
      WHERE id = $1 AND status = 'running'`,
    [id, progress.bytes, progress.rows],
  );
}

/** Opens the import transaction on its connection. */
export async function beginImport(client: PoolClient): Promise<void> {
  await client.query('BEGIN');
}

export async function commitImport(client: PoolClient): Promise<void> {
  await client.query('COMMIT');
}

export async function rollbackImport(client: PoolClient): Promise<void> {
  await client.query('ROLLBACK');
}

/**
 * Runs of one import exclude each other (a re-run after an expired job lock, a second worker):
 * a transaction-scoped advisory lock on the import's id, released at COMMIT or ROLLBACK.
 */
export async function tryLockImport(client: PoolClient, id: string): Promise<boolean> {
  const [{ locked }] = (
    await client.query(
      `SELECT pg_try_advisory_xact_lock(hashtextextended('contact_import:' || $1, 0)) AS locked`,
      [id],
    )
  ).rows;
  return locked;
}

/** Whether an earlier run committed: the list exists only then. */
export async function importedListExists(client: PoolClient, listId: string): Promise<boolean> {
  const done = await client.query(`SELECT 1 FROM contact_list WHERE id = $1`, [listId]);
  return Boolean(done.rowCount);
}

/** An import found committed by an earlier run is marked done (its first finish time stays). */
export async function markImportDoneAgain(client: PoolClient, id: string): Promise<void> {
  await client.query(
    `UPDATE contact_import SET status = 'done', finished_at = coalesce(finished_at, now())
      WHERE id = $1`,
    [id],
  );
}

/**
 * Prepares the import transaction: a name for pg_stat_activity, memory for the sorts and hashes
 * of the set-based statements, and the staging table (temporary: no WAL, and it vanishes with
 * the transaction or the connection).
 */
export async function createImportStage(client: PoolClient): Promise<void> {
  await client.query(`SET LOCAL application_name = 'outbound contact import'`);
  await client.query(`SET LOCAL work_mem = '64MB'`);
  await client.query(
    `CREATE TEMP TABLE import_stage (line integer, email text, data jsonb, time_zone text)
      ON COMMIT DROP`,
  );
}

/** The COPY into the staging table: text-format lines of line, email, data (jsonb), time zone. */
export function copyIntoStage(client: PoolClient): Writable {
  return client.query(copyFrom(`COPY import_stage FROM STDIN`));
}

/** Records the outcome of the import, in its transaction: it is done exactly when it commits. */
export async function finishImport(
  client: PoolClient,
  id: string,
  outcome: { rowsRead: number; imported: number; duplicates: number; invalid: number },
  errors: RowError[],
  zones: { unreadable: number; lines: number[] } = { unreadable: 0, lines: [] },
): Promise<void> {
  await client.query(
    `UPDATE contact_import SET status = 'done', bytes_read = bytes_total, rows_read = $2,
            imported = $3, duplicates = $4, invalid = $5, errors = $6, finished_at = now(),
            zones_unreadable = $7, zones_unreadable_lines = $8
      WHERE id = $1`,
    [
      id,
      outcome.rowsRead,
      outcome.imported,
      outcome.duplicates,
      outcome.invalid,
      JSON.stringify(errors),
      zones.unreadable,
      zones.lines,
    ],
  );
}
