import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../../../test/server';
import { generatedCsv, upload } from './contact-import-helpers';

/**
 * Contacts and list members carry no foreign keys (migration 0037): the import keeps them pointing
 * at rows that exist by construction, and triggers remove what pointed at a deleted row. These
 * tests hold both halves: after every import and every path that deletes contacts, lists or
 * workspaces, no member points at a missing contact or list, and no contact at a missing workspace.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/**
 * Members and contacts whose referenced rows are gone, or of another workspace than their list;
 * members whose copy of their contact's address in lower case (`email_key`, migration 0043, which
 * the search counts a list's matches of a text on) is not that.
 */
async function strays() {
  const [counts] = await t.database.db.query(
    `SELECT
       (SELECT count(*)::int FROM contact_list_member m JOIN contact c ON c.id = m.contact_id
         WHERE m.email_key IS DISTINCT FROM lower(c.email::text)) AS members_with_another_address,
       (SELECT count(*)::int FROM contact_list_member m
         WHERE NOT EXISTS (SELECT 1 FROM contact c
                            WHERE c.id = m.contact_id AND c.workspace_id = m.workspace_id))
         AS members_without_contact,
       (SELECT count(*)::int FROM contact_list_member m
         WHERE NOT EXISTS (SELECT 1 FROM contact_list l
                            WHERE l.id = m.list_id AND l.workspace_id = m.workspace_id))
         AS members_without_list,
       (SELECT count(*)::int FROM contact c
         WHERE NOT EXISTS (SELECT 1 FROM workspace w WHERE w.id = c.workspace_id))
         AS contacts_without_workspace`,
  );
  return counts;
}

const SERVER_SRC = path.resolve(__dirname, '..', '..', '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

// What the construction rests on: the server adds or deletes contacts and members, and deletes
// lists, nowhere but in the import's statements (migrations aside). A new writer must keep
// members pointing at existing rows itself (or bring the keys back).
it('adds and deletes contacts and members, and deletes lists, only in the import', () => {
  const writes = new RegExp(
    [
      String.raw`\binsert\s+into\s+(?:contact_list_member|contact)\b`,
      String.raw`\bdelete\s+from\s+(?:contact_list_member|contact_list|contact)\b`,
      String.raw`\bupdate\s+contact_list_member\b`,
      String.raw`getRepository\(\s*(?:ContactListMember|ContactList|Contact)\s*\)\s*\.\s*(?:insert|save|delete|remove|upsert)\b`,
    ].join('|'),
    'gi',
  );
  const found = sourceFiles(SERVER_SRC)
    .filter((file) => !file.includes(`${path.sep}migrations${path.sep}`))
    .flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(writes)].map(
        (match) => `${path.relative(SERVER_SRC, file)}: ${match[0].toLowerCase()}`,
      ),
    );
  expect(found.sort()).toEqual([
    // A recipient's values edited (issue 27 §2): `data` only, never a key of the row.
    'modules/contact/member-values.ts: update contact_list_member',
    'modules/contact/queries/contact-import-merge.ts: insert into contact',
    'modules/contact/queries/contact-import-merge.ts: insert into contact_list_member',
  ]);
  const edit = fs.readFileSync(path.join(SERVER_SRC, 'modules/contact/member-values.ts'), 'utf8');
  expect(edit).toMatch(/UPDATE contact_list_member SET data = data \|\| \$4::jsonb\s+WHERE/);
});

const NONE = {
  members_with_another_address: 0,
  members_without_contact: 0,
  members_without_list: 0,
  contacts_without_workspace: 0,
};

async function countOf(sql: string, params: unknown[]): Promise<number> {
  const [{ count }] = await t.database.db.query(`SELECT count(*)::int AS count ${sql}`, params);
  return count;
}

/** Two lists in a new workspace: 30 and 20 addresses, 10 of them in both. */
async function workspaceWithTwoLists() {
  const { token, user } = await t.signIn();
  const first = (await upload(t, token, generatedCsv(30))).body.data.data;
  const second = (await upload(t, token, generatedCsv(20, 'person2'))).body.data.data;
  expect(first).toMatchObject({ status: 'done', imported: 30 });
  // person20@ … person29@ are in the first file too; person210@ … person219@ are new.
  expect(second.status).toBe('done');
  return { token, workspaceId: user.workspaceId as string, first, second };
}

it('imports point every member at a contact of its workspace, also for addresses it already had', async () => {
  const { workspaceId, second } = await workspaceWithTwoLists();
  expect(await countOf('FROM contact_list_member WHERE list_id = $1', [second.id])).toBe(20);
  expect(second.imported).toBe(10);
  expect(await strays()).toEqual(NONE);
  expect(await countOf('FROM contact WHERE workspace_id = $1', [workspaceId])).toBe(40);
});

