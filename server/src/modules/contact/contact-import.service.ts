import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { affectedCount, isUuid, pgClient, updatedRows } from '../../db/sql';
import { AppError, type ErrorCode } from '../../http/errors';
import type { Caller } from '../auth/caller';
import { readContactsCsv, type RowError } from './csv-reader';

/** How many row errors an import keeps (the count covers them all). */
const MAX_REPORTED_ERRORS = 500;
/** Progress is written at most this often (from its own connection, outside the import). */
const PROGRESS_EVERY_MS = 250;
/** The job's lock is renewed this often while it runs (its lock lifetime is a few times more). */
const TOUCH_EVERY_MS = 15_000;
/** The answer of a workspace for an import id it does not have. */
export const IMPORT_NOT_FOUND = 'This import does not exist.';

export const IMPORT_MESSAGES = {
  fileGone: 'The uploaded file is no longer available. Upload it again.',
  failed: 'The import failed and nothing was imported. Upload the file again.',
  abandoned:
    'The import did not start within a day and nothing was imported. Upload the file again.',
} as const;

export type ImportStatus = 'queued' | 'running' | 'done' | 'failed';

export interface ContactImportState {
  id: string;
  listId: string;
  name: string;
  status: ImportStatus;
  bytesTotal: number;
  bytesRead: number;
  rowsRead: number;
  /** Contacts new to the workspace. */
  imported: number;
  /** Valid rows whose address was already a contact, or repeated in the file. */
  duplicates: number;
  /** Rows refused (malformed, wrong column count, invalid address). */
  invalid: number;
  /** The first refused rows, by line. */
  errors: RowError[];
  /** Why the import failed (status `failed`). */
  message: string | null;
  errorCode: ErrorCode | null;
  createdAt: Date;
  /** The list's column names, once the import is done. */
  dataKeys: string[];
}

interface ImportRow {
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
  message: string | null;
  error_code: ErrorCode | null;
  created_by: string | null;
  created_at: Date;
  data_keys: string[] | null;
}

function toState(row: ImportRow): ContactImportState {
  return {
    id: row.id,
    listId: row.list_id,
    name: row.name,
    status: row.status,
    bytesTotal: Number(row.bytes_total),
    bytesRead: Number(row.bytes_read),
    rowsRead: row.rows_read,
    imported: row.imported,
    duplicates: row.duplicates,
    invalid: row.invalid,
    errors: row.errors,
    message: row.message,
    errorCode: row.error_code,
    createdAt: row.created_at,
    dataKeys: row.data_keys ?? [],
  };
}

/** A value of a COPY text-format line (tab-separated, backslash escapes). */
function copyText(value: string): string {
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) =>
        c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
      )
    : value;
}

/** Counts the bytes that flow through. */
function byteCounter(onBytes: (total: number) => void): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      onBytes(total);
      done(null, chunk);
    },
  });
}

/** Milliseconds spent in each phase of an import, for the log. */
class Phases {
  readonly ms: Record<string, number> = {};
  private last = Date.now();

  end(name: string): void {
    const now = Date.now();
    this.ms[name] = now - this.last;
    this.last = now;
  }
}

/**
 * Contact imports. The upload is stored as a file, a row of `contact_import` records it, and a job
 * imports it: rows stream through COPY into a staging table, then set-based statements add the new
 * contacts (unique per workspace, case-insensitive) and the list with every valid row's values, all
 * in one transaction, so that an import interrupted at any point leaves neither a list nor contacts
 * behind and can simply run again. Memory stays flat whatever the file size.
 *
 * Files live under `<dataDir>/imports`: API and worker processes are expected to share the data
 * directory (one host, or a shared volume), since the API stores the file the worker reads.
 */
export class ContactImportService {
  private enqueue?: (importId: string) => Promise<void>;

  constructor(
    private readonly db: DataSource,
    private readonly options: { dataDir: string },
    private readonly logger: Logger,
  ) {}

