import type { QueryRunner } from 'typeorm';
import { Reports1763800000024 } from '../../../db/migrations/1763800000024-reports';
import {
  buildCampaign,
  buildContact,
  buildContactList,
  buildMailAccount,
  buildWorkspace,
} from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import { unlinkListRecipients } from '../../campaign/recipients/recipient-states';
import type { EventInput, EventType } from '../event-recorder';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const NIL = '00000000-0000-0000-0000-000000000000';
const TYPES = ['sent', 'open', 'click', 'reply', 'bounce', 'unsubscribe', 'lead'];

/**
 * The report counters of a workspace as its events say they should be, counted here one way and
 * independently of the recorder: per recipient, its first recorded unflagged event of each type (and
 * of each type and message).
 */
async function expected(workspaceId: string) {
  const db = t.database.db;
  const firsts = `
    WITH first AS (
      SELECT DISTINCT ON (recipient_id, type) recipient_id, type, list_id, campaign_id, created_at
        FROM email_event WHERE workspace_id = $1 AND NOT flagged AND type <> 'auto_reply'
       ORDER BY recipient_id, type, id),
    step_first AS (
      SELECT DISTINCT ON (recipient_id, type, step_id) recipient_id, type, step_id, list_id,
             campaign_id, created_at
        FROM email_event WHERE workspace_id = $1 AND NOT flagged AND type <> 'auto_reply'
         AND step_id IS NOT NULL
       ORDER BY recipient_id, type, step_id, id)`;
  const bucket = (column: string) => `date_bin('15 minutes', ${column}, '2000-01-01 00:00+00')`;
  const perType = (alias: string) =>
    TYPES.map((type) => `count(*) FILTER (WHERE ${alias}.type = '${type}')::int AS "${type}"`);
  return {
    lists: await db.query(
      `${firsts}
       SELECT r.campaign_id, r.list_id, count(DISTINCT r.id)::int AS recipients,
              ${TYPES.map((type) => `(SELECT count(*)::int FROM first f WHERE f.type = '${type}' AND f.campaign_id = r.campaign_id AND f.list_id = r.list_id) AS "${type}"`).join(', ')},
              (SELECT count(*)::int FROM email_event e WHERE e.campaign_id = r.campaign_id
                  AND e.list_id = r.list_id AND NOT e.flagged) AS feed_events,
              (SELECT count(*)::int FROM email_event e WHERE e.campaign_id = r.campaign_id
                  AND e.list_id = r.list_id AND NOT e.flagged AND e.type = 'sent') AS feed_sends
         FROM campaign_recipient r WHERE r.workspace_id = $1
        GROUP BY r.campaign_id, r.list_id ORDER BY 1, 2`,
      [workspaceId],
    ),
    steps: await db.query(
      `${firsts}
       SELECT f.step_id, f.list_id, ${perType('f').join(', ')}
         FROM step_first f GROUP BY 1, 2 ORDER BY 1, 2`,
      [workspaceId],
    ),
    timeline: await db.query(
      `${firsts}
       SELECT campaign_id, ${bucket('created_at')} AS bucket, list_id, $2::uuid AS series,
              count(*)::int AS count
         FROM campaign_recipient WHERE workspace_id = $1 GROUP BY 1, 2, 3
       UNION ALL
       SELECT campaign_id, ${bucket('created_at')}, list_id, step_id, count(*)::int
         FROM step_first WHERE type = 'sent' GROUP BY 1, 2, 3, 4
        ORDER BY 1, 2, 3, 4`,
      [workspaceId, NIL],
    ),
    workspace: await db.query(
      `${firsts}
       SELECT bucket, sum(messages)::int AS messages,
              ${TYPES.map((type) => `sum("${type}")::int AS "${type}"`).join(', ')}
         FROM (SELECT ${bucket('created_at')} AS bucket, 0 AS messages, ${perType('f').join(', ')}
                 FROM first f GROUP BY 1
               UNION ALL
               SELECT ${bucket('created_at')}, count(*), ${TYPES.map(() => '0').join(', ')}
                 FROM step_first WHERE type = 'sent' GROUP BY 1) t
        GROUP BY bucket ORDER BY bucket`,
      [workspaceId],
    ),
    mailboxDays: await db.query(
      `${firsts}
       SELECT c.mail_account_id, (f.created_at AT TIME ZONE 'UTC')::date::text AS day,
              count(*) FILTER (WHERE f.kind = 'messages')::int AS messages,
              count(*) FILTER (WHERE f.kind = 'bounce')::int AS bounce
         FROM (SELECT campaign_id, created_at, 'messages' AS kind FROM step_first WHERE type = 'sent'
               UNION ALL
               SELECT campaign_id, created_at, 'bounce' FROM first WHERE type = 'bounce') f
         JOIN campaign c ON c.id = f.campaign_id
        GROUP BY 1, 2 ORDER BY 1, 2`,
      [workspaceId],
    ),
  };
}

