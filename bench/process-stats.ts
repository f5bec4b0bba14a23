/**
 * What the benchmarks read of their processes from /proc (Linux): CPU seconds, a Postgres data
 * directory's CPU with all its processes, resident set.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const CLOCK_TICKS =
  Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/**
 * From /proc/<pid>/stat: parent pid, and CPU seconds (user + system) of the process and of its
 * reaped children. The command name, in parentheses, may hold spaces: the fields after its last
 * parenthesis are read.
 */
function statOf(pid: number | string): { parent: number; own: number; children: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const seconds = (a: number, b: number) => (Number(fields[a]) + Number(fields[b])) / CLOCK_TICKS;
  return { parent: Number(fields[1]), own: seconds(11, 12), children: seconds(13, 14) };
}

/** User + system CPU seconds of a process so far (0 once it is gone, or off Linux). */
export function cpuSeconds(pid: number): number {
  try {
    return statOf(pid).own;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by the Postgres of `dataDir`: the postmaster, its live children (the
 * backends, the WAL writer…) and those that exited (reaped: counted in the postmaster's
 * children), so that a connection closed during a run still counts.
 */
export function postgresCpu(dataDir: string): number {
  const postmaster = Number(
    fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const main = statOf(postmaster);
  let total = main.own + main.children;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const child = statOf(entry);
      if (child.parent === postmaster) total += child.own;
    } catch {
      // exited meanwhile: counted in the postmaster's children
    }
  }
  return total;
}

/** A process's resident set in MB: current (VmRSS) and peak (VmHWM). */
export function rssOf(pid: number): { current: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { current: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}
