import type { DataSource } from 'typeorm';
import { affectedCount } from '../../../db/sql';

/**
 * The deliverer's statements: leases of due rows, the outcomes of many attempts in one statement,
 * endpoints' health, hand-backs and pruning; and the page's reads of deliveries.
 */

/** A leased delivery: the row, its endpoint's URL and sealed secret. */
export interface LeasedDelivery {
  id: string;
  workspace_id: string;
  endpoint_id: string;
  event_id: string;
  /** The payload as stored (json: the text as written): the body posted and signed. */
  body: string;
  attempts: number;
  /** When the row was written, epoch milliseconds (a number parses cheaper than a date). */
  created_ms: number;
  url: string;
  secret: string;
  /**
   * The row whose lease covers this one: its own id for a leased row, its chain's first row for
   * the rows delivered after it (not leased themselves, see `leaseDueChains`).
   */
  lease_id?: string;
}

/**
 * Due rows of one endpoint and recipient, in order: the first is leased; the others are not due
 * to any worker while it is pending, so its lease covers them.
 */
export type LeasedChain = LeasedDelivery[];

/**
 * A row of the lease statement: a chain's first row (`ready` true) or one of its followers, whose
 * endpoint's fields (the same as its first row's) are not read again.
 */
interface ChainRow extends LeasedDelivery {
  lease_id: string;
  ready: boolean;
}

/**
 * Up to `limit` due rows of enabled endpoints, leased to `worker` for `leaseMs`, oldest due first
 * (webhook_outbox_due_idx), each with up to `followers` of the pending rows after it of its
 * endpoint and recipient (webhook_outbox_order_idx), in order. A row is due only when no earlier
 * row of its endpoint and recipient is still pending: deliveries of a recipient go in order, a
 * failing one holding back the later ones. So while the leased row is pending no worker can
 * lease its followers, and the worker that holds it delivers them after it, without a write per
 * row to lease them: a recipient's sent, open, click and reply cost one lease, not four (and do
 * not wait for each other's record and the next lease). A follower not ready (due later, or
 * leased: two transactions' rows of one recipient may commit out of id order) ends its chain.
 * A lease that ran out (its worker died) is due again. SKIP LOCKED: workers claiming together
 * take different rows. The chosen ids are handed to the UPDATE as an array, so that it finds
 * them through webhook_outbox_pkey: joined to the subquery instead, the planner hashed the whole
 * outbox (every row kept for 7 days) for each lease.
 */
export async function leaseDueChains(
  db: DataSource,
  worker: string,
  limit: number,
  leaseMs: number,
  followers = 0,
): Promise<LeasedChain[]> {
  const rows: ChainRow[] = await db.query(
    `WITH leased AS (
       UPDATE webhook_outbox o
          SET leased_by = $1, lease_until = now() + $3 * interval '1 millisecond'
         FROM webhook_endpoint w
        WHERE w.id = o.endpoint_id
          AND o.id = ANY (ARRAY(
                SELECT d.id FROM webhook_outbox d
                  JOIN webhook_endpoint e ON e.id = d.endpoint_id AND e.enabled
                 WHERE d.state = 'pending' AND d.due_at <= now()
                   AND (d.lease_until IS NULL OR d.lease_until < now())
                   AND NOT EXISTS (
                         SELECT 1 FROM webhook_outbox p
                          WHERE p.endpoint_id = d.endpoint_id AND p.recipient_id = d.recipient_id
                            AND p.state = 'pending' AND p.id < d.id)
                 ORDER BY d.due_at, d.id LIMIT $2
                 FOR UPDATE OF d SKIP LOCKED))
        RETURNING o.id, o.workspace_id, o.endpoint_id, o.recipient_id, o.event_id,
                  o.payload::text AS body, o.attempts, o.created_at, w.url, w.secret)
     SELECT id, workspace_id, endpoint_id, event_id, body, attempts,
            extract(epoch FROM created_at)::float8 * 1000 AS created_ms, url, secret,
            id AS lease_id, true AS ready
       FROM leased
     UNION ALL
     SELECT f.id, NULL, NULL, f.event_id, f.payload::text, f.attempts,
            extract(epoch FROM f.created_at)::float8 * 1000, NULL, NULL, l.id,
            f.due_at <= now() AND (f.lease_until IS NULL OR f.lease_until < now())
       FROM leased l
      CROSS JOIN LATERAL (
            SELECT * FROM webhook_outbox f
             WHERE f.endpoint_id = l.endpoint_id AND f.recipient_id = l.recipient_id
               AND f.state = 'pending' AND f.id > l.id
             ORDER BY f.id LIMIT $4) f`,
    [worker, limit, leaseMs, followers],
  );
  return chainsOf(rows);
}

