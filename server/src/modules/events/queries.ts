import type { EntityManager } from 'typeorm';
import { stopRecipients as stopSequences } from '../campaign/recipients/recipient-progress';
import type { EventPlan, PlannedEvent, Totals } from './event-plan';
import { ACTIVITY, COUNTED, type RecipientRow, type SeenKey } from './event-types';
import type { ReportTallies, Tally } from './report-tally';

/**
 * The statements of event recording. A batch runs a fixed number of them whatever its size (the
 * tracking endpoints and the dispatcher's sent events are its hot paths): one row per input goes
 * through `unnest` arrays, never one statement per event.
 */

/** The counter columns of campaign_counter / step_counter, and of contact_activity. */
const COUNTER_COLUMNS = [...new Set(Object.values(COUNTED))];
const ACTIVITY_COLUMNS = [...new Set(Object.values(ACTIVITY))];

/**
 * Locks the recipients in id order (every writer of campaign_recipient locks in that order, so
 * two batches cannot deadlock), with what their events need: contact address, sender domain (the
 * unsubscribe list is per domain), lead rules and whether a lead exists. The recipient row is the
 * lock that serialises its events (first-of-a-kind checks, the lead created at most once).
 */
export async function lockRecipients(tx: EntityManager, ids: string[]): Promise<RecipientRow[]> {
  return tx.query(
    `SELECT r.id, r.workspace_id, r.campaign_id, r.contact_id, r.list_id, m.id AS mail_account_id,
            r.state, ct.email::text AS email,
            lower(split_part(m.email::text, '@', 2)) AS sender_domain, c.lead_settings,
            l.id IS NOT NULL AS has_lead, now() AS now
       FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id
       JOIN campaign c ON c.id = r.campaign_id
       LEFT JOIN mail_account m ON m.id = c.mail_account_id
       LEFT JOIN lead l ON l.recipient_id = r.id
      WHERE r.id = ANY($1::uuid[])
      ORDER BY r.id
      FOR UPDATE OF r`,
    [ids],
  );
}

/**
 * Answers every question of the batch in one query. Per key (1-based `i`): an unflagged event of
 * its type for its step? How many for any step, up to `cap` (1 answers "any?")? A hit for the
 * step answers both when the cap is 1.
 */
export async function readSeen(
  tx: EntityManager,
  keys: SeenKey[],
): Promise<{ i: string; step: boolean; n: number }[]> {
  if (keys.length === 0) return [];
  return tx.query(
    `SELECT k.i, s.step,
            CASE WHEN s.step AND k.cap <= 1 THEN 1
                 ELSE (SELECT count(*)::int FROM (
                         SELECT 1 FROM email_event e
                          WHERE e.recipient_id = k.recipient_id AND e.type = k.type
                            AND NOT e.flagged
                          LIMIT k.cap) AS found) END AS n
       FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::int[])
            WITH ORDINALITY AS k(recipient_id, type, step_id, cap, i)
      CROSS JOIN LATERAL (
            -- A scalar subquery, not EXISTS: that one may be planned as a scan of every event.
            -- OFFSET 0 keeps it a subquery evaluated once per key: pulled up, it is probed twice
            -- (for s.step and again inside the CASE).
            SELECT k.step_id IS NOT NULL AND (
                     SELECT 1 FROM email_event e
                      WHERE e.recipient_id = k.recipient_id AND e.type = k.type
                        AND e.step_id = k.step_id AND NOT e.flagged
                      LIMIT 1) IS NOT NULL AS step
            OFFSET 0) AS s`,
    [
      keys.map((key) => key.recipient),
      keys.map((key) => key.type),
      keys.map((key) => key.step),
      keys.map((key) => key.cap),
    ],
  );
}

/**
 * Creates the leads of recipients whose rules now hold, assigned to the rules' owner when that is
 * a user of the workspace. ON CONFLICT: a recipient has at most one lead.
 */
export async function createLeads(
  tx: EntityManager,
  rows: RecipientRow[],
): Promise<{ id: string; recipient_id: string }[]> {
  return tx.query(
    `INSERT INTO lead (workspace_id, campaign_id, recipient_id, contact_id, assigned_to)
     SELECT k.workspace_id, k.campaign_id, k.recipient_id, k.contact_id,
            (SELECT u.id FROM "user" u
              WHERE u.workspace_id = k.workspace_id AND u.email = k.assigned_to::citext
                AND u.status <> 'removed')
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[])
            AS k(workspace_id, campaign_id, recipient_id, contact_id, assigned_to)
     ON CONFLICT (recipient_id) DO NOTHING RETURNING id, recipient_id`,
    [
      rows.map((row) => row.workspace_id),
      rows.map((row) => row.campaign_id),
      rows.map((row) => row.id),
      rows.map((row) => row.contact_id),
      rows.map((row) => row.lead_settings?.assigned_to ?? null),
    ],
  );
}

