/**
 * Contact search benchmark: every query All Contacts offers (`ContactSearchService`, in process)
 * against a workspace of BENCH_CONTACTS contacts (default 1,000,000): the first page and a deep
 * one, each filter of the select, a list, a user's lists, searches by part of the address (a
 * common text, a rare one, 2 characters matching every contact or none, a text matching nothing),
 * combinations, and the tiles. The same queries against a workspace of 10,000 contacts in the
 * same database are the reference: a query that stays fast as the workspace grows shows a ratio
 * near 1×. Prints p50/p95 of BENCH_SAMPLES (60) calls after 5 warm-up calls (target: p95 ≤ 30 ms).
 *
 * Contacts: 5 % in a campaign (of those 80 % sent to, 30 % opened, 10 % clicked, 4 % replied, 2 %
 * leads), 2 % bounced, 1 % unsubscribed, at 997 company domains; a list of half of them uploaded
 * by the owner, one of 2 % by a teammate. The data is generated with set-based SQL.
 *
 * BENCH_DATA_DIR: keep the database in this directory and measure the workspaces seeded there
 * by an earlier run of the same sizes (seeding a million contacts takes minutes). Migrations
 * added since that run apply to it as they would to a deployed database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContactSearchCommand } from '@outbound/common';
import { openDatabase } from '../server/src/db/data-source';
import { ensureDatabase } from '../server/src/db/database-url';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import type { Caller } from '../server/src/modules/auth/caller';
import { ContactSearchService } from '../server/src/modules/contact/contact-search.service';

const LARGE = Number(process.env.BENCH_CONTACTS ?? 1_000_000);
const SMALL = 10_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const TARGET_MS = 30;
const DATA_DIR = process.env.BENCH_DATA_DIR;

type Db = Awaited<ReturnType<typeof openDatabase>>;
interface Workspace {
  caller: Caller;
  listId: string;
  smallListId: string;
  /** The teammate, who uploaded the small list. */
  teammate: string;
}

/** The workspace an earlier run seeded under `label` (BENCH_DATA_DIR), if there is one. */
async function seeded(db: Db, label: string): Promise<Workspace | undefined> {
  const [found] = await db.query(
    `SELECT w.id AS workspace_id, u.id AS user_id,
            (SELECT id FROM contact_list WHERE workspace_id = w.id AND name = 'Half') AS list_id,
            (SELECT id FROM contact_list WHERE workspace_id = w.id AND name = 'Few') AS small_list_id
       FROM workspace w JOIN "user" u ON u.workspace_id = w.id AND u.email = 'bench-' || $1 || '@example.com'
      WHERE w.name = $1`,
    [label],
  );
  if (!found?.small_list_id) return undefined;
  return {
    caller: {
      workspaceId: found.workspace_id,
      userId: found.user_id,
      sessionId: 'bench',
      role: 'admin' as const,
    },
    listId: found.list_id,
    smallListId: found.small_list_id,
    teammate: `teammate-${label}@example.com`,
  };
}

/** A workspace, its owner and a teammate, `size` contacts and their campaign activity. */
async function seed(db: Db, label: string, size: number): Promise<Workspace> {
  const [workspace] = await db.query(`INSERT INTO workspace (name) VALUES ($1) RETURNING id`, [
    label,
  ]);
  const [user, teammate] = await db.query(
    `INSERT INTO "user" (workspace_id, name, email, status)
     VALUES ($1, 'Bench', 'bench-' || $2 || '@example.com', 'active'),
            ($1, 'Teammate', 'teammate-' || $2 || '@example.com', 'active') RETURNING id`,
    [workspace.id, label],
  );
  await db.query(
    `INSERT INTO contact (workspace_id, email, status, created_at)
     SELECT $1, 'person' || i || '@company' || (i % 997) || '.com',
            CASE WHEN i % 50 = 0 THEN 'bounced' WHEN i % 100 = 1 THEN 'unsubscribed' ELSE 'active' END,
            now() - make_interval(secs => $2 - i)
       FROM generate_series(1, $2) i`,
    [workspace.id, size],
  );
  await db.query(
    `INSERT INTO contact_activity (contact_id, workspace_id, campaign_count, sent_count,
                                   opened_count, clicked_count, replied_count, lead_count)
     SELECT id, workspace_id, 1, (r < 0.8)::int, (r < 0.3)::int, (r < 0.1)::int,
            (r < 0.04)::int, (r < 0.02)::int
       FROM (SELECT id, workspace_id, random() AS r FROM contact
              WHERE workspace_id = $1 AND random() < 0.05) c`,
    [workspace.id],
  );
  const list = async (name: string, createdBy: string, share: number): Promise<string> => {
    const [row] = await db.query(
      `INSERT INTO contact_list (workspace_id, name, created_by) VALUES ($1, $2, $3) RETURNING id`,
      [workspace.id, name, createdBy],
    );
    await db.query(
      `INSERT INTO contact_list_member (list_id, contact_id, workspace_id, line, data)
       SELECT $1, id, workspace_id, 0, '{}' FROM contact WHERE workspace_id = $2 AND random() < $3`,
      [row.id, workspace.id, share],
    );
    return row.id;
  };
  return {
    caller: {
      workspaceId: workspace.id,
      userId: user.id,
      sessionId: 'bench',
      role: 'admin' as const,
    },
    listId: await list('Half', user.id, 0.5),
    smallListId: await list('Few', teammate.id, 0.02),
    teammate: `teammate-${label}@example.com`,
  };
}