  /** Where uploads wait for their import. */
  get importsDir(): string {
    return path.join(this.options.dataDir, 'imports');
  }

  /** A new file name for an upload under `importsDir`. */
  newUploadPath(): string {
    fs.mkdirSync(this.importsDir, { recursive: true });
    return path.join(this.importsDir, `${crypto.randomUUID()}.csv`);
  }

  /**
   * Hands imports to the job queue. A process without one (tests, tools) runs them itself, in the
   * background, exactly as a worker would.
   */
  useQueue(enqueue: (importId: string) => Promise<void>): void {
    this.enqueue = enqueue;
  }

  /** Records an uploaded file and queues its import. The file now belongs to the import. */
  async start(
    caller: Caller,
    input: { name: string; filePath: string },
  ): Promise<ContactImportState> {
    const bytesTotal = fs.statSync(input.filePath).size;
    const [row]: ImportRow[] = await this.db.query(
      `INSERT INTO contact_import (workspace_id, list_id, name, file_path, bytes_total, created_by)
       VALUES ($1, gen_random_uuid(), $2, $3, $4, $5)
       RETURNING *, NULL::text[] AS data_keys`,
      [caller.workspaceId, input.name, input.filePath, bytesTotal, caller.userId],
    );
    try {
      if (this.enqueue) {
        await this.enqueue(row.id);
      } else {
        void this.run(row.id).catch((err) =>
          this.logger.error({ err, importId: row.id }, 'contact import failed'),
        );
      }
    } catch (error) {
      await this.fail(row.id, error);
      throw error;
    }
    return toState(row);
  }

  /**
   * Housekeeping: an import still waiting a day after its upload (its queue was down) fails and its
   * file goes; finished imports are forgotten after 30 days (their lists stay).
   */
  async purgeStale(): Promise<{ abandoned: number; forgotten: number }> {
    const abandoned = updatedRows<{ file_path: string }>(
      await this.db.query(
        `UPDATE contact_import SET status = 'failed', message = $1, finished_at = now()
        WHERE status IN ('queued', 'running') AND created_at < now() - interval '1 day'
        RETURNING file_path`,
        [IMPORT_MESSAGES.abandoned],
      ),
    );
    for (const row of abandoned) fs.rmSync(row.file_path, { force: true });
    const forgotten = affectedCount(
      await this.db.query(
        `DELETE FROM contact_import WHERE finished_at < now() - interval '30 days'`,
      ),
    );
    return { abandoned: abandoned.length, forgotten: forgotten ?? 0 };
  }

  /** One import of the caller's workspace; another workspace's id is answered like a missing one. */
  async get(caller: Caller, id: string): Promise<ContactImportState> {
    if (!isUuid(id)) throw AppError.notFound(IMPORT_NOT_FOUND);
    const [row]: ImportRow[] = await this.db.query(
      `SELECT i.*, l.data_keys FROM contact_import i
         LEFT JOIN contact_list l ON l.id = i.list_id AND l.workspace_id = i.workspace_id
        WHERE i.id = $1 AND i.workspace_id = $2`,
      [id, caller.workspaceId],
    );
    if (!row) throw AppError.notFound(IMPORT_NOT_FOUND);
    return toState(row);
  }

  /** Waits until the import is done or failed, or `ms` have passed; answers its state then. */
  async waitFor(caller: Caller, id: string, ms: number): Promise<ContactImportState> {
    const deadline = Date.now() + ms;
    let pause = 20;
    while (true) {
      const state = await this.get(caller, id);
      const left = deadline - Date.now();
      if (state.status === 'done' || state.status === 'failed' || left <= 0) return state;
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
      pause = Math.min(pause * 2, 200);
    }
  }

