import { CAMPAIGN_MESSAGES } from '@outbound/common';
import {
  buildCampaign,
  buildContactListWithRows,
  buildWorkspace,
} from '../../../../../test/factories';
import { FakeGoogleOAuth } from '../../../../../test/fake-google-oauth';
import { MailSandbox } from '../../../../../test/mail-sandbox';
import { startTestServer, type TestServer } from '../../../../../test/server';

const SENDER = { email: 'sender@example.test', password: 'sender-secret' };
const INBOX = { email: 'reviewer@example.test', password: 'reviewer-secret' };
const UNSUBSCRIBE = 'http://outbound.test/unsubscribe/test';

const ANN = { email: 'ann@gmail.test', name: 'Ann Example' };
const REDIRECT = 'http://outbound.test/googlemail-accounts/reconnect';

let sandbox: MailSandbox;
let google: FakeGoogleOAuth;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({
    users: [SENDER, INBOX, { email: ANN.email, password: 'unused-password' }],
  });
  google = await FakeGoogleOAuth.start((user, token) => sandbox.grantToken(user.email, token));
  t = await startTestServer({
    ALLOW_PRIVATE_MAIL_HOSTS: 'true',
    ...google.env({
      smtp: `127.0.0.1:${sandbox.smtp.port}`,
      imap: `127.0.0.1:${sandbox.imap.port}`,
    }),
  });
});
afterAll(async () => {
  await t.close();
  await google.stop();
  await sandbox.stop();
});

type Json = Record<string, unknown>;
const post = (token: string, url: string, body: unknown = {}) =>
  t.rest<Json>('POST', url, { body, token });

/**
 * An owner whose mailbox really logs in to the sandbox, and a campaign with two lists: the first
 * gives the variables (email, first_name, Company Name), the second maps its own columns onto them.
 * Recipients are ordered as added: the first list's rows, then the second's.
 */
async function campaignWithRecipients(rows = 3) {
  const workspace = await buildWorkspace(t.database.db);
  const { token } = await t.signIn({ workspace });
  const login = { server: '127.0.0.1', username: SENDER.email, password: SENDER.password };
  const created = await post(token, '/v1/mailAccount/create/smtp', {
    name: 'Sam Sender',
    email: SENDER.email,
    smtp: { ...login, port: sandbox.smtp.port },
    imap: { ...login, port: sandbox.imap.port },
  });
  expect(created.status).toBe(200);
  await t.database.db.query(`UPDATE mail_account SET signature = $2 WHERE workspace_id = $1`, [
    workspace.id,
    'Sam Sender\nOutbound & Co',
  ]);
  const [account] = await t.database.db.query(
    `SELECT id FROM mail_account WHERE workspace_id = $1`,
    [workspace.id],
  );
  const first = await buildContactListWithRows(t.database.db, {
    workspaceId: workspace.id,
    name: 'Leads',
    columns: ['email', 'first_name', 'Company Name'],
    rows: [
      { email: 'ada@example.test', first_name: 'Ada <b>', 'Company Name': 'ACME' },
      ...Array.from({ length: rows - 1 }, (_, i) => ({
        email: `person${i + 2}@example.test`,
        first_name: `Person ${i + 2}`,
        'Company Name': `Company ${i + 2}`,
      })),
    ],
  });
  const second = await buildContactListWithRows(t.database.db, {
    workspaceId: workspace.id,
    name: 'Fair',
    columns: ['E-mail', 'Given', 'Org'],
    rows: [{ 'E-mail': 'zoe@example.test', Given: 'Zoe', Org: 'Globex' }],
  });
  const campaign = await buildCampaign(t.database.db, {
    workspaceId: workspace.id,
    mailAccountId: account.id,
    listIds: [first.id, second.id],
  });
  await t.database.db.query(
    `UPDATE campaign_list SET mapping = $3 WHERE campaign_id = $1 AND list_id = $2`,
    [
      campaign.id,
      second.id,
      JSON.stringify({ email: 'E-mail', first_name: 'Given', 'Company Name': 'Org' }),
    ],
  );
  // The order they were added: the first list by line, then the second list.
  await t.database.db.query(
    `UPDATE campaign_recipient r
        SET created_at = now() + make_interval(secs => m.line + CASE WHEN r.list_id = $2 THEN 1000 ELSE 0 END)
       FROM contact_list_member m
      WHERE m.list_id = r.list_id AND m.contact_id = r.contact_id AND r.campaign_id = $1`,
    [campaign.id, second.id],
  );
  return {
    workspaceId: workspace.id,
    token,
    campaignId: campaign.id as string,
    accountId: account.id,
  };
}

