/**
 * The many-mailboxes benchmark's data, in set-based SQL: `count` SMTP mailboxes of the sink
 * (100 per workspace), each with a started HTML campaign of three messages (a first email and two
 * follow-ups, 2 and 3 days later) to `recipients` recipients of its own list, and the sending
 * preference of a mailbox at volume: every day, all day (UTC), bursts of `burst` one `gap`
 * minutes apart (or, with `gaps`, one email at a time after a random gap in that range of
 * seconds), validated by the product's own schema. With `pool` > 1, the mailboxes of a workspace
 * are grouped `pool` at a time behind one campaign each (its sending pool), which has `recipients`
 * recipients per mailbox of the pool.
 */
import { sendingPreferenceSchema, type SendingPreference } from '@outbound/common';
import type { DataSource } from 'typeorm';
import type { CredentialsVault } from '../server/src/modules/mailbox/credentials-vault';

const PER_WORKSPACE = 100;
const SUBJECT = 'Quick question, {{first_name}}';
const BODY =
  '<p>Hi {{first_name}},</p><p>Our <a href="https://example.com/product">scheduling tool</a> ' +
  'could save your team a few hours a week.</p><p>Worth a 15-minute call next week?</p>' +
  '<p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>';
/** The steps: position and days after the previous message. */
export const STEPS = [
  { position: 1, delayDays: 0 },
  { position: 2, delayDays: 2 },
  { position: 3, delayDays: 3 },
];

export function benchPreference(
  burst: number,
  gap: number,
  gaps?: { min: number; max: number },
): SendingPreference {
  return sendingPreferenceSchema.validateSync({
    work_days: [],
    work_time: { from_time: 0, to_time: 24 * 60 - 1, time_zone: 'UTC' },
    work_load_capacity: {
      strategy: 'send_as_fast_as_possible',
      max_job_in_single_day: 500,
      minimum_time_between_job_bursts: gap,
      max_job_in_single_burst: burst,
      ...(gaps
        ? { min_seconds_between_emails: gaps.min, max_seconds_between_emails: gaps.max }
        : {}),
    },
  });
}

