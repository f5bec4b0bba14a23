/**
 * Contact search benchmark: All Contacts' queries (first page, a deep page, text search, filters,
 * list, tiles) against a workspace of BENCH_CONTACTS contacts (default 1,000,000), with the same
 * queries against a workspace of 10,000 contacts in the same database and run as the reference.
 * A search that stays fast as the workspace grows shows a ratio near 1×; the absolute median of
 * each query is printed too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/src/db/data-source';
import { ensureDatabase } from '../server/src/db/database-url';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import type { Caller } from '../server/src/modules/auth/caller';
import { ContactSearchService } from '../server/src/modules/contact/contact-search.service';

const LARGE = Number(process.env.BENCH_CONTACTS ?? 1_000_000);
const SMALL = 10_000;
const RUNS = 7;

/** Contacts with a realistic spread: 5 % in a campaign, 2 % bounced, 1 % unsubscribed. */
async function seed(
  db: Awaited<ReturnType<typeof openDatabase>>,
  label: string,
  size: number,
): Promise<{ caller: Caller; listId: string }> {
  const [workspace] = await db.query(`INSERT INTO workspace (name) VALUES ($1) RETURNING id`, [
    label,
  ]);
  const [user] = await db.query(
    `INSERT INTO "user" (workspace_id, name, email, status) VALUES ($1, 'Bench', $2, 'active') RETURNING id`,
    [workspace.id, `bench-${label}@example.com`],
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
    `INSERT INTO contact_activity (contact_id, workspace_id, campaign_count, sent_count, opened_count)
     SELECT id, workspace_id, 1, (random() < 0.8)::int, (random() < 0.3)::int
       FROM contact WHERE workspace_id = $1 AND random() < 0.05`,
    [workspace.id],
  );
  const [list] = await db.query(
    `INSERT INTO contact_list (workspace_id, name, created_by) VALUES ($1, 'Half', $2) RETURNING id`,
    [workspace.id, user.id],
  );
  await db.query(
    `INSERT INTO contact_list_member (list_id, contact_id, workspace_id, line, data)
     SELECT $1, id, workspace_id, 0, '{}' FROM contact WHERE workspace_id = $2 AND random() < 0.5`,
    [list.id, workspace.id],
  );
  return {
    caller: { workspaceId: workspace.id, userId: user.id, sessionId: 'bench' },
    listId: list.id,
  };
}

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
}

async function main(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-bench-'));
  fs.chmodSync(root, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  try {
    const db = await openDatabase(await ensureDatabase(pg.url, 'bench'));
    const seeding = process.hrtime.bigint();
    const large = await seed(db, 'large', LARGE);
    const small = await seed(db, 'small', SMALL);
    // Steady state: autovacuum has visited the tables of a database in use.
    await db.query('VACUUM ANALYZE');
    const seconds = Number(process.hrtime.bigint() - seeding) / 1e9;
    console.log(
      `contact-search: ${LARGE.toLocaleString('en')} contacts vs ${SMALL.toLocaleString('en')} (seeded in ${seconds.toFixed(0)} s), median of ${RUNS}`,
    );
    const service = new ContactSearchService(db);
    const cases: [string, (w: { caller: Caller; listId: string }) => Promise<unknown>][] = [
      ['first page', (w) => service.search(w.caller, { limit: 25 })],
      ['page 41', (w) => service.search(w.caller, { offset: 1000, limit: 25 })],
      ['text "son12"', (w) => service.search(w.caller, { searchText: 'son12', limit: 25 })],
      [
        'text "company5.com"',
        (w) => service.search(w.caller, { searchText: 'company5.com', limit: 25 }),
      ],
      ['filter in_campaign', (w) => service.search(w.caller, { filter: 'in_campaign', limit: 25 })],
      ['filter bounced', (w) => service.search(w.caller, { filter: 'bounced', limit: 25 })],
      [
        'list + has_opened',
        (w) => service.search(w.caller, { listId: w.listId, filter: 'has_opened', limit: 25 }),
      ],
      ['tiles', (w) => service.stats(w.caller)],
    ];
    for (const [name, run] of cases) {
      const reference = await median(() => run(small));
      const measured = await median(() => run(large));
      console.log(
        `  ${name}: ${measured.toFixed(1)} ms (${(measured / reference).toFixed(1)}× the ${SMALL.toLocaleString('en')}-contact workspace's ${reference.toFixed(1)} ms)`,
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
