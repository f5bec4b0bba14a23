import fs from 'node:fs';
import pino from 'pino';
import { Client } from 'pg';
import { loadConfig } from '../../../config';
import { startJobs, type Jobs } from '../../../jobs/agenda';
import { createServices } from '../../../services';
import { eventually } from '../../../../test/eventually';
import { startTestServer, type TestServer } from '../../../../test/server';
import { IMPORT_MESSAGES } from '../contact-import.service';
import {
  CONTACT_IMPORT_QUERY,
  generatedCsv,
  upload,
  workspaceCounts,
  type ContactImportResult,
} from './contact-import-helpers';

const logger = pino({ level: 'silent' });

// The API answers 202 at once (IMPORT_WAIT_MS=0) and only enqueues; a worker with its own services
// (same database, same data directory) runs the imports, as with OUTBOUND_ROLE=api and =worker.
let t: TestServer;
let api: Jobs;
let worker: Jobs;
beforeAll(async () => {
  t = await startTestServer({ IMPORT_WAIT_MS: '0' });
  api = await startJobs(t.services, t.database.url, { process: false, logger });
  const workerConfig = loadConfig({ OUTBOUND_DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' });
  worker = await startJobs(createServices(t.database.db, workerConfig, logger), t.database.url, {
    process: true,
    logger,
    processEvery: 200,
  });
});
afterAll(async () => {
  await api.stop();
  await worker.stop();
  await t.close();
});

async function poll(token: string, id: string) {
  const { data, errors } = await t.gql<{ contactImport: ContactImportResult }>(
    CONTACT_IMPORT_QUERY,
    { id },
    { token },
  );
  if (!data) throw new Error(JSON.stringify(errors));
  return data.contactImport;
}

async function finished(token: string, id: string) {
  return eventually(
    async () => {
      const state = await poll(token, id);
      return state.status === 'done' || state.status === 'failed' ? state : undefined;
    },
    { timeoutMs: 30_000, what: 'the import to finish' },
  );
}

/** A connection of the test itself, e.g. to hold a lock the import waits for. */
async function connect(): Promise<Client> {
  const client = new Client({ connectionString: t.database.url });
  await client.connect();
  return client;
}

/** Makes every insert into list members wait while `holder` holds advisory lock 4242. */
async function gateMemberInserts(holder: Client) {
  await holder.query(`SELECT pg_advisory_lock(4242)`);
  await t.database.db.query(`
    CREATE OR REPLACE FUNCTION test_gate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_advisory_xact_lock_shared(4242); RETURN NULL; END $$`);
  await t.database.db.query(`
    CREATE TRIGGER test_gate BEFORE INSERT ON contact_list_member
    FOR EACH STATEMENT EXECUTE FUNCTION test_gate()`);
}

/** Opens the gate (first: dropping the trigger waits for the insert that waits at the gate). */
async function ungate(holder: Client) {
  await holder.query(`SELECT pg_advisory_unlock_all()`);
  await holder.end();
  await t.database.db.query(`DROP TRIGGER IF EXISTS test_gate ON contact_list_member`);
}

/** The import's own connection, once it waits at the gate (its contacts are inserted by then). */
async function importWaitingAtGate() {
  return eventually(
    async () => {
      const [row] = await t.database.db.query(
        `SELECT pid FROM pg_stat_activity
          WHERE application_name = 'outbound contact import' AND wait_event_type = 'Lock'`,
      );
      return row?.pid as number | undefined;
    },
    { timeoutMs: 30_000, what: 'the import to wait at the gate' },
  );
}

it('answers 202 and reports progress over GraphQL until the worker is done', async () => {
  const { token, user } = await t.signIn();
  const csv = generatedCsv(20_000);
  const answer = await upload(t, token, csv, { name: 'Big' });
  expect(answer.status).toBe(202);
  const { id: listId, import_id: importId } = answer.body.data.data;
  expect(answer.body).toEqual({
    message: 'File uploaded successfully!',
    data: { data: { id: listId, import_id: importId, status: 'running', name: 'Big' } },
  });
  const seen: ContactImportResult[] = [];
  const done = await eventually(
    async () => {
      const state = await poll(token, importId);
      seen.push(state);
      return state.status === 'done' ? state : undefined;
    },
    { timeoutMs: 30_000, intervalMs: 50, what: 'the import to be done' },
  );
  const bytes = Buffer.byteLength(csv);
  expect(done).toMatchObject({
    listId,
    status: 'done',
    bytesTotal: bytes,
    bytesRead: bytes,
    rowsRead: 20_000,
    imported: 20_000,
    duplicates: 0,
    invalid: 0,
    message: null,
  });
  // Progress only moves forward; the total is known from the start.
  for (let i = 1; i < seen.length; i += 1) {
    expect(seen[i].bytesRead).toBeGreaterThanOrEqual(seen[i - 1].bytesRead);
    expect(seen[i].bytesTotal).toBe(bytes);
    expect(['queued', 'running', 'done']).toContain(seen[i].status);
  }
  expect(await workspaceCounts(t, user.workspaceId)).toEqual({
    lists: 1,
    contacts: 20_000,
    members: 20_000,
  });
  // The job removes the upload just after the commit that marks the import done, so a poll can
  // see 'done' a moment before the file is gone.
  await eventually(
    () => (fs.readdirSync(t.services.contactImport.importsDir).length === 0 ? true : undefined),
    { what: 'the upload to be removed' },
  );
}, 60_000);

it('an import whose connection is killed after adding contacts leaves no list and no contacts', async () => {
  const { token, user } = await t.signIn();
  const holder = await connect();
  await gateMemberInserts(holder);
  try {
    const answer = await upload(t, token, generatedCsv(2_000, 'killed'));
    const importId = answer.body.data.data.import_id;
    const pid = await importWaitingAtGate();
    // Inside the import, the contacts exist by now; nobody else sees them.
    expect(await workspaceCounts(t, user.workspaceId)).toEqual({
      lists: 0,
      contacts: 0,
      members: 0,
    });
    expect((await poll(token, importId)).status).toBe('running');
    await t.database.db.query(`SELECT pg_terminate_backend($1)`, [pid]);
    const state = await finished(token, importId);
    expect(state).toMatchObject({ status: 'failed', message: IMPORT_MESSAGES.failed });
  } finally {
    await ungate(holder);
  }
  expect(await workspaceCounts(t, user.workspaceId)).toEqual({ lists: 0, contacts: 0, members: 0 });
  expect(fs.readdirSync(t.services.contactImport.importsDir)).toEqual([]);
}, 60_000);

it('a failure in the last statement rolls everything back and says so', async () => {
  const { token, user } = await t.signIn();
  await t.database.db.query(`
    CREATE OR REPLACE FUNCTION test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF NEW.line = 1500 THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$`);
  await t.database.db.query(`
    CREATE TRIGGER test_fail BEFORE INSERT ON contact_list_member
    FOR EACH ROW EXECUTE FUNCTION test_fail()`);
  try {
    const answer = await upload(t, token, generatedCsv(2_000, 'failing'));
    const state = await finished(token, answer.body.data.data.import_id);
    expect(state).toMatchObject({ status: 'failed', message: IMPORT_MESSAGES.failed });
  } finally {
    await t.database.db.query(`DROP TRIGGER test_fail ON contact_list_member`);
  }
  expect(await workspaceCounts(t, user.workspaceId)).toEqual({ lists: 0, contacts: 0, members: 0 });
}, 60_000);

it('runs of one import exclude each other, and running it again once done changes nothing', async () => {
  const { token, user } = await t.signIn();
  const holder = await connect();
  await gateMemberInserts(holder);
  let importId: string;
  try {
    const answer = await upload(t, token, generatedCsv(500, 'twice'));
    importId = answer.body.data.data.import_id;
    await importWaitingAtGate();
    // A second run (a lock that expired, another worker) finds the first one at work and leaves.
    await t.services.contactImport.run(importId);
    expect((await poll(token, importId)).status).toBe('running');
  } finally {
    await ungate(holder);
  }
  const done = await finished(token, importId);
  expect(done).toMatchObject({ status: 'done', imported: 500 });
  await t.services.contactImport.run(importId);
  // As after a crash between the commit and the job's end: the job runs again, finds its list.
  await t.database.db.query(`UPDATE contact_import SET status = 'running' WHERE id = $1`, [
    importId,
  ]);
  await t.services.contactImport.run(importId);
  expect(await poll(token, importId)).toMatchObject({ status: 'done', imported: 500 });
  expect(await workspaceCounts(t, user.workspaceId)).toEqual({
    lists: 1,
    contacts: 500,
    members: 500,
  });
}, 60_000);

it('an import left running by a worker that died is imported once when the job runs again', async () => {
  const { user } = await t.signIn();
  const file = t.services.contactImport.newUploadPath();
  fs.writeFileSync(file, generatedCsv(300, 'orphan'));
  const [{ id }] = await t.database.db.query(
    `INSERT INTO contact_import (workspace_id, list_id, name, file_path, bytes_total, status, bytes_read)
     VALUES ($1, gen_random_uuid(), 'Orphan', $2, $3, 'running', 1000) RETURNING id`,
    [user.workspaceId, file, fs.statSync(file).size],
  );
  await worker.agenda.now('contact.import', { importId: id });
  await eventually(
    async () => {
      const [row] = await t.database.db.query(`SELECT status FROM contact_import WHERE id = $1`, [
        id,
      ]);
      return row.status === 'done' ? true : undefined;
    },
    { timeoutMs: 30_000, what: 'the orphaned import to be done' },
  );
  expect(await workspaceCounts(t, user.workspaceId)).toEqual({
    lists: 1,
    contacts: 300,
    members: 300,
  });
  expect(fs.existsSync(file)).toBe(false);
}, 60_000);

it('a process without a job queue runs the import itself', async () => {
  const local = await startTestServer();
  try {
    const { token } = await local.signIn();
    const answer = await upload(local, token, 'email\nann@example.com\n');
    expect(answer.status).toBe(200);
    expect(answer.body.data.data).toMatchObject({ status: 'done', imported: 1 });
  } finally {
    await local.close();
  }
});
