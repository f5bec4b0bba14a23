/**
 * The data of the reports benchmark, generated with set-based SQL (no row is sent from Node): one
 * workspace with MAILBOXES mailboxes and CAMPAIGNS campaigns. The first campaign is the measured
 * one: `bigRecipients` recipients in two lists (70 % + 30 %) and 3 messages; the others share the
 * rest of the events. Each recipient gets a profile from two hashes of its number: how many
 * messages it was sent (replies, bounces and unsubscribes stop the sequence), whether it opens and
 * clicks (some of them flagged as bots or scanners), and at most one reply, auto-reply, lead, bounce
 * or unsubscribe. Every sent message is a `send` row of the ledger and a `sent` event.
 *
 * The generation tables (`gen_*`) are temporary: they live in the seeding connection only.
 */
import type { Client } from 'pg';
import { DEFAULT_SENDING_PREFERENCE } from '@outbound/common';
import { hashToken } from '../server/src/modules/auth/credential-hashing';

export const MAILBOXES = 50;
export const CAMPAIGNS = 500;
export const TOKEN = 'reports-bench-token-reports-bench-token-000';

export interface DataSize {
  bigRecipients: number;
  bigEvents: number;
  otherEvents: number;
}

export interface Seeded {
  workspaceId: string;
  userId: string;
  campaignId: string;
  /** Another campaign, of about 2,000 recipients. */
  smallCampaignId: string;
  /** The campaign's lists, the larger first. */
  listIds: [string, string];
}

/**
 * Non-open events per recipient, on average, with the profile below: 2.35 messages sent (of 3;
 * fewer when a campaign has fewer), 0.375 clicks, 0.145 replies, leads, bounces, unsubscribes and
 * auto-replies. What is left of the wanted events per recipient are opens, by the 55 % who open.
 */
const NON_OPEN_EVENTS = 2.87;
const OPENERS = 0.55;

function opensPerOpener(events: number, recipients: number): number {
  return Math.max(1, Math.round((events / recipients - NON_OPEN_EVENTS) / OPENERS));
}

/** The workspace, its owner with a session (TOKEN), mailboxes, contacts and lists. */
async function seedWorkspace(db: Client, contacts: number, bigRecipients: number) {
  const {
    rows: [workspace],
  } = await db.query(`INSERT INTO workspace (name) VALUES ('reports bench') RETURNING id`);
  const {
    rows: [user],
  } = await db.query(
    `INSERT INTO "user" (workspace_id, name, email, status)
     VALUES ($1, 'Bench', 'reports-bench@example.com', 'active') RETURNING id`,
    [workspace.id],
  );
  await db.query(
    `INSERT INTO session (workspace_id, user_id, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + interval '1 day')`,
    [workspace.id, user.id, hashToken(TOKEN)],
  );
  // Mailboxes needing attention: 2 stopped, 2 inactive, 2 with IMAP login failures.
  await db.query(
    `CREATE TEMP TABLE gen_mailbox AS
     SELECT i, gen_random_uuid() AS id FROM generate_series(1, $1::int) i`,
    [MAILBOXES],
  );
  await db.query(
    `INSERT INTO mail_account (id, workspace_id, type, email, name, status, has_smtp, credentials,
                               sending_preference, imap_login_failures)
     SELECT id, $1, 'smtp', 'sender' || i || '@sender' || i || '.test', 'Sender ' || i,
            CASE WHEN i IN (7, 8) THEN 'stopped' WHEN i IN (9, 10) THEN 'inactive' ELSE 'active' END,
            true, 'v1:placeholder', $2, CASE WHEN i IN (11, 12) THEN 3 ELSE 0 END
       FROM gen_mailbox`,
    [workspace.id, JSON.stringify(DEFAULT_SENDING_PREFERENCE('America/New_York'))],
  );
  // Lists: the big campaign's two (70 % and 30 % of its recipients), then one per 20,000 contacts.
  const split = Math.round(bigRecipients * 0.7);
  await db.query(
    `CREATE TEMP TABLE gen_list AS
     SELECT i, gen_random_uuid() AS id,
            CASE WHEN i = 1 THEN 1 WHEN i = 2 THEN $1::int + 1 ELSE $2::int + 1 + (i - 3) * 20000 END AS first
       FROM generate_series(1, 2 + ceil(greatest($3::int - $2::int, 0) / 20000.0)::int) i`,
    [split, bigRecipients, contacts],
  );
  await db.query(
    `INSERT INTO contact_list (id, workspace_id, name, data_keys, created_by, created_at)
     SELECT id, $1, 'List ' || i, '{email,first_name}', $2, now() - interval '40 days' + i * interval '1 minute'
       FROM gen_list`,
    [workspace.id, user.id],
  );
  await db.query(
    `CREATE TEMP TABLE gen_contact AS
     SELECT n, gen_random_uuid() AS id,
            (SELECT l.id FROM gen_list l WHERE l.first <= n ORDER BY l.first DESC LIMIT 1) AS list_id
       FROM generate_series(1, $1::int) n`,
    [contacts],
  );
  await db.query(`ALTER TABLE gen_contact ADD PRIMARY KEY (n)`);
  await db.query(
    `INSERT INTO contact (id, workspace_id, email, created_at)
     SELECT id, $1, 'person' || n || '@company' || (n % 997) || '.com',
            now() - interval '40 days' + n * interval '1 millisecond'
       FROM gen_contact`,
    [workspace.id],
  );
  await db.query(
    `INSERT INTO contact_list_member (list_id, contact_id, workspace_id, line, data)
     SELECT list_id, id, $1, n, jsonb_build_object('email', 'person' || n, 'first_name', 'First' || n)
       FROM gen_contact`,
    [workspace.id],
  );
  await db.query(
    `UPDATE contact_list l SET contacts_count = m.count
       FROM (SELECT list_id, count(*) AS count FROM gen_contact GROUP BY list_id) m
      WHERE l.id = m.list_id`,
  );
  return { workspaceId: workspace.id as string, userId: user.id as string };
}

