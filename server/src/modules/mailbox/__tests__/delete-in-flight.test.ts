import { randomUUID } from 'node:crypto';
import { buildStartedCampaign, buildWorkspace } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import { RESENT_MARKER } from '../../sending/send-ledger';
import { DELETED_IN_FLIGHT } from '../../sending/deleted-mailbox';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A started two-message campaign from a mailbox to ada, bob, cy, dan and eve. */
async function mailboxWithCampaign() {
  const workspace = await buildWorkspace(db());
  const { token } = await t.signIn({ workspace });
  const built = await buildStartedCampaign(db(), {
    workspaceId: workspace.id,
    names: ['ada', 'bob', 'cy', 'dan', 'eve'],
  });
  const { account, campaignId, recipients } = built;
  return {
    token,
    workspaceId: workspace.id,
    account,
    campaignId,
    stepId: built.firstStepId,
    recipients,
  };
}
type Context = Awaited<ReturnType<typeof mailboxWithCampaign>>;

/** A ledger row for the first message to recipient `index`. */
async function insertSend(c: Context, index: number, state: string, lastError: string | null) {
  const [row] = await db().query(
    `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id, position,
                       message_id, state, last_error, smtp_started_at, sent_at)
     VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8,
             CASE WHEN $7 <> 'claimed' THEN now() - interval '1 minute' END,
             CASE WHEN $7 = 'sent' THEN now() END)
     RETURNING id`,
    [
      c.workspaceId,
      c.campaignId,
      c.stepId,
      c.recipients[index].id,
      c.account.id,
      `<${randomUUID()}@example.test>`,
      state,
      lastError,
    ],
  );
  return row.id as string;
}

it('deleting a mailbox settles its unfinished sends: none is left without a mailbox to reconcile it', async () => {
  const c = await mailboxWithCampaign();
  const onTheWire = await insertSend(c, 0, 'smtp_started', null);
  await insertSend(c, 1, 'claimed', null);
  const resent = await insertSend(c, 2, 'claimed', RESENT_MARKER);
  const sent = await insertSend(c, 3, 'sent', null);

  const deleted = await t.rest('POST', '/v1/mailAccount/delete', {
    token: c.token,
    body: { email: c.account.email },
  });
  expect(deleted.status).toBe(200);

  const sends: { id: string; recipient_id: string; state: string; last_error: string | null }[] =
    await db().query(
      `SELECT id, recipient_id, state, last_error FROM send WHERE campaign_id = $1 ORDER BY id`,
      [c.campaignId],
    );
  const byId = new Map(sends.map((send) => [send.id, send]));
  // On the wire: uncertain, never sent again; a claim never handed over: gone; one that had been
  // sent again after an interruption may have arrived: uncertain too. The sent one is unchanged.
  expect(byId.get(onTheWire)).toMatchObject({ state: 'uncertain', last_error: DELETED_IN_FLIGHT });
  expect(byId.get(resent)).toMatchObject({ state: 'uncertain', last_error: DELETED_IN_FLIGHT });
  expect(byId.get(sent)).toMatchObject({ state: 'sent' });
  expect(sends).toHaveLength(3);
  const [open] = await db().query(
    `SELECT count(*)::int AS count FROM send
      WHERE campaign_id = $1 AND state IN ('claimed', 'smtp_started')`,
    [c.campaignId],
  );
  expect(open.count).toBe(0);

  // The recipients of uncertain sends moved on as after a send; the others wait where they were.
  const recipients: { next_position: number; state: string }[] = await db().query(
    `SELECT r.next_position, r.state FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id WHERE r.campaign_id = $1 ORDER BY ct.email`,
    [c.campaignId],
  );
  expect(recipients.map((r) => r.next_position)).toEqual([2, 1, 2, 1, 1]);
  const [campaign] = await db().query(`SELECT status FROM campaign WHERE id = $1`, [c.campaignId]);
  expect(campaign.status).toBe('paused');
});
