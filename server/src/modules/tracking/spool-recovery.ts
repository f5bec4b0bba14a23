import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { ownerName } from './hit-spool';
import { spoolReader } from './spool-lines';
import type { TrackingHit } from './tracking-hit';

/** What recovery needs from the tracking service. */
export interface SpoolDrain {
  /** Lines of a segment already recorded. */
  recordedLines(segment: string): Promise<number>;
  /** Records spooled hits (marking their lines recorded in the same transaction). */
  record(hits: TrackingHit[]): Promise<void>;
  /** Forgets the recorded-lines rows of deleted segments. */
  forget(segments: string[]): Promise<void>;
}

/**
 * Drains the spool directories under the spool's root whose process is gone: same host, and its
 * pid no longer runs (or is this process's own, as after a container restart), never the spool's
 * own directory. A directory is first
 * claimed by renaming it to a name of this process, so two processes starting together never
 * drain the same one; a process that dies while draining leaves it to the next. Every segment is
 * recorded from the first line not yet recorded, in batches of `batchSize`, then deleted. Answers
 * the hits recorded.
 */
export async function recoverSpool(
  spool: { root: string; dir: string },
  drain: SpoolDrain,
  logger: Logger,
  batchSize: number,
): Promise<number> {
  const { root } = spool;
  let recovered = 0;
  for (const name of listDirectories(root)) {
    if (name === path.basename(spool.dir) || !ownerGone(name)) continue;
    const claimed = path.join(root, ownerName(process.pid));
    try {
      fs.renameSync(path.join(root, name), claimed);
    } catch {
      continue; // another process claimed it first
    }
    for (const segment of fs.readdirSync(claimed).sort()) {
      recovered += await drainSegment(claimed, segment, drain, batchSize);
    }
    fs.rmSync(claimed, { recursive: true, force: true });
    logger.info({ directory: name, recovered }, 'tracking spool of a stopped process recorded');
  }
  return recovered;
}

function listDirectories(root: string): string[] {
  try {
    return fs
      .readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** Whether the process that owned the directory `<host>.<pid>.<random>` no longer runs. */
export function ownerGone(name: string): boolean {
  const parts = name.split('.');
  if (parts.length < 3) return false;
  const pid = Number(parts[parts.length - 2]);
  const host = parts.slice(0, -2).join('.');
  if (host !== os.hostname() || !Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Records the hits of one segment whose lines are not yet recorded. Every line is read, from the
 * first, for the definitions the hits refer to (`spool-lines.ts`). A last line without its newline
 * was cut by the crash mid-write and is skipped, as is a line that does not parse. The file and its
 * row go once all is recorded.
 */
async function drainSegment(
  dir: string,
  segment: string,
  drain: SpoolDrain,
  batchSize: number,
): Promise<number> {
  const file = path.join(dir, segment);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.pop(); // after the last newline: empty, or a line the crash cut short
  const done = await drain.recordedLines(segment);
  const read = spoolReader();
  for (let i = 0; i < Math.min(done, lines.length); i += 1)
    read(parseLine(lines[i]), { segment, line: i + 1 });
  let recorded = 0;
  for (let start = done; start < lines.length; start += batchSize) {
    const batch: TrackingHit[] = [];
    for (let i = start; i < Math.min(start + batchSize, lines.length); i += 1) {
      const hit = read(parseLine(lines[i]), { segment, line: i + 1 });
      if (hit) batch.push(hit);
    }
    if (batch.length > 0) await drain.record(batch);
    recorded += batch.length;
  }
  fs.rmSync(file, { force: true });
  await drain.forget([segment]);
  return recorded;
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
