import { loadConfig } from '../../../config';
import { ensureOwner } from '../first-run';
import { verifyPassword } from '../credential-hashing';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.drop());

it('creates one workspace and owner with a generated password, once', async () => {
  const config = loadConfig({});
  const results = await Promise.all([
    ensureOwner(database.db, config),
    ensureOwner(database.db, config),
  ]);
  const created = results.filter(Boolean);
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({
    email: 'admin@outbound.local',
    generatedPassword: expect.any(String),
  });
  const users = await database.db.query(`SELECT email, password_hash, status, role FROM "user"`);
  expect(users).toHaveLength(1);
  expect(users[0].role).toBe('owner');
  expect(await verifyPassword(users[0].password_hash, created[0]!.generatedPassword!)).toBe(true);
  expect(await ensureOwner(database.db, config)).toBeUndefined();
});

it('uses OUTBOUND_ADMIN_EMAIL and OUTBOUND_ADMIN_PASSWORD when set, and prints no password', async () => {
  const config = loadConfig({
    OUTBOUND_ADMIN_EMAIL: 'boss@example.com',
    OUTBOUND_ADMIN_PASSWORD: 'a long secret',
  });
  expect(await ensureOwner(database.db, config)).toEqual({
    email: 'boss@example.com',
    generatedPassword: undefined,
  });
  const [user] = await database.db.query(`SELECT password_hash FROM "user"`);
  expect(await verifyPassword(user.password_hash, 'a long secret')).toBe(true);
});
