import {
  buildCampaign,
  buildContact,
  buildContactList,
  buildMailAccount,
  buildUser,
  buildWorkspace,
} from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** A started 2-step campaign from sales@sender.test to `count` recipients. */
async function campaignWith(count: number, leadSettings?: object) {
  const db = t.database.db;
  const workspace = await buildWorkspace(db);
  const account = await buildMailAccount(db, {
    workspaceId: workspace.id,
    email: `sales-${workspace.id.slice(0, 6)}@sender.test`,
  });
  const contacts = [];
  for (let i = 0; i < count; i += 1)
    contacts.push(await buildContact(db, { workspaceId: workspace.id }));
  const list = await buildContactList(db, {
    workspaceId: workspace.id,
    contactIds: contacts.map((c) => c.id),
  });
  const campaign = await buildCampaign(db, {
    workspaceId: workspace.id,
    mailAccountId: account.id,
    status: 'started',
    steps: 2,
    listIds: [list.id],
  });
  if (leadSettings)
    await db.query(`UPDATE campaign SET lead_settings = $2 WHERE id = $1`, [
      campaign.id,
      leadSettings,
    ]);
  const recipients: { id: string; contact_id: string }[] = await db.query(
    `SELECT id, contact_id FROM campaign_recipient WHERE campaign_id = $1 ORDER BY created_at, id`,
    [campaign.id],
  );
  const steps: { id: string }[] = await db.query(
    `SELECT id FROM step WHERE campaign_id = $1 ORDER BY position`,
    [campaign.id],
  );
  return { workspace, account, campaign, recipients, steps, contacts };
}

async function counters(campaignId: string) {
  const [row] = await t.database.db.query(
    `SELECT sent, open, click, reply, bounce, unsubscribe, lead FROM campaign_counter WHERE campaign_id = $1`,
    [campaignId],
  );
  return row;
}

const stateOf = async (recipientId: string) =>
  (
    await t.database.db.query(`SELECT state FROM campaign_recipient WHERE id = $1`, [recipientId])
  )[0].state;

it('counts each recipient once per type, per campaign and per step; flagged events count nothing', async () => {
  const { campaign, recipients, steps } = await campaignWith(2);
  const [a, b] = recipients;
  const events = t.services.events;
  await events.record({ type: 'sent', recipientId: a.id, stepId: steps[0].id });
  await events.record({ type: 'sent', recipientId: a.id, stepId: steps[1].id });
  await events.record({ type: 'sent', recipientId: b.id, stepId: steps[0].id });
  await events.record({ type: 'open', recipientId: a.id, stepId: steps[0].id });
  await events.record({ type: 'open', recipientId: a.id, stepId: steps[0].id });
  await events.record({ type: 'open', recipientId: a.id, stepId: steps[1].id });
  await events.record({ type: 'open', recipientId: b.id, stepId: steps[0].id, flagged: true });
  expect(await counters(campaign.id)).toMatchObject({ sent: 2, open: 1 });
  const perStep = await t.database.db.query(
    `SELECT s.position, k.sent, k.open FROM step_counter k JOIN step s ON s.id = k.step_id
      WHERE k.campaign_id = $1 ORDER BY s.position`,
    [campaign.id],
  );
  expect(perStep).toEqual([
    { position: 1, sent: 2, open: 1 },
    { position: 2, sent: 1, open: 1 },
  ]);
  const [activity] = await t.database.db.query(
    `SELECT sent_count, opened_count, engaged_count FROM contact_activity WHERE contact_id = $1`,
    [a.contact_id],
  );
  expect(activity).toEqual({ sent_count: 1, opened_count: 1, engaged_count: 1 });
  const [{ n }] = await t.database.db.query(
    `SELECT count(*)::int AS n FROM email_event WHERE campaign_id = $1`,
    [campaign.id],
  );
  expect(n).toBe(7);
});

