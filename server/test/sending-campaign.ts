import { DEFAULT_SENDING_PREFERENCE, type SendingPreference } from '@outbound/common';
import { buildCampaign, buildContactListWithRows, buildWorkspace } from './factories';
import type { MailSandbox } from './mail-sandbox';
import type { TestServer } from './server';

let tags = 0;

/**
 * A sending preference with a 09:00–17:00 window (or the whole day) and the given zone, blocked
 * days and limits.
 */
export function sendingPreference(overrides: {
  zone?: string;
  blocked?: number[];
  perDay?: number;
  gap?: number;
  burst?: number;
  allDay?: boolean;
}): SendingPreference {
  const pref = DEFAULT_SENDING_PREFERENCE(overrides.zone ?? 'UTC');
  pref.work_days = overrides.blocked ?? [];
  pref.work_time.from_time = overrides.allDay ? 0 : 9 * 60;
  pref.work_time.to_time = overrides.allDay ? 24 * 60 : 17 * 60;
  pref.work_load_capacity.max_job_in_single_day = overrides.perDay ?? 100;
  pref.work_load_capacity.minimum_time_between_job_bursts = overrides.gap ?? 10;
  pref.work_load_capacity.max_job_in_single_burst = overrides.burst ?? 10;
  return pref;
}

export interface SendingCampaign {
  /** Part of every recipient's address (`r<n>-<tag>@example.test`). */
  tag: string;
  workspaceId: string;
  userId: string;
  token: string;
  mailboxId: string;
  campaignId: string;
  campaignName: string;
  /** In the order they were added (list line order). */
  recipients: { id: string; email: string; contact_id: string }[];
}

/**
 * A new workspace whose mailbox `sender` (a sandbox user) really logs in to the sandbox over SMTP
 * and IMAP, and a started campaign from it with `steps` messages (follow-ups 3 days apart) to
 * `rows` recipients, added in order. HTML campaigns link somewhere and to their unsubscribe URL.
 */
export async function buildSendingCampaign(
  t: TestServer,
  sandbox: MailSandbox,
  options: {
    sender: { email: string; password: string };
    rows: number;
    steps: number;
    pref: SendingPreference;
    mime?: 'text/html' | 'text/plain';
    /** Recipient addresses instead of generated ones. */
    emails?: string[];
    /** The mailbox's SMTP port (default: the sandbox's submission listener). */
    smtpPort?: number;
  },
): Promise<SendingCampaign> {
  const db = t.database.db;
  const tag = `c${++tags}`;
  const workspace = await buildWorkspace(db);
  const { user, token } = await t.signIn({ workspace });
  const login = {
    server: '127.0.0.1',
    username: options.sender.email,
    password: options.sender.password,
  };
  const created = await t.rest('POST', '/v1/mailAccount/create/smtp', {
    token,
    body: {
      name: 'Sam Sender',
      email: options.sender.email,
      smtp: { ...login, port: options.smtpPort ?? sandbox.smtp.port },
      imap: { ...login, port: sandbox.imap.port },
    },
  });
  if (created.status !== 200)
    throw new Error(`mailbox not created: ${JSON.stringify(created.body)}`);
  const [account] = await db.query(`SELECT id FROM mail_account WHERE workspace_id = $1`, [
    workspace.id,
  ]);
  await db.query(`UPDATE mail_account SET sending_preference = $2 WHERE id = $1`, [
    account.id,
    JSON.stringify(options.pref),
  ]);
  const list = await buildContactListWithRows(db, {
    workspaceId: workspace.id,
    columns: ['email', 'first_name'],
    rows: Array.from({ length: options.rows }, (_, i) => ({
      email: options.emails?.[i] ?? `r${i + 1}-${tag}@example.test`,
      first_name: `Person ${i + 1}`,
    })),
  });
  const built = await buildCampaign(db, {
    workspaceId: workspace.id,
    mailAccountId: account.id,
    steps: options.steps,
    listIds: [list.id],
    status: 'started',
  });
  const html = (options.mime ?? 'text/html') === 'text/html';
  await db.query(`UPDATE campaign SET message_mime_type = $2 WHERE id = $1`, [
    built.id,
    html ? 'text/html' : 'text/plain',
  ]);
  await db.query(`UPDATE step SET body = $2 WHERE campaign_id = $1 AND position = 1`, [
    built.id,
    html
      ? '<p>Hi {{first_name}}, see <a href="https://example.com/a?x=1&amp;y=2">this</a>.</p><p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>'
      : 'Hi {{first_name}}\nUnsubscribe: {{unsubscribe_url}}',
  ]);
  // The order recipients were added: by list line.
  await db.query(
    `UPDATE campaign_recipient r SET created_at = now() + make_interval(secs => m.line)
       FROM contact_list_member m
      WHERE m.list_id = r.list_id AND m.contact_id = r.contact_id AND r.campaign_id = $1`,
    [built.id],
  );
  const recipients: { id: string; email: string; contact_id: string }[] = await db.query(
    `SELECT r.id, ct.email::text AS email, r.contact_id FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id WHERE r.campaign_id = $1 ORDER BY r.created_at`,
    [built.id],
  );
  return {
    tag,
    workspaceId: workspace.id,
    userId: user.id,
    token,
    mailboxId: account.id as string,
    campaignId: built.id,
    campaignName: built.name,
    recipients,
  };
}

