/**
 * Leads benchmark: the Leads page (`services.leads.search`) of a workspace of BENCH_LEADS leads
 * (default 50,000) across 500 campaigns, with each filter the page has: the default view (open),
 * each other status, one campaign, unassigned, one user, searches by part of the address (a text
 * most addresses have, and one only a few have), all of them together, and a deep page (offset
 * 400, after 20 loads of 20). Statuses are spread open 55 %, won, ignore and lost 15 % each;
 * assignees among 4 users (30 % unassigned); 70 % of the leads have a reply with its subject and
 * first lines. The workspace also has as many contacts and recipients that are not leads, and a
 * sent and an open event per recipient, so the reply probes and the trigram search read indexes of
 * a realistic size. The data is generated with set-based SQL.
 * Reference, in the same run: a read of the workspace's users.
 * Prints p50/p95 of each (target: p95 ≤ 30 ms).
 */
import pino from 'pino';
import type { LeadSearchCommand } from '@outbound/common';
import { loadConfig } from '../server/src/config';
import type { Caller } from '../server/src/modules/auth/caller';
import { createServices } from '../server/src/services';
import { seedPeopleInCampaigns, timings, withBenchDatabase, type Db } from './page-bench';

const LEADS = Number(process.env.BENCH_LEADS ?? 50_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const CAMPAIGNS = 500;
const USERS = 4;
const TARGET_MS = 30;

/** The workspace, its owner and USERS teammates, a mailbox and CAMPAIGNS campaigns. */
async function seedWorkspace(db: Db): Promise<{ workspaceId: string; ownerId: string }> {
  const [workspace] = await db.query(
    `INSERT INTO workspace (name) VALUES ('leads bench') RETURNING id`,
  );
  const [owner] = await db.query(
    `INSERT INTO "user" (workspace_id, name, email, status)
     VALUES ($1, 'Bench', 'bench@example.com', 'active') RETURNING id`,
    [workspace.id],
  );
  await db.query(
    `INSERT INTO "user" (workspace_id, name, email, status)
     SELECT $1, 'Seller ' || i, 'seller' || i || '@example.com', 'active'
       FROM generate_series(1, $2) i`,
    [workspace.id, USERS],
  );
  await db.query(
    `INSERT INTO campaign (workspace_id, name, status, created_by, created_at)
     SELECT $1, 'Campaign ' || i, (ARRAY['started','paused','complete'])[1 + i % 3], $2,
            now() - make_interval(days => 400 - i % 365)
       FROM generate_series(1, $3) i`,
    [workspace.id, owner.id, CAMPAIGNS],
  );
  return { workspaceId: workspace.id, ownerId: owner.id };
}

/** The leads (statuses, assignees and dates spread by hashes) and the recipients' events. */
async function seedLeads(db: Db, workspaceId: string): Promise<void> {
  await db.query(
    `INSERT INTO lead (workspace_id, campaign_id, recipient_id, contact_id, status, assigned_to,
                       created_at)
     SELECT r.workspace_id, r.campaign_id, r.id, r.contact_id,
            CASE WHEN h % 20 < 11 THEN 'open' WHEN h % 20 < 14 THEN 'won'
                 WHEN h % 20 < 17 THEN 'ignore' ELSE 'lost' END,
            CASE WHEN h % 10 < 3 THEN NULL ELSE u.ids[1 + h % $3] END,
            now() - make_interval(mins => h % 525600)
       FROM (SELECT r.*, abs(hashtext(r.id::text)) AS h FROM campaign_recipient r
             WHERE r.workspace_id = $1 ORDER BY r.id LIMIT $2) r,
            (SELECT array_agg(id ORDER BY email) AS ids FROM "user"
              WHERE workspace_id = $1 AND email <> 'bench@example.com') u`,
    [workspaceId, LEADS, USERS],
  );
  await db.query(
    `INSERT INTO email_event (workspace_id, campaign_id, recipient_id, contact_id, type, created_at)
     SELECT r.workspace_id, r.campaign_id, r.id, r.contact_id, t.type,
            now() - make_interval(mins => abs(hashtext(r.id::text)) % 525600 + t.back)
       FROM campaign_recipient r, (VALUES ('sent', 2000), ('open', 1000)) t(type, back)
      WHERE r.workspace_id = $1`,
    [workspaceId],
  );
  await db.query(
    `INSERT INTO email_event (workspace_id, campaign_id, recipient_id, contact_id, type, meta,
                              created_at)
     SELECT l.workspace_id, l.campaign_id, l.recipient_id, l.contact_id, 'reply',
            jsonb_build_object('subject', 'Re: Quick question',
                               'snippet', 'Thanks for reaching out, happy to talk next week.'),
            l.created_at - interval '1 minute'
       FROM lead l WHERE l.workspace_id = $1 AND abs(hashtext(l.id::text)) % 10 < 7`,
    [workspaceId],
  );
}

/** The page's filters, each measured on its own. */
async function cases(db: Db, workspaceId: string): Promise<[string, LeadSearchCommand][]> {
  const [campaign] = await db.query(
    `SELECT campaign_id AS id FROM lead WHERE workspace_id = $1
      GROUP BY campaign_id ORDER BY count(*) DESC LIMIT 1`,
    [workspaceId],
  );
  const [rare] = await db.query(
    `SELECT split_part(ct.email::text, '@', 1) AS text FROM lead l
       JOIN contact ct ON ct.id = l.contact_id
      WHERE l.workspace_id = $1 AND l.status = 'open' ORDER BY l.id LIMIT 1`,
    [workspaceId],
  );
  const user = 'seller1@example.com';
  return [
    ['default (open)', {}],
    ['won', { status: 'won' }],
    ['ignore', { status: 'ignore' }],
    ['lost', { status: 'lost' }],
    ['one campaign', { campaignId: campaign.id }],
    ['unassigned', { assignedTo: 'unassigned' }],
    ['one user', { assignedTo: user }],
    ['search, common ("mailhub")', { searchText: 'mailhub' }],
    ['search, 2 characters ("pe")', { searchText: 'pe' }],
    [`search, rare ("${rare.text}")`, { searchText: rare.text }],
    ['search, no match ("zzq")', { searchText: 'zzq' }],
    ['search, 2 characters, no match ("zq")', { searchText: 'zq' }],
    [
      'combined (campaign, user, "company")',
      { campaignId: campaign.id, assignedTo: user, searchText: 'company' },
    ],
    [
      'combined (won, unassigned, "mailhub")',
      { status: 'won', assignedTo: 'unassigned', searchText: 'mailhub' },
    ],
    ['deep page (offset 400)', { offset: 400 }],
    ['deep page, one user (offset 400)', { assignedTo: user, offset: 400 }],
  ];
}

async function main(): Promise<void> {
  await withBenchDatabase(async (db, root) => {
    const seeding = process.hrtime.bigint();
    const { workspaceId, ownerId } = await seedWorkspace(db);
    await seedPeopleInCampaigns(db, workspaceId, {
      count: 2 * LEADS,
      campaigns: CAMPAIGNS,
      state: 'complete',
    });
    await seedLeads(db, workspaceId);
    await db.query('VACUUM ANALYZE');
    const seconds = Number(process.hrtime.bigint() - seeding) / 1e9;
    const [{ leads }] = await db.query(`SELECT count(*)::int AS leads FROM lead`);
    console.log(
      `leads: ${leads.toLocaleString('en')} leads across ${CAMPAIGNS} campaigns, ${(2 * LEADS).toLocaleString('en')} contacts and recipients (seeded in ${seconds.toFixed(0)} s), ${SAMPLES} runs each`,
    );
    const caller: Caller = { workspaceId, userId: ownerId, sessionId: 'bench', role: 'admin' };
    const config = loadConfig({ OUTBOUND_DATA_DIR: root, LOG_LEVEL: 'silent' });
    const services = createServices(db, config, pino({ level: 'silent' }));
    const reference = await timings(() => services.team.listUsers(caller), SAMPLES);
    console.log(
      `  reference (the workspace's users): p50 ${reference.p50.toFixed(1)} ms, p95 ${reference.p95.toFixed(1)} ms`,
    );
    let over = 0;
    for (const [name, command] of await cases(db, workspaceId)) {
      const { total } = await services.leads.search(caller, command);
      const measured = await timings(() => services.leads.search(caller, command), SAMPLES);
      if (measured.p95 > TARGET_MS) over += 1;
      console.log(
        `  ${name} (${total.toLocaleString('en')} leads): p50 ${measured.p50.toFixed(1)} ms, p95 ${measured.p95.toFixed(1)} ms (${(measured.p95 / reference.p95).toFixed(1)}× the reference; target p95 ≤ ${TARGET_MS} ms)`,
      );
    }
    console.log(`  ${over === 0 ? 'every case within' : `${over} case(s) over`} the target`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
