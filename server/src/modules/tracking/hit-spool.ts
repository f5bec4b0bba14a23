import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';

/** Where a spooled hit is: its segment file (a name unique across processes) and its line (1-based). */
export interface SpoolPosition {
  segment: string;
  line: number;
}

export interface HitSpoolOptions {
  /**
   * The longest a hit waits in memory before it is appended to the file (what a crash can lose);
   * 0: at the end of the event loop's turn that answered it (one write per turn, however many hits).
   */
  writeDelayMs: number;
  /** Lines per segment file; a full segment is deleted once all its lines are recorded. */
  segmentLines: number;
}

const DEFAULTS: HitSpoolOptions = { writeDelayMs: 0, segmentLines: 100_000 };

interface Segment {
  name: string;
  fd: number;
  lines: number;
  /** Lines appended but not yet written to the file. */
  queued: string[];
  /** Highest line known to be recorded in the database. */
  recorded: number;
  /** Which of this process's segments it is (0, 1, …). */
  generation: number;
}

/**
 * The append-only journal of the tracking hits this process answered, under
 * `<dataDir>/spool/tracking/<host>.<pid>.<random>/<segment>.ndjson`, one JSON line per hit. The
 * hits are recorded from memory; the journal only lets a restart record what a process that died
 * still held (`spool-recovery.ts`), exactly once: each recorded batch stores, in its transaction,
 * how many lines of its segments are recorded (`tracking_spool`). The lines of the hits answered in
 * one turn of the event loop are written at its end (synchronously: one write of a few kilobytes),
 * so a crash of the process loses at most the hits of the turn in progress; the file is not fsynced
 * (a crash of the machine may lose what the OS had not written).
 */
export class HitSpool {
  /** This process's directory: nobody else writes to it, a later process drains it if it dies. */
  readonly dir: string;
  private current: Segment | undefined;
  private readonly retired = new Map<string, Segment>();
  /** Cancels the scheduled write, when one is. */
  private cancelWrite: (() => void) | undefined;
  private readonly options: HitSpoolOptions;
  private segments = 0;
  /** The segment the last append went to ('' before any). */
  lastSegment = '';

  constructor(
    readonly root: string,
    private readonly logger: Logger,
    options: Partial<HitSpoolOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.dir = path.join(root, ownerName(process.pid));
  }

  /** Journals one hit (any JSON value); answers where it is. */
  append(hit: unknown): SpoolPosition {
    const line = this.appendText(`${JSON.stringify(hit)}\n`, 1);
    return { segment: this.lastSegment, line };
  }

  /**
   * Journals `lines` lines of text (each ending with a newline), in the same segment; answers
   * the last one's line in that segment, whose name is then `lastSegment`. (A number and a name
   * kept, not a new position: a flood appends tens of thousands a second.)
   */
  appendText(text: string, lines: number): number {
    const segment = this.current ?? this.openSegment();
    segment.lines += lines;
    segment.queued.push(text);
    if (!this.cancelWrite) this.scheduleWrite();
    this.lastSegment = segment.name;
    const line = segment.lines;
    if (line >= this.options.segmentLines) this.retire(segment);
    return line;
  }

  /** Which segment the next append goes to (0 for this process's first, then 1, …). */
  generation(): number {
    return (this.current ?? this.openSegment()).generation;
  }

  /**
   * Notes that the lines up to `line` of `segment` are recorded; answers the segments now fully
   * recorded and retired, whose files are deleted (the caller forgets their `tracking_spool` rows).
   */
  recorded(positions: Map<string, number>): string[] {
    const done: string[] = [];
    for (const [name, line] of positions) {
      const segment = this.retired.get(name) ?? (this.current?.name === name ? this.current : null);
      if (!segment) continue;
      segment.recorded = Math.max(segment.recorded, line);
      if (this.retired.has(name) && segment.recorded >= segment.lines) {
        this.retired.delete(name);
        this.remove(segment);
        done.push(name);
      }
    }
    return done;
  }

  /** Writes every queued line now (for shutdown, after the last hit). */
  writeQueued(): void {
    this.cancelWrite?.();
    this.cancelWrite = undefined;
    for (const segment of [...this.retired.values(), this.current]) {
      if (!segment || segment.queued.length === 0) continue;
      const text = segment.queued.join('');
      segment.queued = [];
      try {
        fs.writeSync(segment.fd, text);
      } catch (err) {
        this.logger.error({ err, segment: segment.name }, 'tracking spool write failed');
      }
    }
  }

  /**
   * After a clean shutdown (every hit recorded): the files and the directory go. Answers the
   * segments removed.
   */
  close(): string[] {
    this.writeQueued();
    const segments = [...this.retired.values(), ...(this.current ? [this.current] : [])];
    const done = segments.filter((segment) => segment.recorded >= segment.lines);
    for (const segment of done) this.remove(segment);
    if (done.length === segments.length) fs.rmSync(this.dir, { recursive: true, force: true });
    else for (const segment of segments) if (!done.includes(segment)) fs.closeSync(segment.fd);
    this.current = undefined;
    this.retired.clear();
    return done.map((segment) => segment.name);
  }

  private scheduleWrite(): void {
    const write = () => this.writeQueued();
    if (this.options.writeDelayMs > 0) {
      const timer = setTimeout(write, this.options.writeDelayMs).unref();
      this.cancelWrite = () => clearTimeout(timer);
    } else {
      const immediate = setImmediate(write).unref();
      this.cancelWrite = () => clearImmediate(immediate);
    }
  }

  private openSegment(): Segment {
    fs.mkdirSync(this.dir, { recursive: true });
    const name = `${Date.now().toString(36)}-${crypto.randomUUID()}.ndjson`;
    const fd = fs.openSync(path.join(this.dir, name), 'a');
    this.current = { name, fd, lines: 0, queued: [], recorded: 0, generation: this.segments++ };
    return this.current;
  }

  private retire(segment: Segment): void {
    this.retired.set(segment.name, segment);
    this.current = undefined;
  }

  private remove(segment: Segment): void {
    this.writeQueued();
    fs.closeSync(segment.fd);
    fs.rmSync(path.join(this.dir, segment.name), { force: true });
  }
}

/** `<host>.<pid>.<random>`: whose directory it is, so a restart can tell whether its owner died. */
export function ownerName(pid: number): string {
  return `${os.hostname()}.${pid}.${crypto.randomBytes(4).toString('hex')}`;
}
