import { SEND_CHECK_MESSAGES } from '@outbound/common';
import { MailSandbox, type SandboxMessage } from '../../../../test/mail-sandbox';
import { buildSendingCampaign, sendingPreference } from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';

const SENDER = { email: 'sam@sender.test', password: 'sender-secret' };
const NOW = new Date('2026-03-03T10:00:00Z');

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [SENDER] });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

const db = () => t.database.db;

/** A started plain-text campaign of 3 recipients whose message is `body`. */
async function campaignWith(body: string) {
  const c = await buildSendingCampaign(t, sandbox, {
    sender: SENDER,
    rows: 3,
    steps: 1,
    pref: sendingPreference({ allDay: true }),
    mime: 'text/plain',
  });
  await db().query(`UPDATE step SET body = $2 WHERE campaign_id = $1`, [c.campaignId, body]);
  return c;
}

/** Empties `first_name` of a recipient's list row. */
const emptyFirstName = (contactId: string) =>
  db().query(
    `UPDATE contact_list_member SET data = jsonb_set(data, '{first_name}', '""') WHERE contact_id = $1`,
    [contactId],
  );

const capturedTo = (email: string): SandboxMessage[] =>
  sandbox.captured.filter((message) => message.to.includes(email));

const sendsOf = async (recipientId: string) =>
  (await db().query(`SELECT state FROM send WHERE recipient_id = $1`, [recipientId])).map(
    (row: { state: string }) => row.state,
  );

async function recipientRow(token: string, campaignId: string, email: string) {
  const listed = await t.rest<{ contacts: Record<string, unknown>[] }>(
    'POST',
    '/v1/campaign/recipients/list',
    { token, body: { campaignID: campaignId, offset: 0, limit: 50 } },
  );
  expect(listed.status).toBe(200);
  return listed.body.contacts.find((row) => row.email === email);
}

const HELD_QUERY = `query ($id: ID!) { campaign(id: $id) { heldRecipients { count fix } } }`;

it('holds a recipient whose merge field is empty, sends the others, then sends it once after its contact is edited', async () => {
  const c = await campaignWith('Hi {{first_name}},\nUnsubscribe: {{unsubscribe_url}}');
  const [first, empty, third] = c.recipients;
  await emptyFirstName(empty.contact_id);

  await t.services.dispatch.dispatchOnce(c.mailboxId, NOW);
  expect(await sendsOf(first.id)).toEqual(['sent']);
  expect(await sendsOf(third.id)).toEqual(['sent']);
  expect(await sendsOf(empty.id)).toEqual([]);
  expect(capturedTo(empty.email)).toHaveLength(0);
  expect(await recipientRow(c.token, c.campaignId, empty.email)).toMatchObject({
    state: 'active',
    status: 'waiting',
    reason: 'Missing first_name',
  });
  expect(await recipientRow(c.token, c.campaignId, first.email)).toMatchObject({
    status: 'complete',
    reason: null,
  });
  const held = await t.gql(HELD_QUERY, { id: c.campaignId }, { token: c.token });
  expect(held).toEqual({
    data: {
      campaign: { heldRecipients: { count: 1, fix: SEND_CHECK_MESSAGES.heldRecipients(1) } },
    },
  });

  // Held, it is not claimed again: later runs send nothing to it.
  await t.services.dispatch.dispatchOnce(c.mailboxId, new Date(NOW.getTime() + 3_600_000));
  expect(await sendsOf(empty.id)).toEqual([]);

  const edited = await t.rest('POST', '/v1/campaign/recipients/updateValues', {
    token: c.token,
    body: { campaign_id: c.campaignId, email: empty.email, values: { first_name: 'Zed' } },
  });
  expect(edited).toMatchObject({
    status: 200,
    body: { message: SEND_CHECK_MESSAGES.valuesUpdated, data: { status: 'active', reason: null } },
  });
  await t.services.dispatch.dispatchOnce(c.mailboxId, new Date(NOW.getTime() + 7_200_000));
  await t.services.dispatch.dispatchOnce(c.mailboxId, new Date(NOW.getTime() + 9_000_000));
  expect(await sendsOf(empty.id)).toEqual(['sent']);
  const arrived = capturedTo(empty.email);
  expect(arrived).toHaveLength(1);
  expect(arrived[0].raw).toContain('Hi Zed,');
  expect(capturedTo(first.email)).toHaveLength(1);
  const after = await t.gql(HELD_QUERY, { id: c.campaignId }, { token: c.token });
  expect(after.data).toEqual({ campaign: { heldRecipients: { count: 0, fix: null } } });
});