  /**
   * The job: imports the file of `importId` unless that already happened. Safe to run again after a
   * crash, and alongside a run of the same import (the second one returns at once).
   */
  async run(importId: string, hooks: { touch?: () => Promise<void> } = {}): Promise<void> {
    const [row]: ImportRow[] = await this.db.query(
      `SELECT *, NULL::text[] AS data_keys FROM contact_import WHERE id = $1`,
      [importId],
    );
    if (!row || row.status === 'done' || row.status === 'failed') return;
    try {
      const outcome = await this.importFile(row, hooks);
      if (outcome !== 'busy') fs.rmSync(row.file_path, { force: true });
    } catch (error) {
      await this.fail(importId, error);
      fs.rmSync(row.file_path, { force: true });
      if (!(error instanceof AppError)) throw error;
    }
  }

  private async fail(importId: string, error: unknown): Promise<void> {
    const known = error instanceof AppError;
    if (!known) this.logger.error({ err: error, importId }, 'contact import failed');
    await this.db.query(
      `UPDATE contact_import SET status = 'failed', message = $2, error_code = $3, finished_at = now()
        WHERE id = $1 AND status <> 'done'`,
      [
        importId,
        known ? error.message : IMPORT_MESSAGES.failed,
        known ? error.code : 'INTERNAL_SERVER_ERROR',
      ],
    );
  }

