/**
 * Campaign list benchmark: the list page (100 campaigns with their counters and labels) in a
 * workspace of BENCH_CAMPAIGNS campaigns (default 10,000) whose events table holds BENCH_EVENTS rows
 * (default 10,000,000). The page reads counter rows, never events, so its time must not depend on
 * the events. Reference, in the same run: the bare read of the same 100 campaign rows.
 * Prints p50/p95 per query (target: p95 ≤ 30 ms).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/src/db/data-source';
import { ensureDatabase } from '../server/src/db/database-url';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import type { Caller } from '../server/src/modules/auth/caller';
import { CampaignSearchService } from '../server/src/modules/campaign/campaign-search.service';

const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 10_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const RUNS = 41;

type Db = Awaited<ReturnType<typeof openDatabase>>;

async function seed(db: Db): Promise<{ caller: Caller; labelId: string; mailAccountId: string }> {
  const [workspace] = await db.query(`INSERT INTO workspace (name) VALUES ('bench') RETURNING id`);
  const [user] = await db.query(
    `INSERT INTO "user" (workspace_id, name, email, status)
     VALUES ($1, 'Bench', 'bench@example.com', 'active') RETURNING id`,
    [workspace.id],
  );
  const accounts: { id: string }[] = await db.query(
    `INSERT INTO mail_account (workspace_id, type, email, name, credentials, sending_preference)
     SELECT $1, 'smtp', 'sender' || i || '@example.com', 'Sender ' || i, 'v1:none', '{}'::jsonb
       FROM generate_series(1, 20) i RETURNING id`,
    [workspace.id],
  );
  await db.query(
    `INSERT INTO campaign (workspace_id, name, status, mail_account_id, created_by, created_at)
     SELECT $1, 'Campaign ' || i || CASE WHEN i % 7 = 0 THEN ' launch' ELSE '' END,
            (ARRAY['draft','started','paused','complete','scheduled'])[1 + i % 5],
            ($2::uuid[])[1 + i % 20], $3, now() - make_interval(mins => i)
       FROM generate_series(1, $4) i`,
    [workspace.id, accounts.map((a) => a.id), user.id, CAMPAIGNS],
  );
  await db.query(
    `INSERT INTO campaign_counter (campaign_id, workspace_id, recipients, sent, open, reply, bounce, lead)
     SELECT id, workspace_id, 1000, 900, 300, 40, 10, 5 FROM campaign WHERE workspace_id = $1`,
    [workspace.id],
  );
  const labels: { id: string }[] = await db.query(
    `INSERT INTO label (workspace_id, name) SELECT $1, 'Label ' || i FROM generate_series(1, 10) i
     RETURNING id`,
    [workspace.id],
  );
  await db.query(
    `INSERT INTO campaign_label (campaign_id, label_id, workspace_id)
     SELECT c.id, ($2::uuid[])[1 + (abs(hashtext(c.id::text)) % 10)], c.workspace_id
       FROM campaign c WHERE c.workspace_id = $1 AND abs(hashtext(c.id::text)) % 3 = 0`,
    [workspace.id, labels.map((l) => l.id)],
  );
  // The events: spread over the campaigns, without recipients (the list never reads them).
  await db.query(
    `INSERT INTO email_event (workspace_id, campaign_id, type, created_at)
     SELECT $1, c.ids[1 + (i % array_length(c.ids, 1))],
            (ARRAY['sent','open','click','reply','bounce'])[1 + i % 5], now() - make_interval(secs => i)
       FROM generate_series(1, $2) i,
            (SELECT array_agg(id) AS ids FROM campaign WHERE workspace_id = $1) c`,
    [workspace.id, EVENTS],
  );
  await db.query('VACUUM ANALYZE');
  return {
    caller: {
      workspaceId: workspace.id,
      userId: user.id,
      sessionId: 'bench',
      role: 'admin' as const,
    },
    labelId: labels[0].id,
    mailAccountId: accounts[0].id,
  };
}

async function timings(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(RUNS / 2)], p95: times[Math.ceil(RUNS * 0.95) - 1] };
}

async function main(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-bench-'));
  fs.chmodSync(root, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  try {
    const db = await openDatabase(await ensureDatabase(pg.url, 'bench'));
    const seeding = process.hrtime.bigint();
    const { caller, labelId, mailAccountId } = await seed(db);
    const seconds = Number(process.hrtime.bigint() - seeding) / 1e9;
    console.log(
      `campaign-list: ${CAMPAIGNS.toLocaleString('en')} campaigns, ${EVENTS.toLocaleString('en')} events (seeded in ${seconds.toFixed(0)} s), ${RUNS} runs each`,
    );
    const reference = await timings(() =>
      db.query(
        `SELECT * FROM campaign WHERE workspace_id = $1 AND deleted_at IS NULL
          ORDER BY created_at DESC, id DESC LIMIT 100`,
        [caller.workspaceId],
      ),
    );
    console.log(
      `  reference (100 bare campaign rows): p50 ${reference.p50.toFixed(1)} ms, p95 ${reference.p95.toFixed(1)} ms`,
    );
    const service = new CampaignSearchService(db);
    const cases: [string, Record<string, unknown>][] = [
      ['first page', {}],
      ['page 50', { offset: 4900 }],
      ['search "launch"', { search: 'launch' }],
      ['one mailbox', { mailAccount: mailAccountId }],
      ['one label', { labelIds: [labelId] }],
      ['unlabeled', { unlabeled: true }],
    ];
    for (const [name, input] of cases) {
      const measured = await timings(() => service.list(caller, { limit: 100, ...input }));
      console.log(
        `  ${name}: p50 ${measured.p50.toFixed(1)} ms, p95 ${measured.p95.toFixed(1)} ms (${(measured.p95 / reference.p95).toFixed(1)}× the reference; target p95 ≤ 30 ms)`,
      );
    }
    await db.destroy();
  } finally {
    await pg.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
