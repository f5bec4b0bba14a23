import type { EntityManager } from 'typeorm';
import {
  buildCampaign,
  buildContactList,
  buildMailAccount,
  buildWorkspace,
} from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import type { WebhookOutbox } from '../../webhook/webhook-outbox';
import { BounceGuard } from '../bounce-guard';
import { tallyBounces } from '../queries';

/**
 * What weighing one bounce costs: the rows the guard reads of the ledger, counted by Postgres for
 * the weighing's own transaction (`pg_stat_get_xact_tuples_returned` of the table and its indexes). The
 * same for a campaign (and mailbox) of 20,000 sends as for one of 40.
 */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

/** A started campaign whose `n` recipients were each sent its one step an hour ago. */
async function campaignWithSends(n: number) {
  const workspace = await buildWorkspace(db());
  const mailbox = await buildMailAccount(db(), { workspaceId: workspace.id });
  const list = await buildContactList(db(), { workspaceId: workspace.id });
  const campaign = await buildCampaign(db(), {
    workspaceId: workspace.id,
    mailAccountId: mailbox.id,
    steps: 1,
    status: 'started',
  });
  const [step] = await db().query(`SELECT id FROM step WHERE campaign_id = $1`, [campaign.id]);
  await db().query(
    `WITH ct AS (
       INSERT INTO contact (workspace_id, email)
       SELECT $1::uuid, 'r' || g || '-' || $2::text || '@big.test' FROM generate_series(1, $3) g
       RETURNING id, email::text AS email),
     r AS (
       INSERT INTO campaign_recipient (workspace_id, campaign_id, contact_id, list_id, email, state,
                                       next_position, mail_account_id)
       SELECT $1::uuid, $2::uuid, ct.id, $4::uuid, ct.email, 'complete', 2, $5::uuid FROM ct RETURNING id)
     INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id, position,
                       message_id, state, smtp_started_at, sent_at)
     SELECT $1::uuid, $2::uuid, $6::uuid, r.id, $5::uuid, 1, '<' || r.id || '@big.test>', 'sent',
            now() - interval '1 hour', now() - interval '1 hour'
       FROM r`,
    [workspace.id, campaign.id, n, list.id, mailbox.id, step.id],
  );
  await db().query(`ANALYZE send`);
  const [send] = await db().query(
    `SELECT id, recipient_id FROM send WHERE campaign_id = $1 LIMIT 1`,
    [campaign.id],
  );
  // One hard bounce, recorded (and weighed) as the inbox records it.
  await t.services.events.record({
    type: 'bounce',
    recipientId: send.recipient_id,
    stepId: step.id,
    sendId: send.id,
    meta: { source: 'dsn' },
  });
  return { sendId: send.id as string, campaignId: campaign.id, mailboxId: mailbox.id };
}

/** Rows of `send` (heap by sequential scans, index entries) this backend has read, not yet flushed. */
async function sendRowsRead(tx: EntityManager): Promise<number> {
  const [{ n }] = await tx.query(
    `SELECT (pg_stat_get_xact_tuples_returned('send'::regclass)
             + (SELECT coalesce(sum(pg_stat_get_xact_tuples_returned(indexrelid)), 0)
                  FROM pg_index WHERE indrelid = 'send'::regclass))::int AS n`,
  );
  return n;
}

/** The rows of `send` read while the guard weighs the bounce again (in one transaction). */
async function rowsReadWeighing(sendId: string): Promise<number> {
  const guard = new BounceGuard({} as WebhookOutbox);
  return db().transaction(async (tx: EntityManager) => {
    const before = await sendRowsRead(tx);
    await guard.bouncesRecorded(tx, [sendId], new Date());
    return (await sendRowsRead(tx)) - before;
  });
}

it('weighs a bounce on a campaign of 20,000 sends reading as few sends as on one of 40', async () => {
  const small = await campaignWithSends(40);
  const big = await campaignWithSends(20_000);
  const smallRows = await rowsReadWeighing(small.sendId);
  const bigRows = await rowsReadWeighing(big.sendId);
  // 1 bounce at 5 %: the threshold needs at most 20 sends (and the minimum 20), 22 are counted
  // per scope (the mailbox's and the campaign's), plus the bounced send's own rows.
  expect(bigRows).toBeLessThanOrEqual(60);
  expect(bigRows).toBe(smallRows);
  // Neither is paused: 1 of 40 is 2.5 %, 1 of 20,000 far less.
  const paused = await db().query(
    `SELECT count(*)::int AS n FROM mail_account WHERE id = ANY($1) AND paused_at IS NOT NULL`,
    [[small.mailboxId, big.mailboxId]],
  );
  expect(paused).toEqual([{ n: 0 }]);
});

it('counts a campaign’s uncertain sends and those on the wire with its sent ones', async () => {
  const c = await campaignWithSends(20);
  await db().query(
    `UPDATE send SET state = CASE WHEN n = 1 THEN 'uncertain' ELSE 'smtp_started' END, sent_at = NULL
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM send
              WHERE campaign_id = $1 AND id <> $2 LIMIT 2) picked
      WHERE send.id = picked.id`,
    [c.campaignId, c.sendId],
  );
  const [campaign] = await db().query(`SELECT workspace_id FROM campaign WHERE id = $1`, [
    c.campaignId,
  ]);
  const rule = {
    id: c.campaignId,
    workspace_id: campaign.workspace_id,
    enabled: true,
    bounce_percent: 5,
    min_sends: 20,
    window_days: 7,
    complaint_percent: 0.3,
  };
  const since = new Date(Date.now() - 7 * 24 * 3_600_000);
  expect(await tallyBounces(db(), 'campaign_id', rule, since)).toEqual({
    bounced: 1,
    complained: 0,
    sent: 20,
  });
  expect(await tallyBounces(db(), 'mail_account_id', { ...rule, id: c.mailboxId }, since)).toEqual({
    bounced: 1,
    complained: 0,
    sent: 20,
  });
});