/** The report counters as stored, in the shape of `expected`, rows with only zeros left out. */
async function stored(workspaceId: string) {
  const db = t.database.db;
  const nonZero = (rows: Record<string, unknown>[], keys: string[]) =>
    rows.filter((row) =>
      Object.entries(row).some(([column, value]) => !keys.includes(column) && value !== 0),
    );
  const columns = TYPES.map((type) => `"${type}"`).join(', ');
  return {
    lists: await db.query(
      `SELECT campaign_id, list_id, recipients, ${columns}, feed_events, feed_sends
         FROM campaign_list_counter WHERE workspace_id = $1 ORDER BY 1, 2`,
      [workspaceId],
    ),
    steps: nonZero(
      await db.query(
        `SELECT step_id, list_id, ${columns} FROM step_list_counter WHERE workspace_id = $1
          ORDER BY 1, 2`,
        [workspaceId],
      ),
      ['step_id', 'list_id'],
    ),
    timeline: nonZero(
      await db.query(
        `SELECT campaign_id, bucket, list_id, series, count FROM campaign_timeline_counter
          WHERE workspace_id = $1 ORDER BY 1, 2, 3, 4`,
        [workspaceId],
      ),
      ['campaign_id', 'bucket', 'list_id', 'series'],
    ),
    workspace: await db.query(
      `SELECT bucket, sum(messages)::int AS messages,
              ${TYPES.map((type) => `sum("${type}")::int AS "${type}"`).join(', ')}
         FROM workspace_timeline_counter WHERE workspace_id = $1 GROUP BY 1 ORDER BY 1`,
      [workspaceId],
    ),
    mailboxDays: await db.query(
      `SELECT mail_account_id, day::text AS day, messages, bounce FROM mailbox_day_counter
        WHERE workspace_id = $1 ORDER BY 1, 2`,
      [workspaceId],
    ),
  };
}

/** A started campaign with 3 steps and two lists of 4 contacts, one contact in both. */
async function campaign() {
  const db = t.database.db;
  const workspace = await buildWorkspace(db);
  const account = await buildMailAccount(db, { workspaceId: workspace.id });
  const contacts = [];
  for (let i = 0; i < 7; i += 1)
    contacts.push(await buildContact(db, { workspaceId: workspace.id }));
  const first = await buildContactList(db, {
    workspaceId: workspace.id,
    contactIds: contacts.slice(0, 4).map((contact) => contact.id),
  });
  const second = await buildContactList(db, {
    workspaceId: workspace.id,
    contactIds: contacts.slice(3).map((contact) => contact.id),
  });
  const built = await buildCampaign(db, {
    workspaceId: workspace.id,
    mailAccountId: account.id,
    status: 'started',
    steps: 3,
    listIds: [first.id, second.id],
  });
  const recipients: { id: string }[] = await db.query(
    `SELECT id FROM campaign_recipient WHERE campaign_id = $1 ORDER BY created_at, id`,
    [built.id],
  );
  const steps: { id: string }[] = await db.query(
    `SELECT id FROM step WHERE campaign_id = $1 ORDER BY position`,
    [built.id],
  );
  return {
    workspaceId: workspace.id,
    id: built.id,
    lists: [first.id, second.id],
    recipients: recipients.map((row) => row.id),
    steps: steps.map((row) => row.id),
  };
}

