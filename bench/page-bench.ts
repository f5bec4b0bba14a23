/**
 * What the page benchmarks (`leads`, `inbox`) share: a throwaway embedded Postgres with the
 * schema, the seeded people (contacts in one list, each the recipient of one campaign), and the
 * p50/p95 of a call.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/src/db/data-source';
import { ensureDatabase } from '../server/src/db/database-url';
import { startEmbeddedPostgres } from '../server/src/db/embedded';

export type Db = Awaited<ReturnType<typeof openDatabase>>;

/** Runs `measure` on a new database in a temporary directory, removed afterwards. */
export async function withBenchDatabase(
  measure: (db: Db, root: string) => Promise<void>,
): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-bench-'));
  fs.chmodSync(root, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  try {
    const db = await openDatabase(await ensureDatabase(pg.url, 'bench'));
    await measure(db, root);
    await db.destroy();
  } finally {
    await pg.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/**
 * `count` contacts (a fifth at one common mail domain, the others at 1,000 company domains) in
 * one list, each the recipient of one of the workspace's campaigns (spread by a hash), in `state`.
 */
export async function seedPeopleInCampaigns(
  db: Db,
  workspaceId: string,
  people: { count: number; campaigns: number; state: string },
): Promise<void> {
  await db.query(
    `INSERT INTO contact (workspace_id, email)
     SELECT $1, 'person' || i || '@' ||
            CASE WHEN i % 5 = 0 THEN 'mailhub.test' ELSE 'company' || (i % 1000) || '.test' END
       FROM generate_series(1, $2) i`,
    [workspaceId, people.count],
  );
  const [list] = await db.query(
    `INSERT INTO contact_list (workspace_id, name, data_keys, contacts_count)
     VALUES ($1, 'Everyone', '{email}', $2) RETURNING id`,
    [workspaceId, people.count],
  );
  await db.query(
    `INSERT INTO campaign_recipient (workspace_id, campaign_id, contact_id, list_id, state)
     SELECT $1, c.ids[1 + abs(hashtext(ct.id::text)) % $3], ct.id, $2, $4
       FROM contact ct, (SELECT array_agg(id ORDER BY id) AS ids FROM campaign
                          WHERE workspace_id = $1) c
      WHERE ct.workspace_id = $1`,
    [workspaceId, list.id, people.campaigns, people.state],
  );
}

/** p50 and p95 of `samples` calls, after 5 to warm up. */
export async function timings(
  run: () => Promise<unknown>,
  samples: number,
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 5; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(samples / 2)], p95: times[Math.ceil(samples * 0.95) - 1] };
}
