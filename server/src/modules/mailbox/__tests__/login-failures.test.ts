import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SENDING_PREFERENCE } from '@outbound/common';
import pino from 'pino';
import { loadConfig } from '../../../config';
import { createServices, type Services } from '../../../services';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { buildUser } from '../../../../test/factories';
import { MAX_LOGIN_FAILURES } from '../mailbox.service';

let database: TestDatabase;
let services: Services;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-data-'));
  services = createServices(
    database.db,
    loadConfig({ OUTBOUND_DATA_DIR: dataDir }),
    pino({ level: 'silent' }),
  );
});
afterAll(async () => {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function account(status = 'active'): Promise<string> {
  const user = await buildUser(database.db);
  const [{ id }] = await database.db.query(
    `INSERT INTO mail_account (workspace_id, type, email, name, status, credentials, sending_preference)
     VALUES ($1, 'smtp', $2, 'Box', $3, 'v1:sealed', $4) RETURNING id`,
    [
      user.workspaceId,
      `box-${user.id}@example.com`,
      status,
      JSON.stringify(DEFAULT_SENDING_PREFERENCE('UTC')),
    ],
  );
  return id;
}

it(`stops an account after ${MAX_LOGIN_FAILURES} login failures in a row`, async () => {
  const id = await account();
  for (let i = 1; i < MAX_LOGIN_FAILURES; i += 1) {
    expect(await services.mailbox.recordLoginOutcome(id, false)).toBe('active');
  }
  expect(await services.mailbox.recordLoginOutcome(id, false)).toBe('stopped');
});

it('a success in between starts the count again', async () => {
  const id = await account();
  await services.mailbox.recordLoginOutcome(id, false);
  await services.mailbox.recordLoginOutcome(id, false);
  await services.mailbox.recordLoginOutcome(id, true);
  await services.mailbox.recordLoginOutcome(id, false);
  expect(await services.mailbox.recordLoginOutcome(id, false)).toBe('active');
});

it('leaves a disabled account disabled', async () => {
  const id = await account('inactive');
  for (let i = 0; i < MAX_LOGIN_FAILURES + 1; i += 1)
    await services.mailbox.recordLoginOutcome(id, false);
  const [{ status }] = await database.db.query(`SELECT status FROM mail_account WHERE id = $1`, [
    id,
  ]);
  expect(status).toBe('inactive');
});
