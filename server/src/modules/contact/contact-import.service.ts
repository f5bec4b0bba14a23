import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { isUuid, pgClient } from '../../db/sql';
import { AppError, type ErrorCode } from '../../http/errors';
import type { Caller } from '../auth/caller';
import { readContactsCsv, readCsvHeader, type RowError } from './csv-reader';
import { storeCsvUpload, type UploadPart } from './csv-upload';
import {
  createTargetStage,
  createUniqueStage,
  importCounts,
  insertImportedList,
  insertMembers,
  insertNewContacts,
  setListCount,
} from './queries/contact-import-merge';
import {
  beginImport,
  commitImport,
  copyIntoStage,
  createImportStage,
  deleteFinishedImports,
  failAbandonedImports,
  findImport,
  findWorkspaceImport,
  finishImport,
  importedListExists,
  insertImport,
  markImportDoneAgain,
  markImportFailed,
  markImportRunning,
  rollbackImport,
  tryLockImport,
  writeImportProgress,
  type ImportRow,
  type ImportStatus,
} from './queries/contact-import';

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
    private readonly options: {
      dataDir: string;
      /** The largest upload; the HTTP layer cuts a file there and marks it truncated. */
      maxUploadBytes: number;
      /** How long an upload waits for its import before answering that it still runs. */
      uploadWaitMs: number;
    },
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

  /**
   * `/v1/contactList/create`: stores the uploaded file, refuses right away a file that cannot be
   * imported at all (no email column, empty), queues its import and waits for it a short while.
   * An import that failed in that time answers with its error; otherwise its state: done, or
   * still queued or running (the client then follows it). No file is left behind on a failure.
   */
  async upload(caller: Caller, parts: AsyncIterable<UploadPart>): Promise<ContactImportState> {
    const upload = await storeCsvUpload(parts, this.options.maxUploadBytes, () =>
      this.newUploadPath(),
    );
    let started: ContactImportState;
    try {
      await readCsvHeader(fs.createReadStream(upload.path));
      started = await this.start(caller, { name: upload.name, filePath: upload.path });
    } catch (error) {
      fs.rmSync(upload.path, { force: true });
      throw error;
    }
    const state = await this.waitFor(caller, started.id, this.options.uploadWaitMs);
    if (state.status === 'failed') {
      throw new AppError(state.errorCode ?? 'INTERNAL_SERVER_ERROR', state.message ?? '');
    }
    return state;
  }

  /** Records an uploaded file and queues its import. The file now belongs to the import. */
  async start(
    caller: Caller,
    input: { name: string; filePath: string },
  ): Promise<ContactImportState> {
    const bytesTotal = fs.statSync(input.filePath).size;
    const row = await insertImport(this.db, {
      workspaceId: caller.workspaceId,
      name: input.name,
      filePath: input.filePath,
      bytesTotal,
      createdBy: caller.userId,
    });
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
    const abandoned = await failAbandonedImports(this.db, IMPORT_MESSAGES.abandoned);
    for (const filePath of abandoned) fs.rmSync(filePath, { force: true });
    const forgotten = await deleteFinishedImports(this.db);
    return { abandoned: abandoned.length, forgotten };
  }

  /** One import of the caller's workspace; another workspace's id is answered like a missing one. */
  async get(caller: Caller, id: string): Promise<ContactImportState> {
    if (!isUuid(id)) throw AppError.notFound(IMPORT_NOT_FOUND);
    const row = await findWorkspaceImport(this.db, caller.workspaceId, id);
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
    const row = await findImport(this.db, importId);
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
    await markImportFailed(this.db, importId, {
      message: known ? error.message : IMPORT_MESSAGES.failed,
      code: known ? error.code : 'INTERNAL_SERVER_ERROR',
    });
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
      await beginImport(client);
      if (!(await tryLockImport(client, row.id))) {
        await rollbackImport(client);
        return 'busy';
      }
      // A run that committed already: the list exists, the import is done.
      if (await importedListExists(client, row.list_id)) {
        await markImportDoneAgain(client, row.id);
        await commitImport(client);
        return 'done';
      }
      if (!fs.existsSync(row.file_path)) throw AppError.badRequest(IMPORT_MESSAGES.fileGone);
      await markImportRunning(this.db, row.id);
      progress.start();
      await createImportStage(client);

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
      await pipeline(lines, copyIntoStage(client));
      phases.end('read');
      await progress.stop();

      const result = await this.mergeStaged(client, row, keys, phases);
      await finishImport(
        client,
        row.id,
        {
          rowsRead,
          imported: result.imported,
          duplicates: result.staged - result.imported,
          invalid,
        },
        errors.sort((a, b) => a.line - b.line),
      );
      await commitImport(client);
      phases.end('commit');
      this.logger.info(
        { importId: row.id, rows: rowsRead, imported: result.imported, ms: phases.ms },
        'contact import done',
      );
      return 'done';
    } catch (error) {
      await progress.end();
      await rollbackImport(client).catch(() => undefined);
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
    await insertImportedList(client, {
      id: row.list_id,
      workspaceId,
      name: row.name,
      dataKeys: keys,
      createdBy: row.created_by,
    });
    await createUniqueStage(client);
    phases.end('unique');
    await createTargetStage(client, workspaceId);
    phases.end('match');
    await insertNewContacts(client, workspaceId);
    phases.end('contacts');
    const linked = await insertMembers(client, row.list_id, workspaceId);
    phases.end('members');
    await setListCount(client, row.list_id, linked);
    return importCounts(client);
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
      return writeImportProgress(this.db, importId, { bytes, rows }).catch(warn);
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