/** Events across quarter hours and days, some flagged, some without a step, some repeated. */
function events(c: Awaited<ReturnType<typeof campaign>>, seed: number): EventInput[] {
  const kinds: EventType[] = [
    'sent',
    'sent',
    'open',
    'open',
    'click',
    'reply',
    'bounce',
    'auto_reply',
  ];
  return Array.from({ length: 120 }, (_, i) => {
    const n = (i * 7 + seed * 13) % 97;
    return {
      type: kinds[n % kinds.length],
      recipientId: c.recipients[n % c.recipients.length],
      stepId: n % 5 === 0 ? null : c.steps[n % 3],
      flagged: n % 11 === 0,
      // Every 7 minutes from 23:00 UTC: quarter hours and a day change.
      at: i % 9 === 0 ? undefined : new Date(Date.UTC(2026, 2, 7, 23, 0) + i * 7 * 60_000),
    };
  });
}

async function record(inputs: EventInput[], batch: number) {
  for (let i = 0; i < inputs.length; i += batch)
    await t.services.db.transaction((tx) =>
      t.services.events.recordBatch(tx, inputs.slice(i, i + batch)),
    );
}

describe('report counters', () => {
  it('hold what the events say, one by one or in batches, and after the list is unlinked', async () => {
    const one = await campaign();
    await record(events(one, 1), 1);
    expect(await stored(one.workspaceId)).toEqual(await expected(one.workspaceId));

    const batched = await campaign();
    await record(events(batched, 1), 25);
    const counted = await stored(batched.workspaceId);
    expect(counted).toEqual(await expected(batched.workspaceId));
    expect(counted.lists.length).toBe(2);
    expect(counted.steps.length).toBeGreaterThan(3);
    expect(counted.timeline.length).toBeGreaterThan(6);
    // 7 and 8 March, and today (events without their own time).
    expect(counted.mailboxDays.length).toBe(3);

    // The shared contact moves to the list still linked, with its events.
    await t.services.db.transaction((tx) => unlinkListRecipients(tx, batched.id, batched.lists[0]));
    const [{ moved }] = await t.database.db.query(
      `SELECT count(*)::int AS moved FROM email_event e JOIN campaign_recipient r ON r.id = e.recipient_id
        WHERE e.campaign_id = $1 AND e.list_id <> r.list_id`,
      [batched.id],
    );
    expect(moved).toBe(0);
    // The campaign's own counters follow; the workspace's and mailboxes' keep their history (the
    // recipients taken back here had events but no send, which only a test makes).
    const after = await stored(batched.workspaceId);
    const { lists, steps, timeline } = await expected(batched.workspaceId);
    expect({ lists: after.lists, steps: after.steps, timeline: after.timeline }).toEqual({
      lists,
      steps,
      timeline,
    });
    expect(after.lists).toEqual([expect.objectContaining({ list_id: batched.lists[1] })]);
  });

  it('are counted from existing events by migration 0024 as the recorder counts them', async () => {
    const c = await campaign();
    await record(events(c, 2), 10);
    const recorded = await stored(c.workspaceId);
    const runner: QueryRunner = t.database.db.createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query(
        `TRUNCATE campaign_list_counter, step_list_counter, campaign_timeline_counter,
                  workspace_timeline_counter, mailbox_day_counter`,
      );
      await runner.query(`UPDATE email_event SET list_id = NULL`);
      const migration = new Reports1763800000024() as unknown as {
        countExisting(q: QueryRunner): Promise<void>;
      };
      await runner.query(
        `UPDATE email_event e SET list_id = r.list_id FROM campaign_recipient r
          WHERE r.id = e.recipient_id`,
      );
      await migration.countExisting(runner);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    expect(await stored(c.workspaceId)).toEqual(recorded);
  });
});
