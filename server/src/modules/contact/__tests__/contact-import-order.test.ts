import { Client } from 'pg';
import { eventually } from '../../../../test/eventually';
import { startTestServer, type TestServer } from '../../../../test/server';
import { upload } from './contact-import-helpers';

/**
 * An import writes its contacts in address order and its members in contact id order, so that
 * their indexes grow at their right end, without sorting what is already in that order: the rows
 * are read from the import's table in the order it was written, and members are sorted only when
 * some contacts existed before. These tests read the rows in the order they were written (ctid).
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** A CSV of the given addresses, in that order. */
function csvOf(addresses: string[]): string {
  return `email,first_name\n${addresses.map((address, i) => `${address},N${i}`).join('\n')}\n`;
}

/** person0@ … person{n-1}@, shuffled deterministically, some in capitals. */
function shuffled(n: number, prefix: string): string[] {
  const addresses = Array.from({ length: n }, (_, i) => `${prefix}${i}@example.com`);
  return addresses
    .map((address, i) => ({
      address: i % 3 === 0 ? address.toUpperCase() : address,
      k: (i * 7919) % n,
    }))
    .sort((a, b) => a.k - b.k)
    .map(({ address }) => address);
}

const ascending = (values: string[]) => [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

async function membersAsWritten(listId: string): Promise<string[]> {
  const rows = await t.database.db.query(
    `SELECT contact_id::text AS id FROM contact_list_member WHERE list_id = $1 ORDER BY ctid`,
    [listId],
  );
  return rows.map((row: { id: string }) => row.id);
}

async function contactsAsWritten(workspaceId: string): Promise<{ id: string; key: string }[]> {
  return t.database.db.query(
    `SELECT id::text AS id, lower(email::text) AS key FROM contact WHERE workspace_id = $1
      ORDER BY ctid`,
    [workspaceId],
  );
}

it('a list of new addresses writes its contacts in address order and its members in id order', async () => {
  const { token, user } = await t.signIn();
  const list = (await upload(t, token, csvOf(shuffled(500, 'order')))).body.data.data;
  expect(list).toMatchObject({ status: 'done', imported: 500 });
  const contacts = await contactsAsWritten(user.workspaceId);
  expect(contacts.map((c) => c.key)).toEqual(ascending(contacts.map((c) => c.key)));
  expect(contacts.map((c) => c.id)).toEqual(ascending(contacts.map((c) => c.id)));
  const members = await membersAsWritten(list.id);
  expect(members).toHaveLength(500);
  expect(members).toEqual(ascending(members));
});

it('a list of addresses some of which were contacts already writes its members in id order', async () => {
  const { token, user } = await t.signIn();
  const earlier = (await upload(t, token, csvOf(shuffled(300, 'mixed').slice(0, 120)))).body;
  expect(earlier.data.data).toMatchObject({ status: 'done', imported: 120 });
  const list = (await upload(t, token, csvOf(shuffled(300, 'mixed')))).body.data.data;
  expect(list).toMatchObject({ status: 'done', imported: 180, duplicates: 120 });
  const members = await membersAsWritten(list.id);
  expect(members).toHaveLength(300);
  expect(members).toEqual(ascending(members));
  const added = (await contactsAsWritten(user.workspaceId)).slice(120);
  expect(added.map((c) => c.key)).toEqual(ascending(added.map((c) => c.key)));
});

it('an address added by another transaction while the import inserts is taken, not duplicated', async () => {
  const { token, user } = await t.signIn();
  const holder = new Client({ connectionString: t.database.url });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    const [{ id: theirs }] = (
      await holder.query(
        `INSERT INTO contact (workspace_id, email) VALUES ($1, 'Race7@example.com') RETURNING id`,
        [user.workspaceId],
      )
    ).rows;
    const answer = upload(t, token, csvOf(shuffled(50, 'race')));
    // The import waits for the holder's address in the unique index.
    await eventually(async () => {
      const [{ waiting }] = await t.database.db.query(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE application_name = 'outbound contact import' AND wait_event_type = 'Lock'`,
      );
      expect(waiting).toBe(1);
      return true;
    });
    await holder.query('COMMIT');
    const list = (await answer).body.data.data;
    const state = await t.services.contactImport.waitFor(
      { userId: user.id, workspaceId: user.workspaceId, sessionId: 'test', role: 'admin' as const },
      list.import_id,
      30_000,
    );
    expect(state).toMatchObject({ status: 'done', imported: 49, duplicates: 1 });
    const members = await membersAsWritten(state.listId);
    expect(members).toHaveLength(50);
    expect(members).toContain(theirs);
    expect(members).toEqual(ascending(members));
  } finally {
    await holder.end();
  }
});
