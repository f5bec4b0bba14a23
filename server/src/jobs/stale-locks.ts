import type { Pool } from 'pg';

/**
 * Which earlier job locks a starting worker releases: `all` when this process is the only one
 * that runs jobs (role `all` on its embedded Postgres: any lock left is a dead process's), else
 * only `expired` ones, held past their job's lock lifetime without renewal.
 */
type StaleLocks = 'all' | 'expired';

export function staleLocksOf(config: {
  role: string;
  databaseUrl: string | undefined;
}): StaleLocks {
  return config.role === 'all' && !config.databaseUrl ? 'all' : 'expired';
}

/**
 * Releases the locks of jobs whose owner is gone, before Agenda starts: a process killed by
 * SIGKILL or a power loss leaves its jobs locked, and Agenda would wait out their whole lock
 * lifetime before running them again (STACK-NOTES "Agenda 6 traps" 8). `lifetimes` maps job names
 * to their lock lifetime in ms. A released job runs again at once: its run was interrupted (a
 * one-off job has no next run time of its own by then). Answers how many locks were released
 * (Postgres backend only).
 */
export async function releaseStaleLocks(
  pool: Pool,
  mode: StaleLocks,
  lifetimes: Record<string, number>,
): Promise<number> {
  if (mode === 'all') {
    const released = await pool.query(
      `UPDATE agenda_jobs SET locked_at = NULL, next_run_at = now() WHERE locked_at IS NOT NULL`,
    );
    return released.rowCount ?? 0;
  }
  const names = Object.keys(lifetimes);
  const released = await pool.query(
    `UPDATE agenda_jobs j SET locked_at = NULL, next_run_at = now()
       FROM unnest($1::text[], $2::float8[]) AS d(name, lifetime_ms)
      WHERE j.name = d.name AND j.locked_at < now() - d.lifetime_ms * interval '1 millisecond'`,
    [names, names.map((name) => lifetimes[name])],
  );
  return released.rowCount ?? 0;
}