/**
 * The rows grouped by chain, each in id order, cut at its first follower not ready; followers
 * take their endpoint's fields from their first row.
 */
function chainsOf(rows: ChainRow[]): LeasedChain[] {
  const chains = new Map<string, ChainRow[]>();
  for (const row of rows) if (row.ready && row.id === row.lease_id) chains.set(row.id, [row]);
  for (const row of rows) {
    if (row.id === row.lease_id) continue;
    const chain = chains.get(row.lease_id)!;
    const [first] = chain;
    row.workspace_id = first.workspace_id;
    row.endpoint_id = first.endpoint_id;
    row.url = first.url;
    row.secret = first.secret;
    chain.push(row);
  }
  const byId = (a: ChainRow, b: ChainRow) =>
    a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return [...chains.values()].map((chain) => {
    if (chain.length > 1) chain.sort(byId);
    const cut = chain.findIndex((row) => !row.ready);
    return cut < 0 ? chain : chain.slice(0, cut);
  });
}

/** What one attempt came to. */
export interface AttemptOutcome {
  id: string;
  /** The leased row whose lease covered the attempt (the row itself when absent). */
  leaseId?: string;
  endpointId: string;
  delivered: boolean;
  /** Pending again at `dueAt`, or given up (`failed`) when its retry window is over. */
  state: 'pending' | 'delivered' | 'failed';
  dueAt: Date;
  answerStatus: number | null;
  answerBody: string | null;
  durationMs: number;
  error: string | null;
}

/**
 * Records the outcomes of the worker's attempts, one statement for all: only rows it still holds,
 * itself or through the row leased before it in its chain (a lease that ran out under a slow
 * attempt may have been taken over; that worker records, and a chain is recorded whole, in the
 * statement that records its leased row, so its followers never become due while in flight). In
 * the same statement, an endpoint that took a delivery is no longer failing. The worker is
 * compared as a column of the outcomes (a subquery kept apart by OFFSET 0), not as a constant:
 * the statistics see next to no row leased by any one worker, and a constant made the planner
 * scan the table for the worker's rows and match each against every outcome (50 ms for 256
 * outcomes of 512 leased rows, instead of 3 ms by their ids); `o.id = ANY` finds them through
 * webhook_outbox_pkey rather than by hashing the whole outbox. The outcomes travel as one JSON
 * text (due times as epoch milliseconds) and the ids as one array literal: node-postgres
 * serializes arrays element by element in JavaScript (escaping each text, formatting each date),
 * which cost the deliverer more than the statement cost Postgres.
 */
export async function recordAttempts(
  db: DataSource,
  worker: string | null,
  outcomes: AttemptOutcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  await db.query(
    `WITH recorded AS (
       UPDATE webhook_outbox o
          SET state = k.state, attempts = o.attempts + 1,
              due_at = to_timestamp(k.due_ms / 1000.0),
              leased_by = NULL, lease_until = NULL, attempted_at = now(),
              delivered_at = CASE WHEN k.state = 'delivered' THEN now() END,
              answer_status = k.answer_status, answer_body = k.answer_body,
              duration_ms = k.duration_ms, error = k.error
         FROM (SELECT *, $1::text AS worker
                 FROM json_to_recordset($3::json)
                      AS k(id bigint, lease_id bigint, state text, due_ms float8, answer_status int,
                           answer_body text, duration_ms int, error text)
               OFFSET 0) k
        WHERE o.id = ANY ($2::bigint[]) AND o.id = k.id
          AND (k.worker IS NULL
               OR (k.lease_id = k.id AND o.leased_by = k.worker)
               OR (k.lease_id <> k.id AND o.state = 'pending'
                   AND (o.lease_until IS NULL OR o.lease_until < now())
                   AND EXISTS (SELECT 1 FROM webhook_outbox h
                                WHERE h.id = k.lease_id AND h.leased_by = k.worker)))
        RETURNING o.endpoint_id, o.state)
     UPDATE webhook_endpoint SET failing_since = NULL
      WHERE failing_since IS NOT NULL
        AND id IN (SELECT endpoint_id FROM recorded WHERE state = 'delivered')`,
    [worker, outcomeIds(outcomes), JSON.stringify(outcomes.map(outcomeRecord))],
  );
}

/** The ids as a Postgres array literal (they are bigints' text: digits only). */
function outcomeIds(outcomes: AttemptOutcome[]): string {
  let literal = '{';
  for (let i = 0; i < outcomes.length; i++) literal += (i > 0 ? ',' : '') + outcomes[i].id;
  return `${literal}}`;
}