  /** The import transaction. 'busy': another run of this import holds it. */
  private async importFile(
    row: ImportRow,
    hooks: { touch?: () => Promise<void> },
  ): Promise<'done' | 'busy'> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    const client = pgClient(runner);
    // A connection lost mid-import (server restart, terminated) fails the running statement, and
    // the pool drops it; its later 'error' events must still be heard, or they end the process.
    let lost = false;
    const onLost = (err: Error) => {
      if (!lost) this.logger.warn({ err, importId: row.id }, 'contact import connection lost');
      lost = true;
    };
    client.on('error', onLost);
    const progress = this.progressWriter(row.id, hooks);
    let file: Readable | undefined;
    try {
      await client.query('BEGIN');
      // Runs of one import exclude each other (a re-run after an expired lock, a second worker).
      const [{ locked }] = (
        await client.query(
          `SELECT pg_try_advisory_xact_lock(hashtextextended('contact_import:' || $1, 0)) AS locked`,
          [row.id],
        )
      ).rows;
      if (!locked) {
        await client.query('ROLLBACK');
        return 'busy';
      }
      // A run that committed already: the list exists, the import is done.
      const done = await client.query(`SELECT 1 FROM contact_list WHERE id = $1`, [row.list_id]);
      if (done.rowCount) {
        await client.query(
          `UPDATE contact_import SET status = 'done', finished_at = coalesce(finished_at, now())
            WHERE id = $1`,
          [row.id],
        );
        await client.query('COMMIT');
        return 'done';
      }
      if (!fs.existsSync(row.file_path)) throw AppError.badRequest(IMPORT_MESSAGES.fileGone);
      await this.db.query(
        `UPDATE contact_import SET status = 'running', bytes_read = 0, rows_read = 0 WHERE id = $1`,
        [row.id],
      );
      progress.start();
      await client.query(`SET LOCAL application_name = 'outbound contact import'`);
      // Sorts and hashes of the set-based statements stay in memory.
      await client.query(`SET LOCAL work_mem = '64MB'`);
      // Temporary tables write no WAL and vanish with the transaction or the connection.
      await client.query(
        `CREATE TEMP TABLE import_stage (line integer, email text, data jsonb) ON COMMIT DROP`,
      );

      const errors: RowError[] = [];
      let invalid = 0;
      let rowsRead = 0;
      let keys: string[] = [];
      // 64 kB chunks: larger text chunks are allocated outside V8's young generation and pile up
      // until a full collection (about twice the peak memory at a million rows).
      file = fs.createReadStream(row.file_path, { highWaterMark: 64 * 1024 });
      const rows = readContactsCsv(
        file.pipe(byteCounter((bytes) => progress.bytes(bytes))),
        (error) => {
          invalid += 1;
          rowsRead += 1;
          if (errors.length < MAX_REPORTED_ERRORS) errors.push(error);
        },
        (header) => (keys = header),
      );
      // COPY lines go out in batches of about 64 kB: one write per row would dominate.
      const lines = (async function* () {
        let batch = '';
        let prefixes: string[] = [];
        for await (const chunk of rows) {
          if (prefixes.length === 0) {
            prefixes = keys.map(
              (key, index) => (index === 0 ? '{' : ',') + JSON.stringify(key) + ':',
            );
          }
          for (const { line, email, values } of chunk) {
            let json = '';
            for (let index = 0; index < values.length; index += 1) {
              json += prefixes[index] + JSON.stringify(values[index]);
            }
            batch += `${line}\t${copyText(email)}\t${copyText(json)}}\n`;
          }
          rowsRead += chunk.length;
          if (batch.length >= 64 * 1024) {
            progress.rows(rowsRead);
            yield batch;
            batch = '';
          }
        }
        progress.rows(rowsRead);
        if (batch) yield batch;
      })();
      const phases = new Phases();
      await pipeline(lines, client.query(copyFrom(`COPY import_stage FROM STDIN`)));
      phases.end('read');
      await progress.stop();

      const result = await this.mergeStaged(client, row, keys, phases);
      await client.query(
        `UPDATE contact_import SET status = 'done', bytes_read = bytes_total, rows_read = $2,
                imported = $3, duplicates = $4, invalid = $5, errors = $6, finished_at = now()
          WHERE id = $1`,
        [
          row.id,
          rowsRead,
          result.imported,
          result.staged - result.imported,
          invalid,
          JSON.stringify(errors.sort((a, b) => a.line - b.line)),
        ],
      );
      await client.query('COMMIT');
      phases.end('commit');
      this.logger.info(
        { importId: row.id, rows: rowsRead, imported: result.imported, ms: phases.ms },
        'contact import done',
      );
      return 'done';
    } catch (error) {
      await progress.end();
      await client.query('ROLLBACK').catch(() => undefined);
      file?.destroy();
      throw error;
    } finally {
      await progress.end();
      await runner.release();
      if (!lost) client.off('error', onLost);
    }
  }

  /**
   * From the staging table to the list: the first row of each address wins; addresses new to the
   * workspace become contacts; every winning row becomes a member with its values.
   */
  private async mergeStaged(
    client: PoolClient,
    row: ImportRow,
    keys: string[],
    phases: Phases,
  ): Promise<{ imported: number; staged: number }> {
    const workspaceId = row.workspace_id;
    await client.query(
      `INSERT INTO contact_list (id, workspace_id, name, data_keys, created_by)
       VALUES ($1, $2, $3, $4, $5)`,
      [row.list_id, workspaceId, row.name, keys, row.created_by],
    );
    // `key` is what makes two citext addresses equal (lower() under the database collation); the
    // same bytes, compared bytewise ("C"), sort fast and group exactly the same rows.
    await client.query(`
      CREATE TEMP TABLE import_unique ON COMMIT DROP AS
      SELECT DISTINCT ON (key) line, email, key, data
        FROM (SELECT line, email, folded COLLATE "C" AS key, data
                FROM (SELECT line, email, lower(email) AS folded, data FROM import_stage) f) s
       ORDER BY key, line`);
    await client.query(`ANALYZE import_unique`);
    phases.end('unique');
    // The contact of each address: the existing one, or a new id. Time-ordered ids (Postgres 18),
    // made in key order (after the sort: OFFSET 0 keeps it a subquery), make the primary keys of
    // contacts and members grow at their right end.
    const [{ v7 }] = (await client.query(`SELECT to_regprocedure('uuidv7()') IS NOT NULL AS v7`))
      .rows;
    await client.query(
      `CREATE TEMP TABLE import_target ON COMMIT DROP AS
       SELECT line, email, key,
              coalesce(existing, ${v7 ? 'uuidv7()' : 'gen_random_uuid()'}) AS contact_id,
              existing IS NULL AS is_new
         FROM (SELECT u.line, u.email, u.key, c.id AS existing
                 FROM import_unique u
                 LEFT JOIN contact c ON c.workspace_id = $1 AND c.email = u.email::citext
                ORDER BY u.key OFFSET 0) matched`,
      [workspaceId],
    );
    phases.end('match');
    // In index order, the unique index is updated page after page rather than all over.
    const insertNew = `INSERT INTO contact (id, workspace_id, email)
      SELECT contact_id, $1, email FROM import_target WHERE is_new ORDER BY key`;
    await client.query('SAVEPOINT import_contacts');
    try {
      await client.query(insertNew, [workspaceId]);
    } catch (error) {
      if ((error as { code?: string }).code !== '23505') throw error;
      // Another transaction added some of these addresses meanwhile: take its contacts.
      await client.query('ROLLBACK TO SAVEPOINT import_contacts');
      await client.query(`${insertNew} ON CONFLICT (workspace_id, email) DO NOTHING`, [
        workspaceId,
      ]);
      await client.query(
        `UPDATE import_target t SET contact_id = c.id, is_new = false
           FROM contact c
          WHERE t.is_new AND c.workspace_id = $1 AND c.email = t.email::citext
            AND c.id <> t.contact_id`,
        [workspaceId],
      );
    }
    await client.query('RELEASE SAVEPOINT import_contacts');
    phases.end('contacts');
    const linked = await client.query(
      `INSERT INTO contact_list_member (list_id, contact_id, workspace_id, line, data)
       SELECT $1, t.contact_id, $2, u.line, u.data
         FROM import_unique u JOIN import_target t USING (line)
        ORDER BY t.contact_id`,
      [row.list_id, workspaceId],
    );
    phases.end('members');
    await client.query(`UPDATE contact_list SET contacts_count = $2 WHERE id = $1`, [
      row.list_id,
      linked.rowCount,
    ]);
    const [{ imported, staged }] = (
      await client.query(
        `SELECT (SELECT count(*)::int FROM import_target WHERE is_new) AS imported,
                (SELECT count(*)::int FROM import_stage) AS staged`,
      )
    ).rows;
    return { imported, staged };
  }

  /**
   * Writes bytes/rows read at most every PROGRESS_EVERY_MS from a pooled connection (the import's
   * own transaction is invisible until it commits) until `stop`, and keeps the job's lock alive
   * until `end`.
   */
  private progressWriter(importId: string, hooks: { touch?: () => Promise<void> }) {
    let bytes = 0;
    let rows = 0;
    let written = '';
    let timer: NodeJS.Timeout | undefined;
    let inFlight: Promise<unknown> = Promise.resolve();
    const warn = (err: unknown) =>
      this.logger.warn({ err, importId }, 'contact import progress not saved');
    const touch = hooks.touch;
    const toucher = touch
      ? setInterval(() => void touch().catch(warn), TOUCH_EVERY_MS).unref()
      : undefined;
    const write = () => {
      const current = `${bytes}/${rows}`;
      if (current === written) return Promise.resolve();
      written = current;
      return this.db
        .query(
          `UPDATE contact_import SET bytes_read = $2, rows_read = $3
            WHERE id = $1 AND status = 'running'`,
          [importId, bytes, rows],
        )
        .catch(warn);
    };
    const schedule = () => {
      timer = setTimeout(() => {
        inFlight = write().then(() => {
          if (timer) schedule();
        });
      }, PROGRESS_EVERY_MS);
    };
    return {
      start: () => schedule(),
      bytes: (value: number) => (bytes = value),
      rows: (value: number) => (rows = value),
      /** Writes the final figures (the file is read) and stops writing progress. */
      stop: async () => {
        if (timer) clearTimeout(timer);
        timer = undefined;
        await inFlight;
        await write();
      },
      /** Stops everything. */
      end: async () => {
        if (toucher) clearInterval(toucher);
        if (timer) clearTimeout(timer);
        timer = undefined;
        await inFlight;
      },
    };
  }
}
