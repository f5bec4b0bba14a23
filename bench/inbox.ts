/**
 * Inbox benchmark: the unified inbox's list (`services.inboxConversations.list`) of a workspace
 * holding BENCH_INBOX_MESSAGES stored replies (default 100,000) in conversations of 1 to 4
 * messages (about 40,000), across 10 mailboxes and 200 campaigns; 60 % of the recipients are
 * leads (open 55 %, won, ignore and lost 15 % each), 10 % of the conversations have unread mail.
 * The workspace also has as many recipients who never answered. The data is generated with
 * set-based SQL.
 * Reference, in the same run: a read of the workspace's users.
 * Prints p50/p95 of the first page, a deep page, each filter and searches (target: p95 ≤ 50 ms).
 */
import pino from 'pino';
import type { InboxConversationsCommand } from '@outbound/common';
import { loadConfig } from '../server/src/config';
import type { Caller } from '../server/src/modules/auth/caller';
import { createServices } from '../server/src/services';
import { seedPeopleInCampaigns, timings, withBenchDatabase, type Db } from './page-bench';

const MESSAGES = Number(process.env.BENCH_INBOX_MESSAGES ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const MAILBOXES = 10;
const CAMPAIGNS = 200;
/** Conversations hold 1 to 4 messages (2.5 on average). */
const CONVERSATIONS = Math.round(MESSAGES / 2.5);
const TARGET_MS = 50;

/** The workspace, its owner, MAILBOXES mailboxes and CAMPAIGNS campaigns spread over them. */
async function seedWorkspace(db: Db): Promise<{ workspaceId: string; ownerId: string }> {
  const [workspace] = await db.query(
    `INSERT INTO workspace (name) VALUES ('inbox bench') RETURNING id`,
  );
  const [owner] = await db.query(
    `INSERT INTO "user" (workspace_id, name, email, status)
     VALUES ($1, 'Bench', 'bench@example.com', 'active') RETURNING id`,
    [workspace.id],
  );
  await db.query(
    `INSERT INTO mail_account (workspace_id, type, email, name, credentials, sending_preference)
     SELECT $1, 'smtp', 'sender' || i || '@example.com', 'Sender ' || i, 'v1:none', '{}'::jsonb
       FROM generate_series(1, $2) i`,
    [workspace.id, MAILBOXES],
  );
  await db.query(
    `INSERT INTO campaign (workspace_id, name, status, mail_account_id, created_by)
     SELECT $1, 'Campaign ' || i, 'started', m.ids[1 + i % $3], $2
       FROM generate_series(1, $4) i,
            (SELECT array_agg(id ORDER BY email) AS ids FROM mail_account
              WHERE workspace_id = $1) m`,
    [workspace.id, owner.id, MAILBOXES, CAMPAIGNS],
  );
  return { workspaceId: workspace.id, ownerId: owner.id };
}

/** The conversations (1 to 4 messages, 10 % unread), their messages and the leads. */
async function seedInbox(db: Db, workspaceId: string): Promise<void> {
  await db.query(
    `INSERT INTO inbox_conversation
            (workspace_id, recipient_id, campaign_id, mail_account_id, peer_email, peer_name,
             subject, snippet, search_text, last_message_at, message_count, unread_count)
     SELECT r.workspace_id, r.id, r.campaign_id, c.mail_account_id, ct.email::text,
            'Person ' || r.h, 'Re: Quick question ' || (r.h % 50),
            'Thanks for reaching out, happy to talk next week.',
            lower(ct.email::text || ' Person ' || r.h || ' Re: Quick question ' || (r.h % 50)),
            now() - make_interval(mins => r.h % 525600), 1 + r.h % 4,
            CASE WHEN r.h % 10 = 0 THEN 1 ELSE 0 END
       FROM (SELECT r.*, abs(hashtext(r.id::text)) AS h FROM campaign_recipient r
              WHERE r.workspace_id = $1 ORDER BY r.id LIMIT $2) r
       JOIN contact ct ON ct.id = r.contact_id
       JOIN campaign c ON c.id = r.campaign_id`,
    [workspaceId, CONVERSATIONS],
  );
  await db.query(
    `INSERT INTO inbox_mail (workspace_id, conversation_id, mail_account_id, message_key, kind,
                             from_email, from_name, subject, message_id, received_at, text_body,
                             html_body, unread)
     SELECT c.workspace_id, c.id, c.mail_account_id, '<' || c.id || '.' || n || '@bench.test>',
            'reply', c.peer_email, c.peer_name, c.subject, '<' || c.id || '.' || n || '@bench.test>',
            c.last_message_at - make_interval(days => c.message_count - n),
            repeat('Thanks for reaching out, happy to talk next week. ', 10),
            '<p>' || repeat('Thanks for reaching out, happy to talk next week. ', 10) || '</p>',
            n = c.message_count AND c.unread_count > 0
       FROM inbox_conversation c, generate_series(1, c.message_count) n
      WHERE c.workspace_id = $1`,
    [workspaceId],
  );
  await db.query(
    `INSERT INTO lead (workspace_id, campaign_id, recipient_id, contact_id, status, created_at)
     SELECT r.workspace_id, r.campaign_id, r.id, r.contact_id,
            CASE WHEN h % 20 < 11 THEN 'open' WHEN h % 20 < 14 THEN 'won'
                 WHEN h % 20 < 17 THEN 'ignore' ELSE 'lost' END,
            now() - make_interval(mins => h % 525600)
       FROM (SELECT r.*, abs(hashtext(r.id::text || 'lead')) AS h FROM campaign_recipient r
              WHERE r.workspace_id = $1) r
      WHERE h % 10 < 6`,
    [workspaceId],
  );
}

/** The list's filters, each measured on its own. */
async function cases(db: Db, workspaceId: string): Promise<[string, InboxConversationsCommand][]> {
  const [mailbox] = await db.query(
    `SELECT id FROM mail_account WHERE workspace_id = $1 ORDER BY email LIMIT 1`,
    [workspaceId],
  );
  const [campaign] = await db.query(
    `SELECT campaign_id AS id FROM inbox_conversation WHERE workspace_id = $1
      GROUP BY campaign_id ORDER BY count(*) DESC LIMIT 1`,
    [workspaceId],
  );
  const [rare] = await db.query(
    `SELECT split_part(peer_email, '@', 1) AS text FROM inbox_conversation
      WHERE workspace_id = $1 ORDER BY id LIMIT 1`,
    [workspaceId],
  );
  return [
    ['first page', {}],
    ['deep page (offset 5,000)', { offset: 5_000 }],
    ['one mailbox', { mailboxId: mailbox.id }],
    ['one campaign', { campaignId: campaign.id }],
    ['lead status open', { leadStatus: 'open' }],
    ['lead status won', { leadStatus: 'won' }],
    ['unread', { unread: true }],
    ['search, common ("mailhub")', { searchText: 'mailhub' }],
    ['search, subject ("question 7")', { searchText: 'question 7' }],
    [`search, rare ("${rare.text}")`, { searchText: rare.text }],
    ['search, 2 characters ("pe")', { searchText: 'pe' }],
    ['search, no match ("zzq")', { searchText: 'zzq' }],
    ['combined (mailbox, won, unread)', { mailboxId: mailbox.id, leadStatus: 'won', unread: true }],
    ['deep page, one mailbox (offset 1,000)', { mailboxId: mailbox.id, offset: 1_000 }],
  ];
}

async function main(): Promise<void> {
  await withBenchDatabase(async (db, root) => {
    const seeding = process.hrtime.bigint();
    const { workspaceId, ownerId } = await seedWorkspace(db);
    await seedPeopleInCampaigns(db, workspaceId, {
      count: 2 * CONVERSATIONS,
      campaigns: CAMPAIGNS,
      state: 'replied',
    });
    await seedInbox(db, workspaceId);
    await db.query('VACUUM ANALYZE');
    const seconds = Number(process.hrtime.bigint() - seeding) / 1e9;
    const [{ messages, conversations }] = await db.query(
      `SELECT (SELECT count(*)::int FROM inbox_mail) AS messages,
              (SELECT count(*)::int FROM inbox_conversation) AS conversations`,
    );
    console.log(
      `inbox: ${messages.toLocaleString('en')} messages in ${conversations.toLocaleString('en')} conversations across ${MAILBOXES} mailboxes and ${CAMPAIGNS} campaigns (seeded in ${seconds.toFixed(0)} s), ${SAMPLES} runs each`,
    );
    const caller: Caller = { workspaceId, userId: ownerId, sessionId: 'bench', role: 'admin' };
    const config = loadConfig({ OUTBOUND_DATA_DIR: root, LOG_LEVEL: 'silent' });
    const services = createServices(db, config, pino({ level: 'silent' }));
    const reference = await timings(() => services.team.listUsers(caller), SAMPLES);
    console.log(
      `  reference (the workspace's users): p50 ${reference.p50.toFixed(1)} ms, p95 ${reference.p95.toFixed(1)} ms`,
    );
    let over = 0;
    const list = (command: InboxConversationsCommand) =>
      services.inboxConversations.list(caller, command);
    for (const [name, command] of await cases(db, workspaceId)) {
      const { total } = await list(command);
      const measured = await timings(() => list(command), SAMPLES);
      if (measured.p95 > TARGET_MS) over += 1;
      console.log(
        `  ${name} (${total.toLocaleString('en')} conversations): p50 ${measured.p50.toFixed(1)} ms, p95 ${measured.p95.toFixed(1)} ms (${(measured.p95 / reference.p95).toFixed(1)}× the reference; target p95 ≤ ${TARGET_MS} ms)`,
      );
    }
    const unread = await timings(() => services.inboxConversations.unreadCount(caller), SAMPLES);
    console.log(
      `  unread count: p50 ${unread.p50.toFixed(1)} ms, p95 ${unread.p95.toFixed(1)} ms (${(unread.p95 / reference.p95).toFixed(1)}× the reference)`,
    );
    console.log(`  ${over === 0 ? 'every case within' : `${over} case(s) over`} the target`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