async function timings(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 5; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(SAMPLES / 2)], p95: times[Math.ceil(SAMPLES * 0.95) - 1] };
}

type Case = [string, (service: ContactSearchService, w: Workspace) => Promise<unknown>];

const FILTERS = [
  'in_campaign',
  'email_sent',
  'has_opened',
  'has_clicked',
  'has_replied',
  'has_leads',
  'engaged',
  'bounced',
  'unsubscribed',
];

/** Every query of the page, each measured on its own. */
function cases(): Case[] {
  const page = (command: (w: Workspace) => ContactSearchCommand): Case[1] => {
    return (service, w) => service.search(w.caller, { limit: 25, ...command(w) });
  };
  return [
    ['first page', page(() => ({}))],
    ['deep page (offset 1,000)', page(() => ({ offset: 1000 }))],
    ...FILTERS.map((filter): Case => [`filter ${filter}`, page(() => ({ filter }))]),
    ['filter has_leads, offset 100', page(() => ({ filter: 'has_leads', offset: 100 }))],
    ['list (half)', page((w) => ({ listId: w.listId }))],
    ['list (2 %)', page((w) => ({ listId: w.smallListId }))],
    ['search, common ("company5")', page(() => ({ searchText: 'company5' }))],
    ['search, rare ("person4242@")', page(() => ({ searchText: 'person4242@' }))],
    ['search, 2 characters ("pe")', page(() => ({ searchText: 'pe' }))],
    ['search, 2 characters, no match ("zq")', page(() => ({ searchText: 'zq' }))],
    ['search, no match ("zzq")', page(() => ({ searchText: 'zzq' }))],
    ['list + has_opened', page((w) => ({ listId: w.listId, filter: 'has_opened' }))],
    ['list + "company5"', page((w) => ({ listId: w.listId, searchText: 'company5' }))],
    ['has_replied + "company5"', page(() => ({ filter: 'has_replied', searchText: 'company5' }))],
    ['bounced + "company1"', page(() => ({ filter: 'bounced', searchText: 'company1' }))],
    [
      'list (2 %) + engaged + "company"',
      page((w) => ({ listId: w.smallListId, filter: 'engaged', searchText: 'company' })),
    ],
    ['one user', page((w) => ({ userEmail: w.teammate }))],
    ['one user + in_campaign', page((w) => ({ userEmail: w.teammate, filter: 'in_campaign' }))],
    ['tiles', (service, w) => service.stats(w.caller)],
    ["one user's tiles", (service, w) => service.stats(w.caller, w.teammate)],
  ];
}

async function main(): Promise<void> {
  const root = DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-bench-'));
  fs.mkdirSync(root, { recursive: true });
  fs.chmodSync(root, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  try {
    const db = await openDatabase(await ensureDatabase(pg.url, 'bench'));
    const seeding = process.hrtime.bigint();
    const largeLabel = `large-${LARGE}`;
    const large = (await seeded(db, largeLabel)) ?? (await seed(db, largeLabel, LARGE));
    const small = (await seeded(db, 'small')) ?? (await seed(db, 'small', SMALL));
    // Steady state: autovacuum has visited the tables of a database in use.
    await db.query('VACUUM ANALYZE');
    const seconds = Number(process.hrtime.bigint() - seeding) / 1e9;
    console.log(
      `contact-search: ${LARGE.toLocaleString('en')} contacts vs ${SMALL.toLocaleString('en')} (seeded or found in ${seconds.toFixed(0)} s), p50/p95 of ${SAMPLES} calls`,
    );
    const service = new ContactSearchService(db);
    let over = 0;
    for (const [name, run] of cases()) {
      const answer = (await run(service, large)) as { total?: number; totalCapped?: boolean };
      const total =
        answer.total === undefined
          ? ''
          : ` (${answer.total.toLocaleString('en')}${answer.totalCapped ? '+' : ''})`;
      const reference = await timings(() => run(service, small));
      const measured = await timings(() => run(service, large));
      if (measured.p95 > TARGET_MS) over += 1;
      console.log(
        `  ${name}${total}: p50 ${measured.p50.toFixed(1)} ms, p95 ${measured.p95.toFixed(1)} ms (${(measured.p95 / reference.p95).toFixed(1)}× the ${SMALL.toLocaleString('en')}-contact workspace's p95 ${reference.p95.toFixed(1)} ms)`,
      );
    }
    console.log(
      `  ${over === 0 ? 'every case within' : `${over} case(s) over`} the target (p95 ≤ ${TARGET_MS} ms)`,
    );
    await db.destroy();
  } finally {
    await pg.stop();
    if (!DATA_DIR) fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