/** One workspace's mailboxes `from`..`to` (1-based), their campaigns, lists and recipients. */
async function seedWorkspace(
  db: DataSource,
  vault: CredentialsVault,
  options: {
    from: number;
    to: number;
    recipients: number;
    smtpPort: number;
    pref: SendingPreference;
    pool: number;
  },
): Promise<void> {
  const [workspace] = await db.query(`INSERT INTO workspace (name) VALUES ($1) RETURNING id`, [
    `Senders ${options.from}-${options.to}`,
  ]);
  const ws: string = workspace.id;
  const credentials = vault.seal(ws, {
    smtp: { server: '127.0.0.1', port: options.smtpPort, username: 'sales', password: 'secret' },
  });
  await db.query(
    `INSERT INTO mail_account (workspace_id, type, email, name, status, has_smtp, credentials,
                               sending_preference, connection)
     SELECT $1, 'smtp', 'sales' || i || '@sender' || i || '.test', 'Sender ' || i, 'active', true,
            $2, $3, '{}'
       FROM generate_series($4::int, $5::int) i`,
    [ws, credentials, JSON.stringify(options.pref), options.from, options.to],
  );
  // A campaign for the first mailbox of each group of `pool` (the trigger of migration 0053 puts
  // it in the campaign's pool); the group's others join the pool after it.
  const recipients = options.recipients * options.pool;
  await db.query(
    `INSERT INTO campaign (workspace_id, name, status, mail_account_id, message_mime_type,
                           track_open, track_clicks, variables, current_tab, completed_tabs)
     SELECT $1, 'Campaign of ' || email, 'started', id, 'text/html', true, true,
            '{email,first_name}', 'compose', '{start,add-recipients}'
       FROM mail_account
      WHERE workspace_id = $1 AND (split_part(name, ' ', 2)::int - 1) % $2 = 0`,
    [ws, options.pool],
  );
  await db.query(
    `INSERT INTO campaign_mail_account (campaign_id, mail_account_id, workspace_id, position)
     SELECT c.id, m.id, $1, split_part(m.name, ' ', 2)::int - split_part(f.name, ' ', 2)::int
       FROM campaign c
       JOIN mail_account f ON f.id = c.mail_account_id
       JOIN mail_account m ON m.workspace_id = $1
            AND split_part(m.name, ' ', 2)::int > split_part(f.name, ' ', 2)::int
            AND split_part(m.name, ' ', 2)::int < split_part(f.name, ' ', 2)::int + $2
      WHERE c.workspace_id = $1`,
    [ws, options.pool],
  );
  await db.query(
    `INSERT INTO campaign_counter (campaign_id, workspace_id, recipients)
     SELECT id, workspace_id, $2 FROM campaign WHERE workspace_id = $1`,
    [ws, recipients],
  );
  await db.query(
    `INSERT INTO step (campaign_id, workspace_id, position, subject, body, delay_days)
     SELECT c.id, c.workspace_id, s.position, $2, $3, s.delay_days
       FROM campaign c, unnest($4::int[], $5::int[]) AS s(position, delay_days)
      WHERE c.workspace_id = $1`,
    [ws, SUBJECT, BODY, STEPS.map((s) => s.position), STEPS.map((s) => s.delayDays)],
  );
  await db.query(
    `INSERT INTO step_counter (step_id, campaign_id, workspace_id)
     SELECT id, campaign_id, workspace_id FROM step WHERE workspace_id = $1`,
    [ws],
  );
  // Each campaign's recipients live at a domain named after it: the list joins them back.
  await db.query(
    `INSERT INTO contact (workspace_id, email)
     SELECT $1, 'person' || j || '@' || c.id || '.example'
       FROM campaign c, generate_series(1, $2::int) j WHERE c.workspace_id = $1`,
    [ws, recipients],
  );
  await db.query(
    `INSERT INTO contact_list (workspace_id, name, data_keys, contacts_count)
     SELECT $1, id::text, '{email,first_name}', $2 FROM campaign WHERE workspace_id = $1`,
    [ws, recipients],
  );
  await db.query(
    `INSERT INTO contact_list_member (list_id, contact_id, workspace_id, line, data)
     SELECT l.id, ct.id, $1, row_number() OVER (PARTITION BY l.id ORDER BY ct.email) + 1,
            jsonb_build_object('email', ct.email, 'first_name', split_part(ct.email, '@', 1))
       FROM contact_list l
       JOIN contact ct ON ct.workspace_id = $1 AND split_part(ct.email, '@', 2) = l.name || '.example'
      WHERE l.workspace_id = $1`,
    [ws],
  );
  await db.query(
    `INSERT INTO campaign_list (campaign_id, list_id, workspace_id)
     SELECT l.name::uuid, l.id, $1 FROM contact_list l WHERE l.workspace_id = $1`,
    [ws],
  );
  await db.query(
    `INSERT INTO campaign_recipient (workspace_id, campaign_id, contact_id, list_id, created_at)
     SELECT $1, l.name::uuid, m.contact_id, m.list_id, now() + make_interval(secs => m.line)
       FROM contact_list l JOIN contact_list_member m ON m.list_id = l.id
      WHERE l.workspace_id = $1`,
    [ws],
  );
}

/** `count` mailboxes with their campaigns, 100 per workspace; answers the mailbox ids. */
export async function seedMailboxes(
  db: DataSource,
  vault: CredentialsVault,
  options: {
    count: number;
    recipients: number;
    smtpPort: number;
    pref: SendingPreference;
    /** Mailboxes per campaign (1: a campaign per mailbox). */
    pool: number;
  },
): Promise<string[]> {
  for (let from = 1; from <= options.count; from += PER_WORKSPACE) {
    const to = Math.min(options.count, from + PER_WORKSPACE - 1);
    await seedWorkspace(db, vault, { ...options, from, to });
  }
  await db.query('VACUUM ANALYZE');
  const rows: { id: string }[] = await db.query(`SELECT id FROM mail_account ORDER BY email`);
  return rows.map((row) => row.id);
}
