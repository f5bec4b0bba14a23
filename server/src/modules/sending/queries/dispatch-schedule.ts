import type { DataSource } from 'typeorm';
import { affectedCount, updatedRows } from '../../../db/sql';

/**
 * The sending schedule's statements (`mailbox_dispatch`, `dispatch-scheduler.ts`): one row per
 * mailbox with something to dispatch, when its next run is due and which worker holds it until
 * when. Each statement serves every mailbox of a batch at once (`unnest`): a worker running
 * hundreds of mailboxes makes a handful of these a second, not one per mailbox.
 */

/** A mailbox run handed to a worker. */
export interface LeasedDispatch {
  mailboxId: string;
  dueAt: Date;
}

/**
 * Up to `limit` due mailboxes, oldest due first (mailbox_dispatch_due_idx), leased to `worker`
 * for `leaseMs`: a row whose lease ran out (its worker died) is due again. SKIP LOCKED: workers
 * claiming at the same instant take different rows, without waiting for each other.
 */
export async function leaseDueMailboxes(
  db: DataSource,
  worker: string,
  limit: number,
  leaseMs: number,
): Promise<LeasedDispatch[]> {
  const rows = updatedRows<{ mailbox_id: string; due_at: Date }>(
    await db.query(
      `UPDATE mailbox_dispatch d
        SET leased_by = $1, lease_until = now() + $3 * interval '1 millisecond'
       FROM (SELECT mail_account_id FROM mailbox_dispatch
              WHERE due_at <= now() AND (lease_until IS NULL OR lease_until < now())
              ORDER BY due_at LIMIT $2
              FOR UPDATE SKIP LOCKED) due
      WHERE d.mail_account_id = due.mail_account_id
      RETURNING d.mail_account_id AS mailbox_id, d.due_at`,
      [worker, limit, leaseMs],
    ),
  );
  return rows.map((row) => ({ mailboxId: row.mailbox_id, dueAt: row.due_at }));
}

/**
 * Runs that ended: each mailbox is due again at its own instant and leased to no one. Only the
 * worker's own leases (a lease that ran out and was taken by another worker is that worker's).
 */
export async function releaseDispatches(
  db: DataSource,
  worker: string,
  ended: { mailboxId: string; dueAt: Date }[],
): Promise<void> {
  if (ended.length === 0) return;
  await db.query(
    `UPDATE mailbox_dispatch d SET due_at = e.due_at, leased_by = NULL, lease_until = NULL
       FROM unnest($2::uuid[], $3::timestamptz[]) AS e(mailbox_id, due_at)
      WHERE d.mail_account_id = e.mailbox_id AND d.leased_by = $1`,
    [worker, ended.map((run) => run.mailboxId), ended.map((run) => run.dueAt)],
  );
}

/** The worker's runs still going keep their mailboxes another `leaseMs`. */
export async function renewLeases(
  db: DataSource,
  worker: string,
  mailboxIds: string[],
  leaseMs: number,
): Promise<void> {
  if (mailboxIds.length === 0) return;
  await db.query(
    `UPDATE mailbox_dispatch SET lease_until = now() + $3 * interval '1 millisecond'
      WHERE mail_account_id = ANY($2::uuid[]) AND leased_by = $1`,
    [worker, mailboxIds, leaseMs],
  );
}

/**
 * Every lease made due at once: a worker starting in the single-process role on its own embedded
 * Postgres is the only one there can be, so any lease left is a dead process's.
 */
export async function releaseAllLeases(db: DataSource): Promise<number> {
  return affectedCount(
    await db.query(
      `UPDATE mailbox_dispatch SET leased_by = NULL, lease_until = NULL, due_at = now()
        WHERE leased_by IS NOT NULL`,
    ),
  );
}

/**
 * Mailboxes that have something to dispatch get their row: a started campaign of a pool they are
 * in, or a send still
 * `claimed` or `smtp_started` (an interrupted send waits for its mailbox's run to reconcile it,
 * also after its campaign was paused) makes it due at once, a scheduled campaign at its start. A
 * row already there keeps its due time and lease (its run comes within a minute anyway).
 */
export async function addMailboxesWithWork(db: DataSource): Promise<void> {
  await db.query(
    `INSERT INTO mailbox_dispatch (mail_account_id, due_at)
     SELECT id, min(due_at) FROM (
       SELECT p.mail_account_id AS id,
              CASE WHEN c.status = 'scheduled' THEN greatest(c.start_time, now())
                   ELSE now() END AS due_at
         FROM campaign c JOIN campaign_mail_account p ON p.campaign_id = c.id
        WHERE c.status IN ('started', 'scheduled') AND c.deleted_at IS NULL
       UNION ALL
       SELECT s.mail_account_id, now() FROM send s WHERE s.state IN ('claimed', 'smtp_started')
     ) work
      GROUP BY id
     ON CONFLICT (mail_account_id) DO NOTHING`,
  );
}

/**
 * A mailbox whose scheduled campaign starts before its row's next run is due at that start
 * (a run in progress sets its own next time when it ends).
 */
export async function bringScheduledStartsForward(db: DataSource): Promise<void> {
  await db.query(
    `UPDATE mailbox_dispatch d SET due_at = s.starts_at
       FROM (SELECT p.mail_account_id, min(c.start_time) AS starts_at
               FROM campaign c JOIN campaign_mail_account p ON p.campaign_id = c.id
              WHERE c.status = 'scheduled' AND c.deleted_at IS NULL AND c.start_time IS NOT NULL
              GROUP BY p.mail_account_id) s
      WHERE d.mail_account_id = s.mail_account_id AND s.starts_at < d.due_at
        AND d.leased_by IS NULL`,
  );
}

/**
 * Rows of mailboxes left with nothing to dispatch (no started or scheduled campaign, no send
 * `claimed` or `smtp_started`: send_open_idx) go, unless a worker holds them: the next schedule
 * removes those. Answers how many went.
 */
export async function removeIdleMailboxes(db: DataSource): Promise<number> {
  return affectedCount(
    await db.query(
      `DELETE FROM mailbox_dispatch d
      WHERE (d.lease_until IS NULL OR d.lease_until < now())
        AND NOT EXISTS (
              SELECT 1 FROM campaign_mail_account p JOIN campaign c ON c.id = p.campaign_id
               WHERE p.mail_account_id = d.mail_account_id
                 AND c.status IN ('started', 'scheduled') AND c.deleted_at IS NULL)
        AND NOT EXISTS (
              SELECT 1 FROM send s
               WHERE s.mail_account_id = d.mail_account_id AND s.state IN ('claimed', 'smtp_started'))`,
    ),
  );
}

/** The schedule's rows, for the tests and the benchmark: mailbox, due time, lease. */
export async function selectDispatchRows(
  db: DataSource,
): Promise<{ mailbox_id: string; due_at: Date; leased_by: string | null }[]> {
  return db.query(
    `SELECT mail_account_id AS mailbox_id, due_at, leased_by FROM mailbox_dispatch
      ORDER BY due_at, mail_account_id`,
  );
}