/** Campaigns, their messages and counters' rows; campaign 1 is the big one (3 messages). */
async function seedCampaigns(db: Client, workspaceId: string, userId: string) {
  await db.query(
    `CREATE TEMP TABLE gen_campaign AS
     SELECT i, gen_random_uuid() AS id,
            CASE WHEN i = 1 THEN 3 ELSE 1 + i % 3 END AS nsteps,
            (SELECT id FROM gen_mailbox WHERE gen_mailbox.i = 1 + (c.i - 1) % $1::int) AS mail_account_id,
            CASE WHEN i = 1 THEN now() - interval '30 days'
                 ELSE now() - interval '31 days' - (i % 30) * interval '1 day' END AS start_at
       FROM generate_series(1, $2::int) c(i)`,
    [MAILBOXES, CAMPAIGNS],
  );
  await db.query(
    `INSERT INTO campaign (id, workspace_id, name, status, current_tab, completed_tabs,
                           mail_account_id, created_by, created_at)
     SELECT id, $1, CASE WHEN i = 1 THEN 'Big campaign' ELSE 'Campaign ' || i END,
            CASE WHEN i = 1 THEN 'started'
                 ELSE (ARRAY['started','started','paused','complete'])[1 + i % 4] END,
            'review', '{start,add-recipients,compose,settings}', mail_account_id, $2,
            start_at - interval '1 day'
       FROM gen_campaign`,
    [workspaceId, userId],
  );
  await db.query(
    `CREATE TEMP TABLE gen_step AS
     SELECT c.id AS campaign_id, p AS position, gen_random_uuid() AS id
       FROM gen_campaign c, generate_series(1, c.nsteps) p`,
  );
  await db.query(
    `INSERT INTO step (id, campaign_id, workspace_id, position, subject, body, delay_days, created_at)
     SELECT s.id, s.campaign_id, $1, s.position,
            CASE WHEN s.position = 1 THEN 'Quick question' ELSE 'Re: Quick question' END,
            '<p>Hi {{first_name}}, message ' || s.position || '</p>',
            (ARRAY[0, 3, 4])[s.position], c.start_at - interval '1 day'
       FROM gen_step s JOIN gen_campaign c ON c.id = s.campaign_id`,
    [workspaceId],
  );
  await db.query(
    `ALTER TABLE gen_campaign ADD COLUMN steps uuid[];
     UPDATE gen_campaign c SET steps = (SELECT array_agg(s.id ORDER BY s.position)
                                          FROM gen_step s WHERE s.campaign_id = c.id)`,
  );
}

/**
 * One row per recipient with its profile: `k` messages sent, the first at `t1`; `outcome` in
 * 0..999 picks its reply (< 60; lead < 25), auto-reply (60..79), unsubscribe (960..984) or bounce
 * (≥ 985; only the first message then); `opens` and `clicks` its counts.
 */