async function saveMessages(token: string, campaignId: string, mime = 'text/html') {
  const html = mime === 'text/html';
  const saved = await post(token, '/v1/campaign/steps/add', {
    campaign_id: campaignId,
    message_mime_type: mime,
    new_steps: [
      {
        subject: 'Hello {{first_name}}',
        body: html
          ? '<p>Dear {{first_name}} of {{Company Name}}</p><p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>'
          : 'Dear {{first_name}} of {{Company Name}}\nUnsubscribe: {{unsubscribe_url}}',
      },
      {
        body: html ? '<p>Any news, {{first_name}}?</p>' : 'Any news, {{first_name}}?',
        minimum_delay_after_last_send: 3,
      },
    ],
  });
  expect(saved.status).toBe(200);
}

type Messages = { email: string; offset: number; total: number; steps: Json[] };
const messages = async (token: string, body: Json) => {
  const answer = await post(token, '/v1/campaign/preview/messages', body);
  return { status: answer.status, body: answer.body, data: answer.body.data as Messages };
};

describe('the preview step', () => {
  it('shows the campaign, its lists, the first 50 recipients and the messages', async () => {
    const { token, campaignId } = await campaignWithRecipients(55);
    await saveMessages(token, campaignId);
    const answer = await post(token, '/v1/campaign/preview', { campaign_id: campaignId });
    expect(answer.status).toBe(200);
    const preview = answer.body.campaignPreview as Json & {
      contacts_data: { contacts_list: { email: string }[] };
      steps: Json[];
    };
    expect(preview).toMatchObject({
      campaign_id: campaignId,
      current_tab: 'preview',
      completed_tab: ['start', 'add-recipients', 'compose'],
      message_mime_type: 'text/html',
      list_details: [
        { _id: expect.any(String), name: 'Leads', contacts_count: 55 },
        { _id: expect.any(String), name: 'Fair', contacts_count: 1 },
      ],
      assigned_to_user: { email: SENDER.email, name: 'Sam Sender', status: 'active' },
    });
    expect(preview.contacts_data.contacts_list).toHaveLength(50);
    expect(preview.contacts_data.contacts_list.slice(0, 2)).toEqual([
      { email: 'ada@example.test' },
      { email: 'person2@example.test' },
    ]);
    expect(preview.steps).toEqual([
      expect.objectContaining({ subject: 'Hello {{first_name}}', total_recipients: 56 }),
      expect.objectContaining({ subject: 'Re: Hello {{first_name}}' }),
    ]);
  });

  it('renders every message for the recipient at an offset, with escaping, Re:, delays and the signature', async () => {
    const { token, campaignId } = await campaignWithRecipients();
    await saveMessages(token, campaignId);
    const first = await messages(token, { campaign_id: campaignId, offset: 0 });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({
      email: 'ada@example.test',
      offset: 0,
      total: 4,
      steps: [
        {
          subject: 'Hello Ada <b>',
          body:
            '<p>Dear Ada &lt;b&gt; of ACME</p>' +
            `<p><a href="${UNSUBSCRIBE}">Unsubscribe</a></p>` +
            '<br /><div>Sam Sender<br />Outbound &amp; Co</div>',
          delay: 0,
          variant: 'A',
        },
        {
          subject: 'Re: Hello Ada <b>',
          body: '<p>Any news, Ada &lt;b&gt;?</p><br /><div>Sam Sender<br />Outbound &amp; Co</div>',
          delay: 3,
          variant: 'A',
        },
      ],
    });

    const second = await messages(token, { campaign_id: campaignId, offset: 1 });
    expect(second.data).toMatchObject({ email: 'person2@example.test', offset: 1 });
    expect(second.data.steps[0].subject).toBe('Hello Person 2');

    // The last recipient came from the mapped list: its columns read through the mapping.
    const mapped = await messages(token, { campaign_id: campaignId, offset: 3 });
    expect(mapped.data).toMatchObject({ email: 'zoe@example.test', offset: 3, total: 4 });
    expect(mapped.data.steps[0]).toMatchObject({ subject: 'Hello Zoe' });
    expect(mapped.data.steps[0].body).toContain('Dear Zoe of Globex');
  });

  it('renders a fallback where the recipient has no value, and the value where it has one', async () => {
    const { token, campaignId } = await campaignWithRecipients(2);
    const saved = await post(token, '/v1/campaign/steps/add', {
      campaign_id: campaignId,
      message_mime_type: 'text/html',
      new_steps: [
        {
          subject: 'Hello {{first_name|there}}',
          body: '<p>Dear {{ first_name | friend &amp; co }}</p><p>{{unsubscribe_url}}</p>',
        },
      ],
    });
    expect(saved.status).toBe(200);
    await t.database.db.query(
      `UPDATE contact_list_member m SET data = jsonb_set(m.data, '{first_name}', '""')
         FROM contact c WHERE c.id = m.contact_id AND c.email = 'person2@example.test'`,
    );
    const empty = await messages(token, { campaign_id: campaignId, offset: 1 });
    expect(empty.data.steps[0]).toMatchObject({
      subject: 'Hello there',
      body: expect.stringContaining('<p>Dear friend &amp; co</p>'),
    });
    const full = await messages(token, { campaign_id: campaignId, offset: 0 });
    expect(full.data.steps[0]).toMatchObject({ subject: 'Hello Ada <b>' });
  });

  it('finds a recipient by address (any case) and answers its offset', async () => {
    const { token, campaignId } = await campaignWithRecipients();
    await saveMessages(token, campaignId);
    const found = await messages(token, {
      campaign_id: campaignId,
      email: ' Person3@Example.TEST ',
      offset: 0,
    });
    expect(found.data).toMatchObject({ email: 'person3@example.test', offset: 2, total: 4 });
    expect(found.data.steps[1]).toMatchObject({ subject: 'Re: Hello Person 3' });

    const notFound = { status: 404, body: { message: CAMPAIGN_MESSAGES.previewNoContact } };
    expect(
      await messages(token, { campaign_id: campaignId, email: 'nobody@example.test' }),
    ).toMatchObject(notFound);
    expect(await messages(token, { campaign_id: campaignId, offset: 4 })).toMatchObject(notFound);
    expect(await messages(token, { campaign_id: campaignId, email: 'not-an-email' })).toMatchObject(
      { status: 400, body: { message: CAMPAIGN_MESSAGES.validEmail } },
    );
    expect(await messages(token, { campaign_id: campaignId, offset: -1 })).toMatchObject({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.previewOffset },
    });
  });

  it('answers 404 for a campaign without recipients, and renders text for a plain-text campaign', async () => {
    const workspace = await buildWorkspace(t.database.db);
    const { token } = await t.signIn({ workspace });
    const empty = await buildCampaign(t.database.db, { workspaceId: workspace.id });
    expect(await messages(token, { campaign_id: empty.id, offset: 0 })).toMatchObject({
      status: 404,
      body: { message: CAMPAIGN_MESSAGES.previewNoContact },
    });

    const { token: owner, campaignId } = await campaignWithRecipients();
    await saveMessages(owner, campaignId, 'text/plain');
    const plain = await messages(owner, { campaign_id: campaignId, offset: 0 });
    expect(plain.data.steps[0]).toEqual({
      subject: 'Hello Ada <b>',
      body: `Dear Ada <b> of ACME\nUnsubscribe: ${UNSUBSCRIBE}\n\nSam Sender\nOutbound & Co`,
      delay: 0,
      variant: 'A',
    });
  });

  it('works over GraphQL', async () => {
    const { token, campaignId } = await campaignWithRecipients();
    await saveMessages(token, campaignId);
    const preview = await t.gql<{
      campaignPreview: { campaign: Json; lists: Json[]; contacts: string[]; steps: Json[] };
    }>(
      `query($c: ID!) {
        campaignPreview(campaignId: $c) {
          campaign { id messageMimeType } lists { name contactsCount } contacts steps { position }
        }
      }`,
      { c: campaignId },
      { token },
    );
    expect(preview.data?.campaignPreview).toEqual({
      campaign: { id: campaignId, messageMimeType: 'text/html' },
      lists: [
        { name: 'Leads', contactsCount: 3 },
        { name: 'Fair', contactsCount: 1 },
      ],
      contacts: [
        'ada@example.test',
        'person2@example.test',
        'person3@example.test',
        'zoe@example.test',
      ],
      steps: [{ position: 1 }, { position: 2 }],
    });
    const page = await t.gql<{ previewMessages: Json }>(
      `query($c: ID!) {
        previewMessages(campaignId: $c, email: "zoe@example.test") {
          email offset total messages { subject delay }
        }
      }`,
      { c: campaignId },
      { token },
    );
    expect(page.data?.previewMessages).toEqual({
      email: 'zoe@example.test',
      offset: 3,
      total: 4,
      messages: [
        { subject: 'Hello Zoe', delay: 0 },
        { subject: 'Re: Hello Zoe', delay: 3 },
      ],
    });
  });
});

