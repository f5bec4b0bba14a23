import { Client } from 'pg';
import { eventually } from '../../../../test/eventually';
import {
  buildCampaign,
  buildContact,
  buildContactList,
  buildUser,
  buildWorkspace,
} from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import { addListRecipients } from '../../campaign/recipients/recipient-states';
import {
  addListToActivity,
  insertImportedList,
  insertMembers,
} from '../queries/contact-import-merge';

/**
 * The lists an activity row carries (`list_ids`) when an import adds existing contacts to a list
 * while a campaign enrols them for the first time, each in its own connection, both ways round.
 * The import's statements are those of `mergeStaged` from its target table on; the enrolment is
 * the campaign's own (`addListRecipients`), held open until the test lets it commit.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function setup() {
  const db = t.database.db;
  const workspace = await buildWorkspace(db);
  const user = await buildUser(db, { workspace });
  const contacts = [];
  for (let i = 0; i < 3; i += 1)
    contacts.push(await buildContact(db, { workspaceId: workspace.id }));
  const first = await buildContactList(db, {
    workspaceId: workspace.id,
    createdBy: user.id,
    contactIds: contacts.map((c) => c.id),
  });
  const campaign = await buildCampaign(db, { workspaceId: workspace.id });
  return { workspaceId: workspace.id, userId: user.id, contacts, first, campaign };
}

/** An import's transaction on its own connection, up to its members (not committed). */
async function importUpToMembers(s: Awaited<ReturnType<typeof setup>>, listId: string) {
  const client = new Client({ connectionString: t.database.url });
  await client.connect();
  await client.query('BEGIN');
  await insertImportedList(client as never, {
    id: listId,
    workspaceId: s.workspaceId,
    name: 'Imported',
    dataKeys: ['email'],
    createdBy: s.userId,
  });
  await client.query(
    `CREATE TEMP TABLE import_target ON COMMIT DROP AS
     SELECT row_number() OVER (ORDER BY id) + 1 AS line, email::text AS email,
            lower(email::text) COLLATE "C" AS key, '{}'::jsonb AS data, NULL::text AS time_zone,
            id AS contact_id, false AS is_new
       FROM contact WHERE workspace_id = $1`,
    [s.workspaceId],
  );
  await insertMembers(client as never, { listId, workspaceId: s.workspaceId, inIdOrder: false });
  return client;
}

/** The campaign enrols the first list in a transaction that commits when `release` is called. */
function enrolHeldOpen(s: Awaited<ReturnType<typeof setup>>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let enrolled!: () => void;
  const didEnrol = new Promise<void>((resolve) => (enrolled = resolve));
  const done = t.database.db.transaction(async (tx) => {
    await addListRecipients(tx, s.campaign.id, s.first.id);
    enrolled();
    await released;
  });
  return { done, didEnrol, release };
}

/** Whether some backend is waiting for the activity-lists advisory lock. */
async function waitingOnLock(): Promise<boolean> {
  const [{ n }] = await t.database.db.query(
    `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
  );
  return n > 0;
}

async function listIds(s: Awaited<ReturnType<typeof setup>>): Promise<string[][]> {
  const rows: { list_ids: string[] }[] = await t.database.db.query(
    `SELECT list_ids FROM contact_activity WHERE contact_id = ANY ($1::uuid[]) ORDER BY contact_id`,
    [s.contacts.map((c) => c.id)],
  );
  return rows.map((row) => [...row.list_ids].sort());
}

const newListId = () => crypto.randomUUID();

describe("an activity row's lists, when an import and a first enrolment meet", () => {
  it('an enrolment during the import, after its members, waits and reads them', async () => {
    const s = await setup();
    const imported = newListId();
    const client = await importUpToMembers(s, imported);
    try {
      await addListToActivity(client as never, { listId: imported, workspaceId: s.workspaceId });
      const enrolment = enrolHeldOpen(s);
      await eventually(async () => ((await waitingOnLock()) ? true : undefined), {
        what: 'a wait for the lock',
      });
      await client.query('COMMIT');
      await enrolment.didEnrol;
      enrolment.release();
      await enrolment.done;
    } finally {
      await client.end();
    }
    const both = [s.first.id, imported].sort();
    expect(await listIds(s)).toEqual([both, both, both]);
  });

  it('an import of contacts an enrolment under way created rows for waits and updates them', async () => {
    const s = await setup();
    const imported = newListId();
    const client = await importUpToMembers(s, imported);
    try {
      const enrolment = enrolHeldOpen(s);
      await enrolment.didEnrol;
      // The enrolment's rows read the members committed: not the import's.
      const adding = addListToActivity(client as never, {
        listId: imported,
        workspaceId: s.workspaceId,
      });
      await eventually(async () => ((await waitingOnLock()) ? true : undefined), {
        what: 'a wait for the lock',
      });
      enrolment.release();
      await enrolment.done;
      expect(await adding).toBe(3);
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
    const both = [s.first.id, imported].sort();
    expect(await listIds(s)).toEqual([both, both, both]);
  });
});
