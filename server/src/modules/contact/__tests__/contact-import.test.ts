import fs from 'node:fs';
import { CONTACT_MESSAGES } from '@outbound/common';
import pino from 'pino';
import { startJobs, type Jobs } from '../../../jobs/agenda';
import { startTestServer, type TestServer } from '../../../../test/server';
import { IMPORT_NOT_FOUND } from '../contact-import.service';
import { EMPTY_FILE, MISSING_EMAIL_COLUMN } from '../csv-reader';
import {
  CONTACT_IMPORT_QUERY,
  multipart,
  upload as uploadTo,
  workspaceCounts,
  type ContactImportResult,
} from './contact-import-helpers';

// The API and a worker in one process, as `OUTBOUND_ROLE=all` runs them: uploads go through the
// job queue.
let t: TestServer;
let jobs: Jobs;
beforeAll(async () => {
  t = await startTestServer();
  jobs = await startJobs(t.services, t.database.url, {
    process: true,
    logger: pino({ level: 'silent' }),
    processEvery: 200,
  });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

const upload = (
  token: string,
  csv: string | Buffer,
  options?: { name?: string; fileName?: string },
) => uploadTo(t, token, csv, options);

async function members(listId: string) {
  return t.database.db.query(
    `SELECT c.email, m.line, m.data FROM contact_list_member m JOIN contact c ON c.id = m.contact_id
      WHERE m.list_id = $1 ORDER BY m.line`,
    [listId],
  );
}

it('imports a file with BOM, CRLF, quoted commas and newlines and blank lines, keeping every column', async () => {
  const { token } = await t.signIn();
  const csv =
    '\uFEFFEmail,First Name,Company\r\n' +
    'ann@example.com,Ann,"Acme, Inc."\r\n' +
    '\r\n' +
    'bob@example.com,Bob,"Two\r\nLines"\r\n' +
    'cy@example.com,Cy,Plain\r\n';
  const answer = await upload(token, csv, { name: 'Q3 prospects' });
  expect(answer.status).toBe(200);
  expect(answer.body.message).toBe(CONTACT_MESSAGES.uploaded);
  const result = answer.body.data.data;
  expect(result).toMatchObject({
    import_id: expect.any(String),
    status: 'done',
    name: 'Q3 prospects',
    imported: 3,
    duplicates: 0,
    invalid: 0,
    errors: [],
  });
  expect(result.data_keys).toEqual(['Email', 'First Name', 'Company']);
  expect(await members(result.id)).toEqual([
    {
      email: 'ann@example.com',
      line: 2,
      data: { Email: 'ann@example.com', 'First Name': 'Ann', Company: 'Acme, Inc.' },
    },
    {
      email: 'bob@example.com',
      line: 4,
      data: { Email: 'bob@example.com', 'First Name': 'Bob', Company: 'Two\nLines' },
    },
    {
      email: 'cy@example.com',
      line: 6,
      data: { Email: 'cy@example.com', 'First Name': 'Cy', Company: 'Plain' },
    },
  ]);
  const lists = await t.rest('GET', '/v1/contactList/search', { token });
  expect(lists.body.data).toEqual([
    expect.objectContaining({ id: result.id, name: 'Q3 prospects', contacts_count: 3 }),
  ]);
});

it('reads Latin-1 files, names repeated and blank headers, and uses the file name when no name is given', async () => {
  const { token } = await t.signIn();
  const csv = Buffer.from('name,email,name,\nRené,rene@example.com,Müller,x\n', 'latin1');
  const answer = await upload(token, csv, { fileName: 'Salon 2026.csv' });
  const result = answer.body.data.data;
  expect(result.name).toBe('Salon 2026');
  expect(result.data_keys).toEqual(['name', 'email', 'name_2', 'column_4']);
  expect((await members(result.id))[0].data).toEqual({
    name: 'René',
    email: 'rene@example.com',
    name_2: 'Müller',
    column_4: 'x',
  });
});

it('reports bad rows with their line and reason, and imports the valid ones', async () => {
  const { token } = await t.signIn();
  const csv = [
    'email,first',
    'good@example.com,Good',
    'not-an-email,Bad',
    'short@example.com',
    ',Empty',
    'formula@example.com,=HYPERLINK("http://x")',
    'late@example.com,"never closed',
  ].join('\n');
  const result = (await upload(token, csv)).body.data.data;
  expect(result.imported).toBe(2);
  expect(result.invalid).toBe(4);
  expect(result.errors).toEqual([
    { line: 3, reason: '"not-an-email" is not a valid email address' },
    { line: 4, reason: 'it has 1 values; the header has 2' },
    { line: 5, reason: 'the email is empty' },
    { line: 7, reason: 'a quote is not closed' },
  ]);
  const rows = await members(result.id);
  expect(rows.map((row: { email: string }) => row.email)).toEqual([
    'good@example.com',
    'formula@example.com',
  ]);
  expect(rows[1].data.first).toBe('=HYPERLINK("http://x")');
});

it('re-importing the same file adds no contact; repeats inside a file count as duplicates', async () => {
  const { token, user } = await t.signIn();
  const csv = 'email\nA@example.com\na@example.com\nb@example.com\n';
  const first = (await upload(token, csv)).body.data.data;
  expect(first).toMatchObject({ imported: 2, duplicates: 1 });
  const second = (await upload(token, csv)).body.data.data;
  expect(second).toMatchObject({ imported: 0, duplicates: 3 });
  expect(await members(second.id)).toHaveLength(2);
  const [{ count }] = await t.database.db.query(
    `SELECT count(*)::int AS count FROM contact WHERE workspace_id = $1`,
    [user.workspaceId],
  );
  expect(count).toBe(2);
});

it('keeps a 10 MB field', async () => {
  const { token } = await t.signIn();
  const big = 'x'.repeat(10 * 1024 * 1024);
  const result = (await upload(token, `email,notes\nbig@example.com,${big}\n`)).body.data.data;
  expect(result.imported).toBe(1);
  const [{ length }] = await t.database.db.query(
    `SELECT length(data->>'notes') AS length FROM contact_list_member WHERE list_id = $1`,
    [result.id],
  );
  expect(length).toBe(big.length);
}, 30_000);

it('refuses a file without an email column, or no file at all, and creates nothing', async () => {
  const { token, user } = await t.signIn();
  expect(await upload(token, 'name,company\nAnn,Acme\n')).toEqual({
    status: 400,
    body: { message: MISSING_EMAIL_COLUMN },
  });
  const { payload, contentType } = multipart([{ name: 'name', value: 'No file' }]);
  const noFile = await t.app.inject({
    method: 'POST',
    url: '/v1/contactList/create',
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  expect(noFile.statusCode).toBe(400);
  expect(JSON.parse(noFile.body)).toEqual({ message: CONTACT_MESSAGES.fileRequired });
  expect(await upload(token, '\uFEFF\r\n\n')).toEqual({
    status: 400,
    body: { message: EMPTY_FILE },
  });
  expect(await workspaceCounts(t, user.workspaceId)).toEqual({ lists: 0, contacts: 0, members: 0 });
  const [{ imports }] = await t.database.db.query(
    `SELECT count(*)::int AS imports FROM contact_import WHERE workspace_id = $1`,
    [user.workspaceId],
  );
  expect(imports).toBe(0);
  // Refused uploads are not kept.
  expect(fs.readdirSync(t.services.contactImport.importsDir)).toEqual([]);
});

it('imports a file with only a header as an empty list', async () => {
  const { token } = await t.signIn();
  const answer = await upload(token, 'Email Address,Name\n', { name: 'Empty' });
  expect(answer.status).toBe(200);
  expect(answer.body.data.data).toMatchObject({
    status: 'done',
    imported: 0,
    duplicates: 0,
    invalid: 0,
    data_keys: ['Email Address', 'Name'],
  });
});

it('reports the outcome over GraphQL and deletes the stored file once done', async () => {
  const { token } = await t.signIn();
  const answer = await upload(
    token,
    'email,name\nann@example.com,Ann\nbad,Bob\nann@example.com,Again\n',
  );
  const { import_id: importId, id: listId } = answer.body.data.data;
  const { data } = await t.gql<{ contactImport: ContactImportResult }>(
    CONTACT_IMPORT_QUERY,
    { id: importId },
    { token },
  );
  const bytes = Buffer.byteLength(
    'email,name\nann@example.com,Ann\nbad,Bob\nann@example.com,Again\n',
  );
  expect(data?.contactImport).toEqual({
    id: importId,
    listId,
    name: 'prospects',
    status: 'done',
    bytesTotal: bytes,
    bytesRead: bytes,
    rowsRead: 3,
    imported: 1,
    duplicates: 1,
    invalid: 1,
    errors: [{ line: 3, reason: '"bad" is not a valid email address' }],
    message: null,
    createdAt: expect.any(String),
  });
  expect(fs.readdirSync(t.services.contactImport.importsDir)).toEqual([]);
});

it("answers another workspace's list id exactly like a missing one", async () => {
  const { token } = await t.signIn();
  const result = (await upload(token, 'email\nx@example.com\n')).body.data.data;
  const { token: stranger } = await t.signIn();
  const theirs = await t.rest('GET', `/v1/contactList/search/${result.id}`, { token: stranger });
  const missing = await t.rest(
    'GET',
    '/v1/contactList/search/00000000-0000-4000-8000-000000000000',
    { token: stranger },
  );
  expect(theirs).toEqual({ status: 404, body: { message: CONTACT_MESSAGES.listNotFound } });
  expect(missing).toEqual(theirs);
  expect((await t.rest('GET', `/v1/contactList/search/${result.id}`, { token })).status).toBe(200);
  expect((await t.rest('GET', '/v1/campaign/contactsList/all', { token: stranger })).body).toEqual({
    contacts_list: [],
  });
});

it("lists the workspace's lists on POST /v1/campaign/contactsList/all (the spec's method) as on GET", async () => {
  const { token } = await t.signIn();
  const result = (await upload(token, 'email\nx@example.com\n')).body.data.data;
  const { token: stranger } = await t.signIn();
  const posted = await t.rest<{ contacts_list: { _id: string }[] }>(
    'POST',
    '/v1/campaign/contactsList/all',
    { token },
  );
  expect(posted.status).toBe(200);
  expect(posted.body.contacts_list.map((list) => list._id)).toEqual([result.id]);
  expect(await t.rest('GET', '/v1/campaign/contactsList/all', { token })).toEqual(posted);
  expect(await t.rest('POST', '/v1/campaign/contactsList/all', { token: stranger })).toEqual({
    status: 200,
    body: { contacts_list: [] },
  });
});

it("answers another workspace's import id exactly like a missing one", async () => {
  const { token } = await t.signIn();
  const importId = (await upload(token, 'email\nx@example.com\n')).body.data.data.import_id;
  const { token: stranger } = await t.signIn();
  const ask = (id: string, as: string) =>
    t.gql<{ contactImport: ContactImportResult }>(CONTACT_IMPORT_QUERY, { id }, { token: as });
  const theirs = await ask(importId, stranger);
  const missing = await ask('00000000-0000-4000-8000-000000000000', stranger);
  const malformed = await ask('not-an-id', stranger);
  expect(theirs.errors).toEqual([
    {
      message: IMPORT_NOT_FOUND,
      path: ['contactImport'],
      extensions: { code: 'NOT_FOUND', status: 404 },
    },
  ]);
  expect(missing).toEqual(theirs);
  expect(malformed).toEqual(theirs);
  expect((await ask(importId, token)).data?.contactImport.status).toBe('done');
  expect((await t.gql(CONTACT_IMPORT_QUERY, { id: importId })).errors?.[0].extensions?.code).toBe(
    'UNAUTHENTICATED',
  );
});

it('leaves All Contacts complete: its search finds the new contacts and its Total counts them', async () => {
  const { token, user } = await t.signIn();
  const rows = Array.from({ length: 300 }, (_, i) => `trigram${i}@merge${i % 7}.test`);
  const answer = await upload(token, `email\n${rows.join('\n')}\ntrigram5@MERGE5.test\n`);
  expect(answer.body.data.data).toMatchObject({ imported: 300, duplicates: 1 });
  const caller = {
    workspaceId: user.workspaceId,
    userId: user.id,
    sessionId: 'test',
    role: 'admin' as const,
  };
  const found = await t.services.contactSearch.search(caller, { searchText: 'trigram123@' });
  expect(found.rows.map((row) => row.email)).toEqual(['trigram123@merge4.test']);
  expect((await t.services.contactSearch.stats(caller)).total).toBe(300);
  await upload(token, `email\ntrigram1@merge1.test\nnew@merge.test\n`);
  expect((await t.services.contactSearch.stats(caller)).total).toBe(301);
});