/** Stores the events in plan order; answers their ids in that order (ids are drawn in insertion order). */
export async function insertEvents(tx: EntityManager, events: PlannedEvent[]): Promise<bigint[]> {
  if (events.length === 0) return [];
  const inserted: { id: string }[] = await tx.query(
    `INSERT INTO email_event (workspace_id, campaign_id, step_id, recipient_id, contact_id,
                              send_id, type, flagged, meta, created_at, list_id)
     SELECT k.workspace_id, k.campaign_id, k.step_id, k.recipient_id, k.contact_id,
            k.send_id, k.type, k.flagged, k.meta, coalesce(k.at, now()), k.list_id
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::uuid[],
                   $7::text[], $8::boolean[], $9::jsonb[], $10::timestamptz[], $11::uuid[])
            WITH ORDINALITY AS k(workspace_id, campaign_id, step_id, recipient_id, contact_id,
                                 send_id, type, flagged, meta, at, list_id, i)
      ORDER BY k.i
     RETURNING id`,
    [
      events.map((event) => event.row.workspace_id),
      events.map((event) => event.row.campaign_id),
      events.map((event) => event.stepId),
      events.map((event) => event.row.id),
      events.map((event) => event.row.contact_id),
      events.map((event) => event.sendId),
      events.map((event) => event.type),
      events.map((event) => event.flagged),
      events.map((event) => JSON.stringify(event.meta)),
      events.map((event) => event.at),
      events.map((event) => event.row.list_id),
    ],
  );
  return inserted.map((row) => BigInt(row.id)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Adds per-row totals to a counter table in one statement (rows in key order, against deadlocks). */
export async function addCounts(
  tx: EntityManager,
  table: 'campaign_counter' | 'step_counter',
  key: 'campaign_id' | 'step_id',
  totals: Totals,
): Promise<void> {
  if (totals.size === 0) return;
  const ids = [...totals.keys()].sort();
  await tx.query(
    `UPDATE ${table} AS t
        SET ${COUNTER_COLUMNS.map((column) => `"${column}" = t."${column}" + k."${column}"`).join(', ')}
       FROM unnest($1::uuid[], ${COUNTER_COLUMNS.map((_, i) => `$${i + 2}::int[]`).join(', ')})
            AS k(id, ${COUNTER_COLUMNS.map((column) => `"${column}"`).join(', ')})
      WHERE t.${key} = k.id`,
    [ids, ...COUNTER_COLUMNS.map((column) => ids.map((id) => totals.get(id)!.get(column) ?? 0))],
  );
}

/** Adds to each contact's activity totals, creating its row on first activity (contacts in id order). */
export async function addActivity(tx: EntityManager, activity: EventPlan['activity']) {
  if (activity.size === 0) return;
  const contacts = [...activity.keys()].sort();
  await tx.query(
    `INSERT INTO contact_activity (contact_id, workspace_id, ${ACTIVITY_COLUMNS.join(', ')})
     SELECT * FROM unnest($1::uuid[], $2::uuid[],
                          ${ACTIVITY_COLUMNS.map((_, i) => `$${i + 3}::int[]`).join(', ')})
     ON CONFLICT (contact_id) DO UPDATE
       SET ${ACTIVITY_COLUMNS.map((column) => `${column} = contact_activity.${column} + excluded.${column}`).join(', ')},
           updated_at = now()`,
    [
      contacts,
      contacts.map((id) => activity.get(id)!.workspaceId),
      ...ACTIVITY_COLUMNS.map((column) =>
        contacts.map((id) => activity.get(id)!.counts.get(column) ?? 0),
      ),
    ],
  );
}

/** Stops the sequences a reply, bounce, unsubscribe or lead reached (the rows are locked). */
export async function stopRecipients(tx: EntityManager, stopped: EventPlan['stopped']) {
  await stopSequences(tx, stopped);
}

/** Adds the addresses to the sender domains' unsubscribe lists and marks active contacts unsubscribed. */
export async function addUnsubscribes(
  tx: EntityManager,
  rows: EventPlan['unsubscribes'],
  contacts: string[],
) {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO unsubscribe (workspace_id, email, domain)
     SELECT * FROM unnest($1::uuid[], $2::citext[], $3::citext[])
     ON CONFLICT (workspace_id, email, domain) DO NOTHING`,
    [0, 1, 2].map((i) => rows.map((row) => row[i])),
  );
  await tx.query(
    `UPDATE contact SET status = 'unsubscribed', updated_at = now()
      WHERE id = ANY($1::uuid[]) AND status = 'active'`,
    [contacts],
  );
}

/** Flags bounced contacts. Run after the unsubscribes: a bounce wins whatever their order. */
export async function markBounced(tx: EntityManager, contacts: string[]) {
  if (contacts.length === 0) return;
  await tx.query(
    `UPDATE contact SET status = 'bounced', updated_at = now()
      WHERE id = ANY($1::uuid[]) AND status <> 'bounced'`,
    [contacts],
  );
}

/** A report counter table: its key columns (with types), its counter columns, what must exist. */
interface ReportTable {
  name: string;
  key: [string, string][];
  columns: string[];
  /** Its primary key, when the key columns say more (a step's campaign). */
  conflict?: string;
  /**
   * A join that keeps only rows whose referenced row still exists (an event may name a message
   * deleted since, or the mailbox of a campaign that lost it): their counters have nowhere to go.
   */
  exists?: string;
}

const REPORT_TABLES = {
  lists: {
    name: 'campaign_list_counter',
    key: [
      ['campaign_id', 'uuid'],
      ['list_id', 'uuid'],
    ],
    columns: [...COUNTER_COLUMNS, 'feed_events', 'feed_sends'],
  },
  stepLists: {
    name: 'step_list_counter',
    key: [
      ['step_id', 'uuid'],
      ['list_id', 'uuid'],
      ['campaign_id', 'uuid'],
    ],
    columns: COUNTER_COLUMNS,
    conflict: 'step_id, list_id',
    exists: 'JOIN step s ON s.id = k.step_id',
  },
  timeline: {
    name: 'campaign_timeline_counter',
    key: [
      ['campaign_id', 'uuid'],
      ['bucket', 'timestamptz'],
      ['list_id', 'uuid'],
      ['series', 'uuid'],
    ],
    columns: ['count'],
  },
  workspace: {
    name: 'workspace_timeline_counter',
    key: [
      ['workspace_id', 'uuid'],
      ['bucket', 'timestamptz'],
      ['shard', 'int'],
    ],
    columns: ['messages', ...COUNTER_COLUMNS],
  },
  mailboxDays: {
    name: 'mailbox_day_counter',
    key: [
      ['mail_account_id', 'uuid'],
      ['day', 'date'],
    ],
    columns: ['messages', 'bounce'],
    exists: 'JOIN mail_account m ON m.id = k.mail_account_id',
  },
} satisfies Record<keyof ReportTallies, ReportTable>;

/**
 * Adds a batch's tallies to the report counters: one upsert per table (a row is created on its
 * first event), rows in key order like every other counter write, tables in a fixed order after
 * contact_activity (the order `refreshRecipientCounts` follows too), so two batches cannot deadlock.
 */
export async function addReportTallies(tx: EntityManager, tallies: ReportTallies): Promise<void> {
  for (const part of Object.keys(REPORT_TABLES) as (keyof ReportTallies)[])
    await upsertTally(tx, REPORT_TABLES[part], tallies[part]);
}

async function upsertTally(tx: EntityManager, table: ReportTable, tally: Tally): Promise<void> {
  if (tally.size === 0) return;
  const rows = [...tally.values()].sort((a, b) => compareKeys(a.key, b.key));
  const keyNames = table.key.map(([name]) => name);
  // The workspace, unless the key already names it.
  const workspace = keyNames.includes('workspace_id') ? [] : ['workspace_id'];
  const names = [...keyNames, ...workspace, ...table.columns.map((column) => `"${column}"`)];
  const types = [
    ...table.key.map(([, type]) => type),
    ...workspace.map(() => 'uuid'),
    ...table.columns.map(() => 'int'),
  ];
  const key = table.conflict ?? keyNames.join(', ');
  await tx.query(
    `INSERT INTO ${table.name} (${names.join(', ')})
     SELECT ${names.map((name) => `k.${name}`).join(', ')}
       FROM unnest(${types.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})
            WITH ORDINALITY AS k(${names.join(', ')}, i)
       ${table.exists ?? ''}
      ORDER BY k.i
     ON CONFLICT (${key}) DO UPDATE
       SET ${table.columns.map((column) => `"${column}" = ${table.name}."${column}" + excluded."${column}"`).join(', ')}`,
    [
      ...table.key.map((_, i) => rows.map((row) => row.key[i])),
      ...workspace.map(() => rows.map((row) => row.workspaceId)),
      ...table.columns.map((column) => rows.map((row) => row.counts.get(column) ?? 0)),
    ],
  );
}

const compareKeys = (a: string[], b: string[]) => {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
};
