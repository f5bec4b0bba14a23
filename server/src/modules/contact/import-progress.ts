import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { writeImportProgress } from './queries/contact-import';

/** Progress is written at most this often (from its own connection, outside the import). */
const PROGRESS_EVERY_MS = 250;
/** The job's lock is renewed this often while it runs (its lock lifetime is a few times more). */
const TOUCH_EVERY_MS = 15_000;

/** Milliseconds spent in each phase of an import, for the log. */
export class ImportPhases {
  readonly ms: Record<string, number> = {};
  private last = Date.now();

  end(name: string): void {
    const now = Date.now();
    this.ms[name] = now - this.last;
    this.last = now;
  }
}

/**
 * Writes bytes/rows read at most every PROGRESS_EVERY_MS from a pooled connection (the import's
 * own transaction is invisible until it commits) until `stop`, and keeps the job's lock alive
 * until `end`.
 */
export function importProgressWriter(
  db: DataSource,
  logger: Logger,
  importId: string,
  hooks: { touch?: () => Promise<void> },
) {
  let bytes = 0;
  let rows = 0;
  let written = '';
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> = Promise.resolve();
  const warn = (err: unknown) =>
    logger.warn({ err, importId }, 'contact import progress not saved');
  const touch = hooks.touch;
  const toucher = touch
    ? setInterval(() => void touch().catch(warn), TOUCH_EVERY_MS).unref()
    : undefined;
  const write = () => {
    const current = `${bytes}/${rows}`;
    if (current === written) return Promise.resolve();
    written = current;
    return writeImportProgress(db, importId, { bytes, rows }).catch(warn);
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

export type ImportProgress = ReturnType<typeof importProgressWriter>;
