import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildUser } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';

let t: TestServer;
let database: TestServer['database'];
beforeAll(async () => {
  t = await startTestServer();
  database = t.database;
});
afterAll(() => t.close());

it('fails imports that never started within a day (removing their file) and forgets old ones', async () => {
  const user = await buildUser(database.db);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-purge-'));
  const stale = path.join(dir, 'stale.csv');
  const fresh = path.join(dir, 'fresh.csv');
  fs.writeFileSync(stale, 'email\na@x.test\n');
  fs.writeFileSync(fresh, 'email\nb@x.test\n');
  const insert = (file: string, status: string, created: string, finished: string | null) =>
    database.db.query(
      `INSERT INTO contact_import (workspace_id, list_id, name, file_path, status, created_at, finished_at)
       VALUES ($1, gen_random_uuid(), 'L', $2, $3, now() - $4::interval, now() - $5::interval)
       RETURNING id`,
      [user.workspaceId, file, status, created, finished],
    );
  const [staleRow] = await insert(stale, 'queued', '2 days', null);
  const [freshRow] = await insert(fresh, 'queued', '1 hour', null);
  const [oldRow] = await insert('/nonexistent', 'done', '40 days', '40 days');
  const [recentRow] = await insert('/nonexistent', 'done', '2 days', '2 days');

  expect(await t.services.contactImport.purgeStale()).toEqual({ abandoned: 1, forgotten: 1 });
  const rows = await database.db.query(`SELECT id, status FROM contact_import ORDER BY created_at`);
  expect(rows).toEqual(
    expect.arrayContaining([
      { id: staleRow.id, status: 'failed' },
      { id: freshRow.id, status: 'queued' },
      { id: recentRow.id, status: 'done' },
    ]),
  );
  expect(rows.map((row: { id: string }) => row.id)).not.toContain(oldRow.id);
  expect(fs.existsSync(stale)).toBe(false);
  expect(fs.existsSync(fresh)).toBe(true);
  fs.rmSync(dir, { recursive: true, force: true });
});