async function seedRecipients(db: Client, workspaceId: string, size: DataSize, contacts: number) {
  // About 9.4 events per recipient with the profile above and 1 to 3 messages per campaign.
  const perOther = Math.ceil(size.otherEvents / 9.4 / (CAMPAIGNS - 1));
  await db.query(
    `CREATE TEMP TABLE gen_recipient AS
     WITH base AS (
       SELECT c.id AS campaign_id, c.i AS campaign_i, c.nsteps, c.steps, c.start_at,
              c.mail_account_id, g.n AS seq,
              CASE WHEN c.i = 1 THEN g.n ELSE 1 + (c.i * 7919 + g.n) % $2::int END AS contact_n,
              abs(hashint8(c.i * 10000000::bigint + g.n)::bigint) AS h1,
              abs(hashint8(c.i * 10000000::bigint + g.n + 5000000000000)::bigint) AS h2
         FROM gen_campaign c,
              generate_series(1, CASE WHEN c.i = 1 THEN $1::int ELSE $3::int END) g(n)),
     profiled AS (
       SELECT gen_random_uuid() AS id, $5::uuid AS workspace_id, b.*, gc.id AS contact_id,
              gc.list_id, (b.h1 / 100) % 1000 AS outcome,
              CASE WHEN (b.h1 / 100) % 1000 >= 985 THEN 1
                   ELSE least(b.nsteps, 1 + (b.h1 % 100 >= 20)::int + (b.h1 % 100 >= 45)::int)
              END AS k,
              CASE WHEN (b.h1 / 100000) % 100 < 55 THEN greatest(0, $4::int + b.h2 % 7 - 3)
                   ELSE 0 END AS opens,
              CASE WHEN (b.h1 / 100000) % 100 < 15 THEN 1 + (b.h2 / 7) % 4 ELSE 0 END AS clicks,
              -- Contacts added: the big campaign's second list four days after the first.
              b.start_at
                + CASE WHEN b.campaign_i = 1 AND gc.n > $6::int THEN interval '4 days'
                       ELSE interval '0' END
                + b.seq * interval '1 millisecond' AS added_at
         FROM base b JOIN gen_contact gc ON gc.n = b.contact_n),
     -- First messages over 18 days from the time the recipient was added, follow-ups 3 and 7
     -- days on.
     timed AS (
       SELECT p.*,
              p.added_at + interval '1 hour' + ((p.h2 / 28) % 25920) * interval '1 minute' AS t1
         FROM profiled p)
     SELECT t.*, t.t1 + (ARRAY[0, 3, 7])[t.k] * interval '1 day' AS tk FROM timed t`,
    [
      size.bigRecipients,
      contacts,
      perOther,
      opensPerOpener(size.bigEvents, size.bigRecipients),
      workspaceId,
      Math.round(size.bigRecipients * 0.7),
    ],
  );
  await db.query(
    `INSERT INTO campaign_recipient (id, workspace_id, campaign_id, contact_id, list_id, state,
                                     next_position, last_sent_at, next_send_at, created_at, email)
     SELECT r.id, $1, r.campaign_id, r.contact_id, r.list_id, r.state, r.k + 1,
            least(r.tk, now()),
            -- Still in sequence: its next message is due its delay after the last one sent.
            CASE WHEN r.state = 'active' THEN r.tk + (ARRAY[0, 3, 4])[r.k + 1] * interval '1 day'
            END,
            r.added_at, lower(ct.email::text)
       FROM (SELECT r.*,
                    CASE WHEN outcome < 25 THEN 'lead' WHEN outcome < 60 THEN 'replied'
                         WHEN outcome >= 985 THEN 'bounced'
                         WHEN outcome >= 960 THEN 'unsubscribed'
                         WHEN k = nsteps THEN 'complete' ELSE 'active' END AS state
               FROM gen_recipient r) r
       JOIN contact ct ON ct.id = r.contact_id`,
    [workspaceId],
  );
  await db.query(
    `INSERT INTO campaign_list (campaign_id, list_id, workspace_id, mapping, created_at)
     SELECT campaign_id, list_id, $1, '{"first_name": "first_name"}', min(added_at)
       FROM gen_recipient GROUP BY campaign_id, list_id`,
    [workspaceId],
  );
  await db.query(
    `INSERT INTO lead (workspace_id, campaign_id, recipient_id, contact_id, status, created_at)
     SELECT $1, campaign_id, id, contact_id,
            (ARRAY['open', 'open', 'won', 'lost', 'ignore'])[1 + h2 % 5],
            least(tk + interval '5 hours 1 minute', now())
       FROM gen_recipient WHERE outcome < 25`,
    [workspaceId],
  );
}

