import { UserRoles1763800000050 } from '../../../db/migrations/1763800000050-user-roles';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Runs the migration's down, then the given set-up on the schema before it, then its up. */
async function fromBefore(setUp: (query: TestDatabase['db']['query']) => Promise<void>) {
  const runner = database.db.createQueryRunner();
  try {
    const migration = new UserRoles1763800000050();
    await migration.down(runner);
    await setUp((sql, params) => database.db.query(sql, params));
    await migration.up(runner);
  } finally {
    await runner.release();
  }
}

it('makes each workspace’s first user its owner and every other teammate an admin', async () => {
  const ids: Record<string, string> = {};
  await fromBefore(async (query) => {
    const [w1] = await query(`INSERT INTO workspace (name) VALUES ('One') RETURNING id`);
    const [w2] = await query(`INSERT INTO workspace (name) VALUES ('Two') RETURNING id`);
    const user = async (name: string, workspace: string, at: string, status = 'active') => {
      const [row] = await query(
        `INSERT INTO "user" (workspace_id, name, email, status, created_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [workspace, name, `${name}@roles.test`, status, at],
      );
      ids[name] = row.id;
    };
    await user('second', w1.id, '2025-02-01T00:00:00Z');
    await user('first', w1.id, '2025-01-01T00:00:00Z');
    await user('invited', w1.id, '2025-03-01T00:00:00Z', 'invited');
    await user('alone', w2.id, '2025-04-01T00:00:00Z');
  });
  const rows: { id: string; role: string }[] = await database.db.query(
    `SELECT id, role FROM "user" WHERE id = ANY($1::uuid[])`,
    [Object.values(ids)],
  );
  const roles = Object.fromEntries(rows.map((row) => [row.id, row.role]));
  expect(roles[ids.first]).toBe('owner');
  expect(roles[ids.second]).toBe('admin');
  expect(roles[ids.invited]).toBe('admin');
  expect(roles[ids.alone]).toBe('owner');

  // One owner per workspace; an address is taken only by users who are not removed.
  const [{ workspace_id: workspace }] = await database.db.query(
    `SELECT workspace_id FROM "user" WHERE id = $1`,
    [ids.first],
  );
  await expect(
    database.db.query(`UPDATE "user" SET role = 'owner' WHERE id = $1`, [ids.second]),
  ).rejects.toThrow(/user_workspace_owner_key/);
  await database.db.query(`UPDATE "user" SET status = 'removed' WHERE id = $1`, [ids.second]);
  await database.db.query(
    `INSERT INTO "user" (workspace_id, name, email, status) VALUES ($1, 'again', $2, 'invited')`,
    [workspace, 'SECOND@roles.test'],
  );
  await expect(
    database.db.query(
      `INSERT INTO "user" (workspace_id, name, email, status) VALUES ($1, 'twice', $2, 'invited')`,
      [workspace, 'second@roles.test'],
    ),
  ).rejects.toThrow(/user_email_key/);
});