it("imports give each member its contact's address in lower case, also written in another case", async () => {
  const { token, workspaceId } = await workspaceWithTwoLists();
  // PERSON0@example.com … PERSON9@example.com are person0@ … person9@ of the first list.
  const third = (await upload(t, token, generatedCsv(12, 'PERSON'))).body.data.data;
  expect(third).toMatchObject({ status: 'done', imported: 0 });
  const keys: { email_key: string }[] = await t.database.db.query(
    `SELECT email_key FROM contact_list_member WHERE list_id = $1 ORDER BY email_key`,
    [third.id],
  );
  expect(keys.map((row) => row.email_key).slice(0, 2)).toEqual([
    'person0@example.com',
    'person10@example.com',
  ]);
  expect(await strays()).toEqual(NONE);
  expect(await countOf('FROM contact WHERE workspace_id = $1', [workspaceId])).toBe(40);
});

it('imports of the same new addresses at once share their contacts', async () => {
  const { token, user } = await t.signIn();
  const csv = generatedCsv(300, 'same');
  const answers = await Promise.all([upload(t, token, csv), upload(t, token, csv)]);
  const lists = answers.map((answer) => answer.body.data.data);
  expect(lists.map((list) => list.status)).toEqual(['done', 'done']);
  expect(lists.map((list) => list.imported).sort()).toEqual([0, 300]);
  expect(await countOf('FROM contact WHERE workspace_id = $1', [user.workspaceId])).toBe(300);
  for (const list of lists)
    expect(await countOf('FROM contact_list_member WHERE list_id = $1', [list.id])).toBe(300);
  expect(await strays()).toEqual(NONE);
});

it('a deleted contact leaves every list it was in', async () => {
  const { workspaceId, first, second } = await workspaceWithTwoLists();
  const deleted = await t.database.db.query(
    `DELETE FROM contact WHERE workspace_id = $1 AND email IN ('person25@example.com', 'person1@example.com')
     RETURNING id`,
    [workspaceId],
  );
  expect(deleted).toHaveLength(2);
  expect(await strays()).toEqual(NONE);
  expect(await countOf('FROM contact_list_member WHERE list_id = $1', [first.id])).toBe(28);
  expect(await countOf('FROM contact_list_member WHERE list_id = $1', [second.id])).toBe(19);
});

it('a deleted list takes its members and leaves the other lists and the contacts', async () => {
  const { workspaceId, first, second } = await workspaceWithTwoLists();
  await t.database.db.query(`DELETE FROM contact_list WHERE id = $1`, [first.id]);
  expect(await strays()).toEqual(NONE);
  expect(await countOf('FROM contact_list_member WHERE list_id = $1', [first.id])).toBe(0);
  expect(await countOf('FROM contact_list_member WHERE list_id = $1', [second.id])).toBe(20);
  expect(await countOf('FROM contact WHERE workspace_id = $1', [workspaceId])).toBe(40);
});

it("imports give each member its contact's address in lower case, also written in another case", async () => {
  const { token, workspaceId } = await workspaceWithTwoLists();
  // PERSON0@example.com … PERSON9@example.com are person0@ … person9@ of the first list.
  const third = (await upload(t, token, generatedCsv(12, 'PERSON'))).body.data.data;
  expect(third).toMatchObject({ status: 'done', imported: 0 });
  const keys: { email_key: string }[] = await t.database.db.query(
    `SELECT email_key FROM contact_list_member WHERE list_id = $1 ORDER BY email_key`,
    [third.id],
  );
  expect(keys.map((row) => row.email_key).slice(0, 2)).toEqual([
    'person0@example.com',
    'person10@example.com',
  ]);
  expect(await strays()).toEqual(NONE);
  expect(await countOf('FROM contact WHERE workspace_id = $1', [workspaceId])).toBe(40);
});

it('a deleted workspace takes its contacts, lists and members, and only its own', async () => {
  const gone = await workspaceWithTwoLists();
  const kept = await workspaceWithTwoLists();
  await t.database.db.query(`DELETE FROM workspace WHERE id = $1`, [gone.workspaceId]);
  expect(await strays()).toEqual(NONE);
  const rows = (workspaceId: string) =>
    Promise.all(
      ['contact', 'contact_list', 'contact_list_member', 'contact_tally'].map((table) =>
        countOf(`FROM ${table} WHERE workspace_id = $1`, [workspaceId]),
      ),
    );
  expect(await rows(gone.workspaceId)).toEqual([0, 0, 0, 0]);
  expect(await rows(kept.workspaceId)).toEqual([40, 2, 50, 2]);
});
