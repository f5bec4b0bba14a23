import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../../config';
import { createServices, type Services } from '../../../services';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { buildMailAccount } from '../../../../test/factories';
import type { MailAccountStatus } from '../mail-account.entity';
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

async function account(status: MailAccountStatus = 'active'): Promise<string> {
  return (await buildMailAccount(database.db, { status })).id;
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

it('counts SMTP and IMAP apart: a working IMAP login does not hide a refused SMTP password', async () => {
  const id = await account();
  for (let i = 1; i < MAX_LOGIN_FAILURES; i += 1) {
    expect(await services.mailbox.recordLoginOutcome(id, false, 'smtp')).toBe('active');
    // The Sent copy and the inbox sync log in to IMAP between the refused SMTP logins.
    expect(await services.mailbox.recordLoginOutcome(id, true, 'imap')).toBe('active');
  }
  expect(await services.mailbox.recordLoginOutcome(id, false, 'smtp')).toBe('stopped');
});

it('stops an account whose IMAP login is refused while SMTP works', async () => {
  const id = await account();
  for (let i = 1; i < MAX_LOGIN_FAILURES; i += 1) {
    expect(await services.mailbox.recordLoginOutcome(id, false, 'imap')).toBe('active');
    expect(await services.mailbox.recordLoginOutcome(id, true, 'smtp')).toBe('active');
  }
  expect(await services.mailbox.recordLoginOutcome(id, false, 'imap')).toBe('stopped');
});
