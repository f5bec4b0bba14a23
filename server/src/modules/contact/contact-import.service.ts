import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { pgClient } from '../../db/pg';
import { isUuid } from '../../db/sql';
import { AppError } from '../../http/errors';
import type { Caller } from '../auth/caller';
import {
  IMPORT_MESSAGES,
  IMPORT_NOT_FOUND,
  toImportState,
  type ContactImportState,
} from './contact-import.state';
import { byteCounter, copyLines } from './copy-lines';
import { readContactsCsv, readCsvHeader, type RowError } from './csv-reader';
import { storeCsvUpload, type UploadPart } from './csv-upload';
import {
  addListToActivity,
  createImportTarget,
  insertImportedList,
  insertMembers,
  insertNewContacts,
  setListCount,
} from './queries/contact-import-merge';
import { importProgressWriter, ImportPhases, type ImportProgress } from './import-progress';
import { ImportZones } from './import-zones';
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
  type ImportRow,
} from './queries/contact-import';

export { IMPORT_MESSAGES, IMPORT_NOT_FOUND, type ContactImportState };

/** How many row errors an import keeps (the count covers them all). */
const MAX_REPORTED_ERRORS = 500;
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
    return toImportState(row);
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
    return toImportState(row);
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
    const progress = importProgressWriter(this.db, this.logger, row.id, hooks);
    const file: { stream?: Readable } = {};
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
      await this.stageAndMerge(client, row, progress, file);
      return 'done';
    } catch (error) {
      await progress.end();
      await rollbackImport(client).catch(() => undefined);
      file.stream?.destroy();
      throw error;
    } finally {
      await progress.end();
      await runner.release();
      if (!lost) client.off('error', onLost);
    }
  }

  /**
   * Inside the import transaction: the file through COPY into the staging table, then into the
   * list, and the outcome recorded; commits. `file.stream` is the file being read, for the caller
   * to close on a failure.
   */
  private async stageAndMerge(
    client: PoolClient,
    row: ImportRow,
    progress: ImportProgress,
    file: { stream?: Readable },
  ): Promise<void> {
    const errors: RowError[] = [];
    const tally = { rowsRead: 0, invalid: 0 };
    let keys: string[] = [];
    // 64 kB chunks: larger text chunks are allocated outside V8's young generation and pile up
    // until a full collection (about twice the peak memory at a million rows).
    file.stream = fs.createReadStream(row.file_path, { highWaterMark: 64 * 1024 });
    const rows = readContactsCsv(
      file.stream.pipe(byteCounter((bytes) => progress.bytes(bytes))),
      (error) => {
        tally.invalid += 1;
        tally.rowsRead += 1;
        if (errors.length < MAX_REPORTED_ERRORS) errors.push(error);
      },
      (header) => (keys = header),
    );
    const zones = new ImportZones();
    const lines = copyLines(
      rows,
      () => keys,
      tally,
      (rowsRead) => progress.rows(rowsRead),
      zones,
    );
    const phases = new ImportPhases();
    await pipeline(lines, copyIntoStage(client));
    phases.end('read');
    await progress.stop();

    const imported = await this.mergeStaged(client, row, keys, phases);
    // Every valid row was staged; those that did not add a contact were already one.
    const outcome = {
      rowsRead: tally.rowsRead,
      imported,
      duplicates: tally.rowsRead - tally.invalid - imported,
      invalid: tally.invalid,
    };
    await finishImport(
      client,
      row.id,
      outcome,
      errors.sort((a, b) => a.line - b.line),
      zones,
    );
    await commitImport(client);
    phases.end('commit');
    this.logger.info(
      { importId: row.id, rows: tally.rowsRead, imported, ms: phases.ms },
      'contact import done',
    );
  }

  /**
   * From the staging table to the list: the first row of each address wins; addresses new to the
   * workspace become contacts; every winning row becomes a member with its values. How many
   * contacts were added.
   */
  private async mergeStaged(
    client: PoolClient,
    row: ImportRow,
    keys: string[],
    phases: ImportPhases,
  ): Promise<number> {
    const workspaceId = row.workspace_id;
    await insertImportedList(client, {
      id: row.list_id,
      workspaceId,
      name: row.name,
      dataKeys: keys,
      createdBy: row.created_by,
    });
    const target = await createImportTarget(client, workspaceId);
    phases.end('match');
    const imported = await insertNewContacts(client, workspaceId);
    phases.end('contacts');
    const inIdOrder = target.idsInOrder && imported === target.addresses;
    const linked = await insertMembers(client, { listId: row.list_id, workspaceId, inIdOrder });
    phases.end('members');
    if (imported < target.addresses) {
      // Some contacts existed: those with campaign activity carry the new list too.
      await addListToActivity(client, { listId: row.list_id, workspaceId });
      phases.end('activity');
    }
    await setListCount(client, row.list_id, linked);
    return imported;
  }
}
