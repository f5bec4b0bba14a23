import { Readable } from 'node:stream';
import { CONTACT_MESSAGES } from '@outbound/common';
import { startTestServer, type TestServer } from '../../../../test/server';
import { MISSING_EMAIL_COLUMN } from '../csv-reader';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: { name: string; value: string | Buffer; fileName?: string }[]) {
  const boundary = '----outbound-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: text/csv`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  token: string,
  csv: string | Buffer,
  options: { name?: string; fileName?: string } = {},
) {
  const parts: { name: string; value: string | Buffer; fileName?: string }[] = [
    { name: 'contactFile', value: csv, fileName: options.fileName ?? 'prospects.csv' },
  ];
  if (options.name !== undefined) parts.push({ name: 'name', value: options.name });
  const { payload, contentType } = multipart(parts);
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/contactList/create',
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}`, action: 'upload' },
  });
  return { status: response.statusCode, body: JSON.parse(response.body) };
}

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
  const lists = await t.database.db.query(`SELECT id FROM contact_list WHERE workspace_id = $1`, [
    user.workspaceId,
  ]);
  expect(lists).toEqual([]);
});

it('an import interrupted half-way leaves neither a list nor contacts', async () => {
  const { user } = await t.signIn();
  const caller = { userId: user.id, workspaceId: user.workspaceId, sessionId: 'test' };
  const file = new Readable({ read() {} });
  file.push('email\n');
  for (let i = 0; i < 1000; i += 1) file.push(`person${i}@example.com\n`);
  setTimeout(() => file.destroy(new Error('connection reset')), 20);
  await expect(
    t.services.contactImport.importList(caller, { name: 'Cut', file }),
  ).rejects.toThrow();
  const [{ lists }] = await t.database.db.query(
    `SELECT count(*)::int AS lists FROM contact_list WHERE workspace_id = $1`,
    [user.workspaceId],
  );
  const [{ contacts }] = await t.database.db.query(
    `SELECT count(*)::int AS contacts FROM contact WHERE workspace_id = $1`,
    [user.workspaceId],
  );
  expect({ lists, contacts }).toEqual({ lists: 0, contacts: 0 });
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