it('renders a fallback at dispatch where the value is empty, and holds no one', async () => {
  const c = await campaignWith('Hi {{first_name|there}},\nUnsubscribe: {{unsubscribe_url}}');
  const [first, second] = c.recipients;
  await emptyFirstName(first.contact_id);
  await t.services.dispatch.dispatchOnce(c.mailboxId, NOW);
  expect(capturedTo(first.email).map((m) => m.raw)).toEqual([expect.stringContaining('Hi there,')]);
  expect(capturedTo(second.email).map((m) => m.raw)).toEqual([
    expect.stringContaining('Hi Person 2,'),
  ]);
});

it('checks a held recipient again once the message gets a fallback', async () => {
  const c = await campaignWith('Hi {{first_name}},\nUnsubscribe: {{unsubscribe_url}}');
  const [empty] = c.recipients;
  await emptyFirstName(empty.contact_id);
  await t.services.dispatch.dispatchOnce(c.mailboxId, NOW);
  expect(await sendsOf(empty.id)).toEqual([]);

  const [step] = await db().query(`SELECT id FROM step WHERE campaign_id = $1`, [c.campaignId]);
  const saved = await t.gql(
    `mutation ($id: ID!, $steps: [StepInput!]!) {
      saveCampaignSteps(campaignId: $id, messageMimeType: "text/plain", steps: $steps) { id }
    }`,
    {
      id: c.campaignId,
      steps: [
        { id: step.id, subject: 'Hello', body: 'Hi {{first_name|there}},\n{{unsubscribe_url}}' },
      ],
    },
    { token: c.token },
  );
  expect(saved.errors).toBeUndefined();
  await t.services.dispatch.dispatchOnce(c.mailboxId, new Date(NOW.getTime() + 3_600_000));
  expect(await sendsOf(empty.id)).toEqual(['sent']);
  expect(capturedTo(empty.email).map((m) => m.raw)).toEqual([expect.stringContaining('Hi there,')]);
});

it('refuses values that are not texts of the campaign variables, and another workspace campaign', async () => {
  const c = await campaignWith('Hi {{first_name}}');
  const other = await campaignWith('Hi {{first_name}}');
  const edit = (body: unknown, token = c.token) =>
    t.rest('POST', '/v1/campaign/recipients/updateValues', { token, body });
  const email = c.recipients[0].email;
  const base = { campaign_id: c.campaignId, email };
  expect(await edit({ ...base, values: 'x' })).toMatchObject({
    status: 400,
    body: { message: SEND_CHECK_MESSAGES.valuesInvalid },
  });
  expect(await edit({ ...base, values: { nope: 'x' } })).toMatchObject({
    status: 400,
    body: { message: SEND_CHECK_MESSAGES.valueUnknownVariable('nope') },
  });
  expect(await edit({ ...base, values: { email: 'x@y.test' } })).toMatchObject({
    status: 400,
    body: { message: SEND_CHECK_MESSAGES.valueEmailVariable },
  });
  expect(await edit({ ...base, values: { first_name: 'x'.repeat(1001) } })).toMatchObject({
    status: 400,
  });
  expect(
    await edit({ ...base, email: 'nobody@example.test', values: { first_name: 'A' } }),
  ).toMatchObject({
    status: 404,
    body: { message: SEND_CHECK_MESSAGES.recipientNotFound },
  });
  expect(await edit({ ...base, values: { first_name: 'A' } }, other.token)).toMatchObject({
    status: 404,
  });
});
