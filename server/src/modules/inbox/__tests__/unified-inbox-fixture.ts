import { randomUUID } from 'node:crypto';
import {
  buildCampaign,
  buildContactListWithRows,
  buildWorkspace,
} from '../../../../test/factories';
import type { MailSandbox } from '../../../../test/mail-sandbox';
import type { TestServer } from '../../../../test/server';

let n = 0;

/**
 * A workspace whose mailbox really logs in to the sandbox (its own sandbox user) and a started
 * two-step campaign from it to ada and bob, both sandbox users too (so an answer reaches them).
 * Lead rules: one reply makes a lead when `leadOnReply`, none otherwise.
 */
export async function inboxWorkspace(
  t: TestServer,
  sandbox: MailSandbox,
  { leadOnReply = true } = {},
) {
  n += 1;
  const tag = `${n}-${randomUUID().slice(0, 6)}`;
  const db = t.database.db;
  const sender = { email: `sender-${tag}@example.test`, password: `secret-${tag}` };
  await sandbox.addUser(sender.email, sender.password);
  const workspace = await buildWorkspace(db);
  const { token, user } = await t.signIn({ workspace });
  const login = { server: '127.0.0.1', username: sender.email, password: sender.password };
  const created = await t.rest('POST', '/v1/mailAccount/create/smtp', {
    token,
    body: {
      name: 'Sam Sender',
      email: sender.email,
      smtp: { ...login, port: sandbox.smtp.port },
      imap: { ...login, port: sandbox.imap.port },
    },
  });
  if (created.status !== 200) throw new Error(`mailbox: ${JSON.stringify(created.body)}`);
  const [account] = await db.query(`SELECT id FROM mail_account WHERE workspace_id = $1`, [
    workspace.id,
  ]);
  const people = ['ada', 'bob'].map((name) => ({
    email: `${name}-${tag}@example.test`,
    password: `pw-${name}-${tag}`,
  }));
  for (const person of people) await sandbox.addUser(person.email, person.password);
  const list = await buildContactListWithRows(db, {
    workspaceId: workspace.id,
    columns: ['email', 'first_name'],
    rows: people.map((person, i) => ({ email: person.email, first_name: ['Ada', 'Bob'][i] })),
  });
  const campaign = await buildCampaign(db, {
    workspaceId: workspace.id,
    mailAccountId: account.id,
    status: 'started',
    steps: 2,
    listIds: [list.id],
  });
  // The campaign's default lead rule: one reply makes a lead.
  if (!leadOnReply)
    await db.query(`UPDATE campaign SET lead_settings = '{"conditions": []}' WHERE id = $1`, [
      campaign.id,
    ]);
  const steps: { id: string }[] = await db.query(
    `SELECT id FROM step WHERE campaign_id = $1 ORDER BY position`,
    [campaign.id],
  );
  const recipients: { id: string; email: string }[] = await db.query(
    `SELECT r.id, ct.email::text AS email FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id WHERE r.campaign_id = $1`,
    [campaign.id],
  );
  const recipient = (i: number) => ({
    ...people[i],
    id: recipients.find((r) => r.email === people[i].email)!.id,
  });
  return {
    token,
    user,
    sender,
    workspaceId: workspace.id,
    accountId: account.id as string,
    campaignId: campaign.id,
    steps,
    ada: recipient(0),
    bob: recipient(1),
  };
}
export type InboxWorkspace = Awaited<ReturnType<typeof inboxWorkspace>>;

/** A `sent` row in the ledger for step `position` to `recipient`, with a known Message-ID. */
export async function insertSend(
  t: TestServer,
  ctx: InboxWorkspace,
  recipient: { id: string },
  position = 1,
) {
  const messageId = `<${randomUUID()}@example.test>`;
  const [send] = await t.database.db.query(
    `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id, position,
                       message_id, state, subject, smtp_started_at, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'sent', $8, now() - interval '1 hour',
             now() - interval '1 hour')
     RETURNING id`,
    [
      ctx.workspaceId,
      ctx.campaignId,
      ctx.steps[position - 1].id,
      recipient.id,
      ctx.accountId,
      position,
      messageId,
      position === 1 ? 'Hello' : 'Re: Hello',
    ],
  );
  return { id: send.id as string, messageId };
}

/** A reply as a mail client writes it: HTML and text, an attachment, threaded under `inReplyTo`. */
export function replyMessage(options: {
  from: string;
  to: string;
  inReplyTo: string;
  subject?: string;
  html?: string;
  text?: string;
  attachment?: { filename: string; contentType: string; content: Buffer; cid?: string };
  messageId?: string;
}): { raw: string; messageId: string } {
  const messageId = options.messageId ?? `<${randomUUID()}@example.test>`;
  const boundary = `b-${randomUUID()}`;
  const alt = `a-${randomUUID()}`;
  const lines = [
    `From: Ada Lovelace <${options.from}>`,
    `To: <${options.to}>`,
    `Subject: ${options.subject ?? 'Re: Hello'}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: ${messageId}`,
    `In-Reply-To: ${options.inReplyTo}`,
    `References: ${options.inReplyTo}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    `Content-Type: multipart/alternative; boundary="${alt}"`,
    '',
    `--${alt}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    options.text ?? 'Sounds good, tell me more.',
    `--${alt}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    options.html ?? '<p>Sounds <b>good</b>, tell me more.</p>',
    `--${alt}--`,
  ];
  if (options.attachment) {
    const { filename, contentType, content, cid } = options.attachment;
    lines.push(
      `--${boundary}`,
      `Content-Type: ${contentType}; name="${filename}"`,
      `Content-Disposition: ${cid ? 'inline' : 'attachment'}; filename="${filename}"`,
      ...(cid ? [`Content-ID: <${cid}>`] : []),
      'Content-Transfer-Encoding: base64',
      '',
      ...(content.toString('base64').match(/.{1,76}/g) ?? []),
    );
  }
  lines.push(`--${boundary}--`, '');
  return { raw: lines.join('\r\n'), messageId };
}
