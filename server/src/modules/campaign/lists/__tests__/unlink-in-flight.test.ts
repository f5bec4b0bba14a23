import { randomUUID } from 'node:crypto';
import { buildStartedCampaign, buildWorkspace } from '../../../../../test/factories';
import { eventually } from '../../../../../test/eventually';
import { startTestServer, type TestServer } from '../../../../../test/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A started campaign of one list (ada, bob, cy, dan) with two messages. */
async function startedCampaign() {
  const workspace = await buildWorkspace(db());
  const { token } = await t.signIn({ workspace });
  const built = await buildStartedCampaign(db(), {
    workspaceId: workspace.id,
    names: ['ada', 'bob', 'cy', 'dan'],
  });
  const [ada, bob, cy, dan] = built.recipients;
  return {
    token,
    workspaceId: workspace.id,
    accountId: built.account.id,
    campaignId: built.campaignId,
    listId: built.listId,
    stepId: built.firstStepId,
    ada,
    bob,
    cy,
    dan,
  };
}
type Context = Awaited<ReturnType<typeof startedCampaign>>;

const SEND_INSERT = `
  INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id, position,
                    message_id, state, smtp_started_at, sent_at)
  VALUES ($1, $2, $3, $4, $5, 1, $6, $7,
          CASE WHEN $7 <> 'claimed' THEN now() END, CASE WHEN $7 = 'sent' THEN now() END)`;

const sendValues = (c: Context, recipientId: string, state: string) => [
  c.workspaceId,
  c.campaignId,
  c.stepId,
  recipientId,
  c.accountId,
  `<${randomUUID()}@example.test>`,
  state,
];

/** A ledger row for the first message to `recipient` (a `sent` one also moves the recipient on). */
async function insertSend(c: Context, recipient: { id: string }, state: string): Promise<void> {
  await db().query(SEND_INSERT, sendValues(c, recipient.id, state));
  if (state === 'sent')
    await db().query(
      `UPDATE campaign_recipient SET next_position = 2, last_sent_at = now() WHERE id = $1`,
      [recipient.id],
    );
}

const unlink = (c: Context) =>
  t.rest('POST', '/v1/campaign/contactsList/delete', {
    token: c.token,
    body: { campaign_id: c.campaignId, list_id: c.listId },
  });

async function recipients(c: Context) {
  const rows: { email: string; state: string }[] = await db().query(
    `SELECT ct.email::text AS email, r.state FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id WHERE r.campaign_id = $1 ORDER BY ct.email`,
    [c.campaignId],
  );
  return rows.map((row) => `${row.email.split('-')[0]}:${row.state}`);
}

async function ledger(c: Context) {
  return db().query(`SELECT id, recipient_id, state FROM send WHERE campaign_id = $1 ORDER BY id`, [
    c.campaignId,
  ]);
}

describe('unlinking a list from a started campaign', () => {
  it('keeps (and stops) every recipient with a ledger row, in flight or sent; deletes the others', async () => {
    const c = await startedCampaign();
    await insertSend(c, c.ada, 'sent');
    await insertSend(c, c.bob, 'claimed');
    await insertSend(c, c.cy, 'smtp_started');
    const before = await ledger(c);

    expect((await unlink(c)).status).toBe(200);
    // Nothing more goes to the ones kept: their sequence ended. dan had no send: removed.
    expect(await recipients(c)).toEqual(['ada:complete', 'bob:complete', 'cy:complete']);
    expect(await ledger(c)).toEqual(before);
  });

  it('a send claimed while the list is being unlinked keeps its recipient', async () => {
    const c = await startedCampaign();
    // A dispatcher claiming dan's first message: his row locked, the ledger row inserted.
    const claim = db().createQueryRunner();
    await claim.connect();
    await claim.startTransaction();
    await claim.query(`SELECT id FROM campaign_recipient WHERE id = $1 FOR UPDATE`, [c.dan.id]);
    await claim.query(SEND_INSERT, sendValues(c, c.dan.id, 'claimed'));
    const unlinking = unlink(c);
    await eventually(
      async () => {
        const [row] = await db().query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return row.waiting > 0 ? true : undefined;
      },
      { what: 'the unlink waiting for the recipient lock' },
    );
    await claim.commitTransaction();
    await claim.release();
    expect((await unlinking).status).toBe(200);
    expect(await recipients(c)).toEqual(['dan:complete']);
    expect(await ledger(c)).toHaveLength(1);
  });
});