describe('send test', () => {
  const testEmail = (campaignId: string, overrides: Json = {}) => ({
    campaign_id: campaignId,
    email: INBOX.email,
    subject: 'Test for {{first_name}}',
    body:
      '<p>Hello {{first_name}} from {{Company Name}}</p>' +
      '<p><a href="{{unsubscribe_url}}">Unsubscribe</a></p><script>alert(1)</script>',
    mime_type: 'text/html',
    ...overrides,
  });

  it('sends the message rendered for the first recipient through the campaign’s mailbox', async () => {
    const { token, campaignId } = await campaignWithRecipients();
    const marker = `html-${Date.now()}`;
    const sent = await post(
      token,
      '/v1/campaign/testsend',
      testEmail(campaignId, { subject: `Test for {{first_name}} ${marker}` }),
    );
    expect(sent).toEqual({ status: 200, body: { message: CAMPAIGN_MESSAGES.testSent } });

    const arrived = await sandbox.waitForInbox(INBOX.email, (m) =>
      (m.mail.subject ?? '').includes(marker),
    );
    const { mail } = arrived;
    expect(mail.subject).toBe(`Test for Ada <b> ${marker}`);
    expect(mail.from?.value).toEqual([{ name: 'Sam Sender', address: SENDER.email }]);
    expect(mail.html).toContain('<p>Hello Ada &lt;b&gt; from ACME</p>');
    expect(mail.html).toContain(`<a href="${UNSUBSCRIBE}">Unsubscribe</a>`);
    expect(mail.html).toContain('Sam Sender<br />Outbound &amp; Co');
    expect(mail.html).not.toContain('script');
    expect(mail.text).toContain('Hello Ada <b> from ACME');
    expect(mail.text).toContain('Outbound & Co');
    // Sent as the mailbox's own login.
    const captured = await sandbox.waitForMessage((m) => (m.subject ?? '').includes(marker));
    expect(captured.user).toBe(SENDER.email);
  });

  it('sends a plain-text test as text only', async () => {
    const { token, campaignId } = await campaignWithRecipients();
    const marker = `text-${Date.now()}`;
    const sent = await post(
      token,
      '/v1/campaign/testsend',
      testEmail(campaignId, {
        subject: `Plain ${marker}`,
        body: 'Hi {{first_name}}, <b>plain</b>\n{{unsubscribe_url}}',
        mime_type: 'text/plain',
      }),
    );
    expect(sent.status).toBe(200);
    const { mail } = await sandbox.waitForInbox(INBOX.email, (m) =>
      (m.mail.subject ?? '').includes(marker),
    );
    expect(mail.html).toBe(false);
    expect(mail.text).toBe(
      `Hi Ada <b>, <b>plain</b>\n${UNSUBSCRIBE}\n\nSam Sender\nOutbound & Co\n`,
    );
  });

  it('renders with empty variables when the campaign has no recipients', async () => {
    const { token, campaignId } = await campaignWithRecipients();
    await t.database.db.query(`DELETE FROM campaign_recipient WHERE campaign_id = $1`, [
      campaignId,
    ]);
    const marker = `empty-${Date.now()}`;
    await post(
      token,
      '/v1/campaign/testsend',
      testEmail(campaignId, { subject: `Hi{{first_name}} ${marker}` }),
    );
    const { mail } = await sandbox.waitForInbox(INBOX.email, (m) =>
      (m.mail.subject ?? '').includes(marker),
    );
    expect(mail.subject).toBe(`Hi ${marker}`);
    expect(mail.html).toContain('<p>Hello  from </p>');
  });

  it('renders the fallbacks of a test where the first recipient has no value', async () => {
    const { token, campaignId, workspaceId } = await campaignWithRecipients(1);
    await t.database.db.query(
      `UPDATE contact_list_member SET data = data - 'first_name'
        WHERE list_id IN (SELECT id FROM contact_list WHERE workspace_id = $1)`,
      [workspaceId],
    );
    const marker = `fallback-${Date.now()}`;
    const sent = await post(
      token,
      '/v1/campaign/testsend',
      testEmail(campaignId, {
        subject: `Hi {{first_name|there}} ${marker}`,
        body: 'Hello {{first_name | you}} from {{Company Name|}}\n{{unsubscribe_url}}',
        mime_type: 'text/plain',
      }),
    );
    expect(sent.status).toBe(200);
    const { mail } = await sandbox.waitForInbox(INBOX.email, (m) =>
      (m.mail.subject ?? '').includes(marker),
    );
    expect(mail.subject).toBe(`Hi there ${marker}`);
    expect(mail.text).toContain('Hello you from ACME');
  });

  it.each([
    ['no address', { email: '' }, CAMPAIGN_MESSAGES.toRequired],
    ['a malformed address', { email: 'reviewer@' }, CAMPAIGN_MESSAGES.validEmail],
    ['no subject', { subject: ' ' }, CAMPAIGN_MESSAGES.subjectRequired],
    ['no body', { body: '<p></p>' }, CAMPAIGN_MESSAGES.bodyRequired],
    ['an unknown type', { mime_type: 'text/markdown' }, CAMPAIGN_MESSAGES.mimeType],
  ])('refuses %s with the spec message', async (_name, overrides, message) => {
    const { token, campaignId } = await campaignWithRecipients(1);
    expect(await post(token, '/v1/campaign/testsend', testEmail(campaignId, overrides))).toEqual({
      status: 400,
      body: expect.objectContaining({ message }),
    });
  });

  it('refuses while the mailbox is not active, or when it is gone', async () => {
    const { token, campaignId, accountId } = await campaignWithRecipients(1);
    const before = sandbox.captured.length;
    for (const status of ['inactive', 'stopped']) {
      await t.database.db.query(`UPDATE mail_account SET status = $2 WHERE id = $1`, [
        accountId,
        status,
      ]);
      expect(await post(token, '/v1/campaign/testsend', testEmail(campaignId))).toEqual({
        status: 400,
        body: { message: CAMPAIGN_MESSAGES.mailAccountNotActive },
      });
    }
    await t.database.db.query(`DELETE FROM mail_account WHERE id = $1`, [accountId]);
    expect(await post(token, '/v1/campaign/testsend', testEmail(campaignId))).toEqual({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.mailAccountNotFound },
    });
    expect(sandbox.captured.length).toBe(before);
  });

  it('says in one sentence when the server refuses the message', async () => {
    const { token, campaignId } = await campaignWithRecipients(1);
    sandbox.failNext(550, 'Mailbox unavailable', 'rcpt');
    const refused = await post(token, '/v1/campaign/testsend', testEmail(campaignId));
    expect(refused).toEqual({
      status: 400,
      body: {
        message: `Sending failed: the SMTP server 127.0.0.1:${sandbox.smtp.port} refused the recipient address (550).`,
      },
    });
  });

  it('sends from a Google mailbox with XOAUTH2', async () => {
    const workspace = await buildWorkspace(t.database.db);
    const { token } = await t.signIn({ workspace });
    const connected = await post(token, '/v1/mailAccount/create/google', {
      authCode: google.issueCode(ANN, REDIRECT),
      redirectUrl: REDIRECT,
    });
    expect(connected.status).toBe(200);
    const [account] = await t.database.db.query(
      `SELECT id FROM mail_account WHERE workspace_id = $1`,
      [workspace.id],
    );
    const campaign = await buildCampaign(t.database.db, {
      workspaceId: workspace.id,
      mailAccountId: account.id,
    });
    const marker = `google-${Date.now()}`;
    const sent = await post(
      token,
      '/v1/campaign/testsend',
      testEmail(campaign.id, { subject: `From Google ${marker}`, body: '<p>Hello there</p>' }),
    );
    expect(sent).toEqual({ status: 200, body: { message: CAMPAIGN_MESSAGES.testSent } });
    const captured = await sandbox.waitForMessage((m) => (m.subject ?? '').includes(marker));
    expect(captured.user).toBe(ANN.email);
    const { mail } = await sandbox.waitForInbox(INBOX.email, (m) =>
      (m.mail.subject ?? '').includes(marker),
    );
    expect(mail.from?.value).toEqual([{ name: ANN.name, address: ANN.email }]);
  });

  it('works over GraphQL and keeps other workspaces out', async () => {
    const { token, campaignId } = await campaignWithRecipients(1);
    const marker = `gql-${Date.now()}`;
    const sent = await t.gql<{ sendTestEmail: string }>(
      `mutation($c: ID!, $subject: String!) {
        sendTestEmail(campaignId: $c, email: "${INBOX.email}", subject: $subject,
                      body: "<p>Hi {{first_name}}</p>", mimeType: "text/html")
      }`,
      { c: campaignId, subject: `GraphQL ${marker}` },
      { token },
    );
    expect(sent).toEqual({ data: { sendTestEmail: CAMPAIGN_MESSAGES.testSent } });
    await sandbox.waitForInbox(INBOX.email, (m) => (m.mail.subject ?? '').includes(marker));

    const stranger = await t.signIn();
    const notFound = { status: 404, body: { message: CAMPAIGN_MESSAGES.notFound } };
    expect(
      await post(stranger.token, '/v1/campaign/testsend', testEmail(campaignId)),
    ).toMatchObject(notFound);
    expect(
      await post(stranger.token, '/v1/campaign/preview', { campaign_id: campaignId }),
    ).toMatchObject(notFound);
    expect(await messages(stranger.token, { campaign_id: campaignId, offset: 0 })).toMatchObject(
      notFound,
    );
    expect(await post(token, '/v1/campaign/testsend', {})).toMatchObject({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.campaignIdMissing },
    });
  });
});
