import type { DataSource, EntityManager } from 'typeorm';
import { queryPrepared } from '../../../db/prepared-query';

/**
 * The outbox's writes: one statement per batch of events (in the transaction that records them),
 * one per lead status change, and a test event. Each row's payload is the event as it is then.
 */

/**
 * The parts of a payload every event shares, from `e` (campaign_id, step_id, recipient_id,
 * contact_id, list_id): the campaign, the step, the recipient with the contact's fields (its
 * row of the list that brought it) and the campaign's mailbox, as they are at that moment.
 */
const SNAPSHOT = `
  'campaign', json_build_object('id', c.id, 'name', c.name),
  'step', CASE WHEN s.id IS NULL THEN NULL
               ELSE json_build_object('id', s.id, 'number', s.position, 'subject', s.subject) END,
  'recipient', json_build_object('id', e.recipient_id, 'email', ct.email::text),
  'contact', json_build_object('id', ct.id, 'email', ct.email::text, 'status', ct.status,
                                'fields', coalesce(lm.data, '{}'::jsonb)),
  'mailbox', CASE WHEN m.id IS NULL THEN NULL
                  ELSE json_build_object('id', m.id, 'email', m.email::text, 'name', m.name) END`;
/** A time as ISO 8601 in UTC with milliseconds, as JavaScript writes it (`toISOString`). */
const iso = (time: string) =>
  `to_char(${time} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SNAPSHOT_JOINS = `
  JOIN campaign c ON c.id = e.campaign_id
  JOIN contact ct ON ct.id = e.contact_id
  LEFT JOIN step s ON s.id = e.step_id
  LEFT JOIN mail_account m ON m.id = c.mail_account_id
  LEFT JOIN contact_list_member lm ON lm.list_id = e.list_id AND lm.contact_id = e.contact_id`;

/**
 * One outbox row per (event, enabled endpoint of its workspace that wants its type), payload
 * built now. The endpoints of the batch's workspaces are read first (webhook_endpoint_workspace_idx):
 * a workspace without endpoints costs one index probe and no event is read again. Flagged events
 * (bot opens, scanner clicks) are not delivered. Rows are inserted in event order, so ids (the
 * delivery order per endpoint and recipient) follow the events'. Prepared: it runs with every
 * batch of sent messages, and planning it cost more than running it (1.9 ms against 0.1 ms a call
 * on the mailboxes benchmark).
 */
export async function queueEventWebhooks(
  tx: EntityManager,
  workspaceIds: string[],
  eventIds: string[],
): Promise<void> {
  await queryPrepared(
    tx,
    'queue-event-webhooks',
    `INSERT INTO webhook_outbox (workspace_id, endpoint_id, event_id, event_type, recipient_id, payload)
     SELECT w.workspace_id, w.id, 'evt_' || e.id, e.type, e.recipient_id,
            json_build_object('id', 'evt_' || e.id, 'type', e.type, 'created_at', ${iso('e.created_at')},
              ${SNAPSHOT},
              'category', e.meta->>'category',
              'away', CASE WHEN e.meta ? 'resumesOn' THEN json_build_object(
                        'until', e.meta->>'until', 'resumes_on', e.meta->>'resumesOn') END,
              'reply', CASE WHEN e.type = 'reply' THEN json_build_object(
                         'subject', e.meta->>'subject',
                         'text', coalesce(e.meta->>'text', e.meta->>'snippet')) END)
       FROM webhook_endpoint w
       JOIN email_event e ON e.workspace_id = w.workspace_id AND e.id = ANY($2::bigint[])
                         AND e.type = ANY(w.events) AND NOT e.flagged
       ${SNAPSHOT_JOINS}
      WHERE w.workspace_id = ANY($1::uuid[]) AND w.enabled
      ORDER BY e.id, w.id`,
    [workspaceIds, eventIds],
  );
}

/**
 * The `lead_status` rows of leads that moved from `previous` to `status` (one event id per
 * change, shared by its endpoints), written in the transaction of the move.
 */
export async function queueLeadStatusWebhooks(
  tx: EntityManager,
  workspaceId: string,
  leads: { id: string; previous: string }[],
  status: string,
): Promise<void> {
  await tx.query(
    `WITH moved AS (
       SELECT 'lst_' || gen_random_uuid() AS event_id, l.id AS lead_id, k.previous,
              l.campaign_id, l.recipient_id, l.contact_id, r.list_id, NULL::uuid AS step_id
         FROM unnest($2::uuid[], $3::text[]) AS k(id, previous)
         JOIN lead l ON l.id = k.id AND l.workspace_id = $1
         JOIN campaign_recipient r ON r.id = l.recipient_id
        WHERE EXISTS (SELECT 1 FROM webhook_endpoint w
                       WHERE w.workspace_id = $1 AND w.enabled AND 'lead_status' = ANY(w.events)))
     INSERT INTO webhook_outbox (workspace_id, endpoint_id, event_id, event_type, recipient_id, payload)
     SELECT w.workspace_id, w.id, e.event_id, 'lead_status', e.recipient_id,
            json_build_object('id', e.event_id, 'type', 'lead_status', 'created_at', ${iso('now()')},
              'lead', json_build_object('id', e.lead_id, 'status', $4::text,
                                         'previous_status', e.previous),
              ${SNAPSHOT})
       FROM moved e
       JOIN webhook_endpoint w ON w.workspace_id = $1 AND w.enabled
                              AND 'lead_status' = ANY(w.events)
       ${SNAPSHOT_JOINS}
      ORDER BY e.lead_id, w.id`,
    [workspaceId, leads.map((lead) => lead.id), leads.map((lead) => lead.previous), status],
  );
}

/**
 * The `mailbox_paused` rows of a mailbox the guard paused (one event id shared by its endpoints):
 * the mailbox, why, and the counts the threshold was reached with. No row without an endpoint.
 */
export async function queueMailboxPausedWebhooks(
  tx: EntityManager,
  mailboxId: string,
  health: { reason: string; bounced: number; complained: number; sent: number; windowDays: number },
): Promise<void> {
  await tx.query(
    `WITH paused AS (SELECT 'mbp_' || gen_random_uuid() AS event_id, m.* FROM mail_account m
                      WHERE m.id = $1)
     INSERT INTO webhook_outbox (workspace_id, endpoint_id, event_id, event_type, payload)
     SELECT w.workspace_id, w.id, m.event_id, 'mailbox_paused',
            json_build_object('id', m.event_id, 'type', 'mailbox_paused',
              'created_at', ${iso('now()')},
              'mailbox', json_build_object('id', m.id, 'email', m.email::text, 'name', m.name),
              'health', json_build_object('state', 'paused', 'reason', $2::text,
                                          'since', ${iso('m.paused_at')},
                                          'bounced', $3::int, 'complained', $6::int,
                                          'sent', $4::int, 'window_days', $5::int))
       FROM paused m
       JOIN webhook_endpoint w ON w.workspace_id = m.workspace_id AND w.enabled
                              AND 'mailbox_paused' = ANY(w.events)
      ORDER BY w.id`,
    [mailboxId, health.reason, health.bounced, health.sent, health.windowDays, health.complained],
  );
}

/** A test event for one endpoint, leased at once to the caller that delivers it. */
export async function insertTestDelivery(
  db: DataSource,
  endpoint: { id: string; workspaceId: string },
  worker: string,
  leaseMs: number,
  payload: Record<string, unknown>,
): Promise<string> {
  const [row]: { id: string }[] = await db.query(
    `INSERT INTO webhook_outbox (workspace_id, endpoint_id, event_id, event_type, payload,
                                 leased_by, lease_until)
     VALUES ($1, $2, $3, 'test', $4, $5, now() + $6 * interval '1 millisecond') RETURNING id`,
    [endpoint.workspaceId, endpoint.id, payload.id, payload, worker, leaseMs],
  );
  return row.id;
}