it('stops the sequence on a reply, bounce or unsubscribe, with their side effects', async () => {
  // No lead rules here: by default a reply makes a lead.
  const { workspace, account, campaign, recipients, contacts } = await campaignWith(3, {
    clause: 'or',
    conditions: [],
  });
  const [replied, bounced, unsubscribed] = recipients;
  await t.services.events.record({ type: 'reply', recipientId: replied.id });
  await t.services.events.record({ type: 'bounce', recipientId: bounced.id });
  await t.services.events.record({ type: 'unsubscribe', recipientId: unsubscribed.id });
  expect(await stateOf(replied.id)).toBe('replied');
  expect(await stateOf(bounced.id)).toBe('bounced');
  expect(await stateOf(unsubscribed.id)).toBe('unsubscribed');
  const statuses = await t.database.db.query(
    `SELECT id, status FROM contact WHERE id = ANY($1::uuid[]) ORDER BY id`,
    [recipients.map((r) => r.contact_id)],
  );
  expect(
    Object.fromEntries(statuses.map((r: { id: string; status: string }) => [r.id, r.status])),
  ).toEqual({
    [replied.contact_id]: 'active',
    [bounced.contact_id]: 'bounced',
    [unsubscribed.contact_id]: 'unsubscribed',
  });
  const domain = account.email.split('@')[1];
  expect(
    await t.services.unsubscribes.isUnsubscribed(
      workspace.id,
      contacts.find((c) => c.id === unsubscribed.contact_id)!.email,
      domain,
    ),
  ).toBe(true);
  expect(await counters(campaign.id)).toMatchObject({ reply: 1, bounce: 1, unsubscribe: 1 });
  // A bounce after a reply is the recipient's last word.
  await t.services.events.record({ type: 'bounce', recipientId: replied.id });
  expect(await stateOf(replied.id)).toBe('bounced');
});

it('creates exactly one lead when the rules hold (or / and, counts), assigned as configured', async () => {
  const db = t.database.db;
  const orRules = {
    assigned_to: null,
    clause: 'or',
    conditions: [
      { type: 'reply', event_count: 1 },
      { type: 'open', event_count: 3 },
    ],
  };
  const { campaign, recipients } = await campaignWith(2, orRules);
  const [opener, replier] = recipients;
  for (let i = 0; i < 2; i += 1)
    await t.services.events.record({ type: 'open', recipientId: opener.id });
  expect(
    (await db.query(`SELECT count(*)::int AS n FROM lead WHERE campaign_id = $1`, [campaign.id]))[0]
      .n,
  ).toBe(0);
  await t.services.events.record({ type: 'open', recipientId: opener.id });
  await t.services.events.record({ type: 'open', recipientId: opener.id });
  await t.services.events.record({ type: 'reply', recipientId: replier.id });
  await t.services.events.record({ type: 'reply', recipientId: replier.id });
  const leads = await db.query(
    `SELECT recipient_id, status FROM lead WHERE campaign_id = $1 ORDER BY recipient_id`,
    [campaign.id],
  );
  expect(leads).toHaveLength(2);
  expect(leads.every((lead: { status: string }) => lead.status === 'open')).toBe(true);
  expect(await stateOf(opener.id)).toBe('lead');
  expect(await counters(campaign.id)).toMatchObject({ lead: 2 });

  const owner = await buildUser(db);
  const andRules = {
    assigned_to: owner.email,
    clause: 'and',
    conditions: [
      { type: 'open', event_count: 1 },
      { type: 'click', event_count: 2 },
    ],
  };
  const second = await campaignWith(1, andRules);
  await db.query(`UPDATE "user" SET workspace_id = $2 WHERE id = $1`, [
    owner.id,
    second.workspace.id,
  ]);
  const [r] = second.recipients;
  await t.services.events.record({ type: 'open', recipientId: r.id });
  await t.services.events.record({ type: 'click', recipientId: r.id });
  expect(
    (await db.query(`SELECT count(*)::int AS n FROM lead WHERE recipient_id = $1`, [r.id]))[0].n,
  ).toBe(0);
  await t.services.events.record({ type: 'click', recipientId: r.id, flagged: true });
  expect(
    (await db.query(`SELECT count(*)::int AS n FROM lead WHERE recipient_id = $1`, [r.id]))[0].n,
  ).toBe(0);
  await t.services.events.record({ type: 'click', recipientId: r.id });
  const [lead] = await db.query(`SELECT assigned_to FROM lead WHERE recipient_id = $1`, [r.id]);
  expect(lead.assigned_to).toBe(owner.id);
});
