import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DataSource } from 'typeorm';
import type { Caller } from '../auth/caller';
import { readContactsCsv, type RowError } from './csv-reader';

/** How many row errors an answer lists (the count covers them all). */
const MAX_REPORTED_ERRORS = 500;

export interface ImportResult {
  listId: string;
  name: string;
  /** Contacts new to the workspace. */
  imported: number;
  /** Valid rows whose address was already a contact, or repeated in the file. */
  duplicates: number;
  /** Rows refused (malformed, wrong column count, invalid address). */
  invalid: number;
  errors: RowError[];
  dataKeys: string[];
}

/** One value of a COPY … (FORMAT csv) line. */
function csvCell(value: string): string {
  return `"${value.replace(/"/g, '""')}"`;
}

/**
 * Imports a CSV of contacts into a new list in one transaction: rows stream through COPY into a
 * staging table, then set-based statements add new contacts (unique per workspace, case-insensitive)
 * and link every valid row to the list with its column values. Memory stays flat whatever the file
 * size; an interrupted import leaves neither a list nor contacts behind.
 */
export class ContactImportService {
  constructor(private readonly db: DataSource) {}

  async importList(caller: Caller, input: { name: string; file: Readable }): Promise<ImportResult> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    const client = (runner as unknown as { databaseConnection: PoolClient }).databaseConnection;
    const errors: RowError[] = [];
    let invalid = 0;
    const onError = (error: RowError) => {
      invalid += 1;
      if (errors.length < MAX_REPORTED_ERRORS) errors.push(error);
    };
    try {
      await client.query('BEGIN');
      await client.query(
        `CREATE TEMP TABLE import_stage (line integer, email text, data jsonb) ON COMMIT DROP`,
      );
      const rows = readContactsCsv(input.file, onError);
      let keys: string[] = [];
      // COPY lines go out in batches: one write per row would dominate the import's time.
      const lines = (async function* () {
        let batch = '';
        let count = 0;
        while (true) {
          const next = await rows.next();
          if (next.done) {
            keys = next.value;
            if (batch) yield batch;
            return;
          }
          const { line, email, data } = next.value;
          batch += `${line},${csvCell(email)},${csvCell(JSON.stringify(data))}\n`;
          count += 1;
          if (count % 1000 === 0) {
            yield batch;
            batch = '';
          }
        }
      })();
      await pipeline(lines, client.query(copyFrom(`COPY import_stage FROM STDIN (FORMAT csv)`)));

      const [{ id: listId }] = (
        await client.query(
          `INSERT INTO contact_list (workspace_id, name, data_keys, created_by)
           VALUES ($1, $2, $3, $4) RETURNING id`,
          [caller.workspaceId, input.name, keys, caller.userId],
        )
      ).rows;
      // The first row of each address wins (uses the staging table only).
      await client.query(`
        CREATE TEMP TABLE import_unique ON COMMIT DROP AS
        SELECT DISTINCT ON (lower(email)) line, email, data FROM import_stage ORDER BY lower(email), line`);
      const inserted = await client.query(
        `INSERT INTO contact (workspace_id, email)
         SELECT $1, email FROM import_unique ORDER BY line
         ON CONFLICT (workspace_id, email) DO NOTHING`,
        [caller.workspaceId],
      );
      // Joins on the (workspace_id, email) unique index.
      const linked = await client.query(
        `INSERT INTO contact_list_member (list_id, contact_id, workspace_id, line, data)
         SELECT $1, c.id, $2, u.line, u.data
           FROM import_unique u JOIN contact c ON c.workspace_id = $2 AND c.email = u.email::citext`,
        [listId, caller.workspaceId],
      );
      await client.query(`UPDATE contact_list SET contacts_count = $2 WHERE id = $1`, [
        listId,
        linked.rowCount,
      ]);
      const staged = (await client.query(`SELECT count(*)::int AS n FROM import_stage`)).rows[0].n;
      await client.query('COMMIT');
      return {
        listId,
        name: input.name,
        imported: inserted.rowCount ?? 0,
        duplicates: staged - (inserted.rowCount ?? 0),
        invalid,
        errors: errors.sort((a, b) => a.line - b.line),
        dataKeys: keys,
      };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      input.file.resume();
      throw error;
    } finally {
      await runner.release();
    }
  }
}