/**
 * Another mailbox of the campaign's workspace (a sandbox user logging in over SMTP and IMAP),
 * added to the campaign's pool after the ones it has; answers its id.
 */
export async function addPoolMailbox(
  t: TestServer,
  sandbox: MailSandbox,
  campaign: SendingCampaign,
  options: { sender: { email: string; password: string }; pref: SendingPreference; name?: string },
): Promise<string> {
  const db = t.database.db;
  const { sender } = options;
  const login = { server: '127.0.0.1', username: sender.email, password: sender.password };
  const created = await t.rest('POST', '/v1/mailAccount/create/smtp', {
    token: campaign.token,
    body: {
      name: options.name ?? sender.email,
      email: sender.email,
      smtp: { ...login, port: sandbox.smtp.port },
      imap: { ...login, port: sandbox.imap.port },
    },
  });
  if (created.status !== 200)
    throw new Error(`mailbox not created: ${JSON.stringify(created.body)}`);
  const [row]: { id: string }[] = await db.query(
    `SELECT id FROM mail_account WHERE workspace_id = $1 AND email = $2`,
    [campaign.workspaceId, sender.email],
  );
  await db.query(`UPDATE mail_account SET sending_preference = $2 WHERE id = $1`, [
    row.id,
    JSON.stringify(options.pref),
  ]);
  await db.query(
    `INSERT INTO campaign_mail_account (campaign_id, mail_account_id, workspace_id, position)
     SELECT $1, $2, $3, coalesce(max(position), -1) + 1 FROM campaign_mail_account
      WHERE campaign_id = $1`,
    [campaign.campaignId, row.id, campaign.workspaceId],
  );
  return row.id;
}

/** A started one-step plain-text campaign from `sender` to `emails`, sending all day. */
export function buildCampaignTo(
  t: TestServer,
  sandbox: MailSandbox,
  sender: { email: string; password: string },
  emails: string[],
): Promise<SendingCampaign> {
  return buildSendingCampaign(t, sandbox, {
    sender,
    rows: emails.length,
    steps: 1,
    pref: sendingPreference({ allDay: true }),
    mime: 'text/plain',
    emails,
  });
}

/** The campaign's recipients as its Recipients tab lists them (`/v1`), by address. */
export async function listedRecipients(
  t: TestServer,
  token: string,
  campaignId: string,
): Promise<Record<string, Record<string, unknown>>> {
  const listed = await t.rest<{ contacts: Record<string, unknown>[] }>(
    'POST',
    '/v1/campaign/recipients/list',
    { token, body: { campaignID: campaignId, offset: 0, limit: 50 } },
  );
  if (listed.status !== 200) throw new Error(`recipients not listed: ${listed.status}`);
  return Object.fromEntries(listed.body.contacts.map((row) => [row.email as string, row]));
}

/** Each listed recipient's [status, reason], by address. */
export async function recipientStatuses(
  t: TestServer,
  token: string,
  campaignId: string,
): Promise<Record<string, [unknown, unknown]>> {
  const rows = await listedRecipients(t, token, campaignId);
  return Object.fromEntries(
    Object.entries(rows).map(([email, row]) => [email, [row.status, row.reason]]),
  );
}

/**
 * The addresses of the campaign's sends in `states` (sent unless told; null: any state, a claim
 * included), sorted.
 */
export async function sendAddresses(
  t: TestServer,
  campaignId: string,
  states: string[] | null = ['sent'],
): Promise<string[]> {
  const rows: { email: string }[] = await t.database.db.query(
    `SELECT ct.email::text AS email FROM send s
       JOIN campaign_recipient r ON r.id = s.recipient_id JOIN contact ct ON ct.id = r.contact_id
      WHERE s.campaign_id = $1 AND ($2::text[] IS NULL OR s.state = ANY($2::text[])) ORDER BY 1`,
    [campaignId, states],
  );
  return rows.map((row) => row.email);
}