/** One outcome as json_to_recordset reads it. */
function outcomeRecord(outcome: AttemptOutcome) {
  return {
    id: outcome.id,
    lease_id: outcome.leaseId ?? outcome.id,
    state: outcome.state,
    due_ms: outcome.dueAt.getTime(),
    answer_status: outcome.answerStatus,
    answer_body: outcome.answerBody,
    duration_ms: outcome.durationMs,
    error: outcome.error,
  };
}

/**
 * Endpoints whose attempts all failed in a round: their failing starts (or goes on); one failing
 * for `disableAfterMs` is disabled with `reason` (ids sorted, like every writer of several rows).
 */
export async function markEndpointsFailing(
  db: DataSource,
  failed: string[],
  disableAfterMs: number,
  reason: string,
): Promise<void> {
  if (failed.length === 0) return;
  // Every SET expression reads the row as it was: `since` is the first failure, old or now.
  await db.query(
    `UPDATE webhook_endpoint w
        SET failing_since = k.since,
            enabled = w.enabled AND NOT k.expired,
            disabled_reason = CASE WHEN w.enabled AND k.expired
              THEN replace($3, '{since}', to_char(k.since AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC')
              ELSE w.disabled_reason END,
            updated_at = now()
       FROM (SELECT id, coalesce(failing_since, now()) AS since,
                    coalesce(failing_since, now()) <= now() - $2 * interval '1 millisecond' AS expired
               FROM webhook_endpoint WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE) k
      WHERE w.id = k.id`,
    [[...failed].sort(), disableAfterMs, reason],
  );
}

/**
 * Every lease made due at once: a worker starting in the single-process role on its own embedded
 * Postgres is the only one there can be, so any lease left is a dead process's.
 */
export async function releaseAllDeliveryLeases(db: DataSource): Promise<number> {
  return affectedCount(
    await db.query(
      `UPDATE webhook_outbox SET leased_by = NULL, lease_until = NULL
        WHERE state = 'pending' AND leased_by IS NOT NULL`,
    ),
  );
}

/** Rows a stopping worker leased but did not start: due again at once, for any worker. */
export async function releaseDeliveries(
  db: DataSource,
  worker: string,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `UPDATE webhook_outbox SET leased_by = NULL, lease_until = NULL
      WHERE id = ANY($2::bigint[]) AND leased_by = $1`,
    [worker, ids],
  );
}

/**
 * Deletes delivered and given-up rows older than `keepMs`, a bounded batch at a time (the
 * deliverer calls it every so often; webhook_outbox_pkey gives the oldest first).
 */
export async function pruneOldDeliveries(db: DataSource, keepMs: number): Promise<number> {
  return affectedCount(
    await db.query(
      `DELETE FROM webhook_outbox WHERE id IN (
         SELECT id FROM webhook_outbox
          WHERE state <> 'pending' AND created_at < now() - $1 * interval '1 millisecond'
          ORDER BY id LIMIT 5000)`,
      [keepMs],
    ),
  );
}

/** The last deliveries of an endpoint, newest first (webhook_outbox_endpoint_idx). */
export async function selectLastDeliveries(
  db: DataSource,
  workspaceId: string,
  endpointId: string,
  limit: number,
): Promise<DeliveryRow[]> {
  return db.query(
    `SELECT id, event_id, event_type, state, attempts, created_at, attempted_at, delivered_at,
            due_at, answer_status, answer_body, duration_ms, error
       FROM webhook_outbox
      WHERE endpoint_id = $2 AND workspace_id = $1
      ORDER BY id DESC LIMIT $3`,
    [workspaceId, endpointId, limit],
  );
}

/** One delivery of the workspace. */
export async function selectDelivery(
  db: DataSource,
  workspaceId: string,
  id: string,
): Promise<DeliveryRow | undefined> {
  const [row]: DeliveryRow[] = await db.query(
    `SELECT id, event_id, event_type, state, attempts, created_at, attempted_at, delivered_at,
            due_at, answer_status, answer_body, duration_ms, error
       FROM webhook_outbox WHERE id = $2 AND workspace_id = $1`,
    [workspaceId, id],
  );
  return row;
}

export interface DeliveryRow {
  id: string;
  event_id: string;
  event_type: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  created_at: Date;
  attempted_at: Date | null;
  delivered_at: Date | null;
  due_at: Date;
  answer_status: number | null;
  answer_body: string | null;
  duration_ms: number | null;
  error: string | null;
}