/** The ledger's sends, then every event: sends, opens, clicks and one-off outcomes. */
async function seedEvents(db: Client, phases: Record<string, number>) {
  await timed(phases, 'sends', () =>
    db.query(
      `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id, position,
                       message_id, state, subject, claimed_at, smtp_started_at, sent_at)
     SELECT r.workspace_id, r.campaign_id, r.steps[p], r.id, r.mail_account_id, p,
            gen_random_uuid() || '@sender.test', 'sent', 'Quick question', at, at, at
       FROM gen_recipient r,
            generate_series(1, r.k) p,
            LATERAL (SELECT least(r.t1 + (ARRAY[0, 3, 7])[p] * interval '1 day', now()) AS at) t`,
    ),
  );
  // The events are generated kind by kind into a temporary table, then stored in time order:
  // the recorder stores them as they happen, so their ids follow their times (and the counters'
  // "first recorded" is the earliest).
  const columns = `workspace_id, campaign_id, step_id, recipient_id, contact_id, send_id, list_id,
                   type, flagged, created_at`;
  await timed(phases, 'sent events', () =>
    db.query(
      `CREATE TEMP TABLE gen_event AS
       SELECT s.workspace_id, s.campaign_id, s.step_id, s.recipient_id, r.contact_id,
              s.id AS send_id, r.list_id, 'sent'::text AS type, false AS flagged,
              s.sent_at AS created_at
         FROM send s JOIN gen_recipient r ON r.id = s.recipient_id`,
    ),
  );
  // Opens and clicks: of any message sent, within two days of it; one in ten opens is a bot's and
  // one in eight clicks a scanner's (stored flagged).
  for (const [type, count, every] of [
    ['open', 'opens', 10],
    ['click', 'clicks', 8],
  ] as const) {
    await timed(phases, `${type}s`, () =>
      db.query(
        `INSERT INTO gen_event (${columns})
         SELECT r.workspace_id, r.campaign_id, r.steps[p], r.id, r.contact_id, NULL, r.list_id,
                '${type}', (r.h2 + j) % ${every} = 0,
                least(r.t1 + (ARRAY[0, 3, 7])[p] * interval '1 day'
                        + ((j * 7919 + r.h2) % 2880) * interval '1 minute', now())
           FROM gen_recipient r, generate_series(1, r.${count}) j,
                LATERAL (SELECT 1 + j % r.k AS p) m`,
      ),
    );
  }
  await timed(phases, 'outcomes', () =>
    db.query(
      `INSERT INTO gen_event (${columns})
       SELECT r.workspace_id, r.campaign_id, r.steps[r.k], r.id, r.contact_id, NULL, r.list_id,
              o.type, false, least(r.tk + o.after, now())
         FROM gen_recipient r,
              (VALUES ('reply', 0, 60, interval '5 hours'),
                      ('lead', 0, 25, interval '5 hours 1 minute'),
                      ('auto_reply', 60, 80, interval '1 hour'),
                      ('unsubscribe', 960, 985, interval '2 hours'),
                      ('bounce', 985, 1000, interval '2 minutes')) o(type, low, high, after)
        WHERE r.outcome >= o.low AND r.outcome < o.high`,
    ),
  );
  await timed(phases, 'events stored in time order', () =>
    db.query(
      `INSERT INTO email_event (${columns})
       SELECT ${columns} FROM gen_event ORDER BY created_at`,
    ),
  );
  await db.query(`DROP TABLE gen_event`);
}

/** Runs `step`, adding its time in seconds to `phases` under `name`. */
async function timed<T>(phases: Record<string, number>, name: string, step: () => Promise<T>) {
  const started = process.hrtime.bigint();
  const result = await step();
  phases[name] = Number(process.hrtime.bigint() - started) / 1e9;
  return result;
}

/**
 * Everything but the counters; returns the ids the measurements need, and fills `phases` with the
 * seconds each part took.
 */
export async function seedReportsData(
  db: Client,
  size: DataSize,
  phases: Record<string, number>,
): Promise<Seeded> {
  const contacts = Math.max(4 * size.bigRecipients, 100_000);
  const { workspaceId, userId } = await timed(phases, 'contacts', () =>
    seedWorkspace(db, contacts, size.bigRecipients),
  );
  await timed(phases, 'campaigns', () => seedCampaigns(db, workspaceId, userId));
  await timed(phases, 'recipients', () => seedRecipients(db, workspaceId, size, contacts));
  await seedEvents(db, phases);
  const { rows: campaigns } = await db.query(`SELECT id FROM gen_campaign WHERE i <= 2 ORDER BY i`);
  const { rows: lists } = await db.query(`SELECT id FROM gen_list WHERE i <= 2 ORDER BY i`);
  return {
    workspaceId,
    userId,
    campaignId: campaigns[0].id,
    smallCampaignId: campaigns[1].id,
    listIds: [lists[0].id, lists[1].id],
  };
}
