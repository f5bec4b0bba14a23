import { CONTACT_FILTERS, type ContactSearchCommand } from '@outbound/common';
import type { DataSource } from 'typeorm';
import {
  buildCampaign,
  buildContactList,
  buildUser,
  buildWorkspace,
} from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import type { Caller } from '../../auth/caller';
import { addListRecipients } from '../../campaign/recipients/recipient-states';
import { sampleAddresses } from '../queries/contact-search-sample';
import { upload } from './contact-import-helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

interface Plain {
  id: string;
  email: string;
  status: string;
  created_at: Date;
  campaign_count: number;
  sent_count: number;
  opened_count: number;
  clicked_count: number;
  replied_count: number;
  lead_count: number;
  engaged_count: number;
  lists: string[];
}

/**
 * 64 contacts in 5 batches that share a creation date (as an import's contacts do), a third in a
 * campaign with counters spread by index, some bounced or unsubscribed; a list of the owner (every
 * other contact) and two of a teammate (every third, and every fifth: some contacts in both).
 * The last 4 addresses hold "b4" between letters of another script, which no trigram of ASCII
 * characters shows. Another workspace has the same addresses, which no answer may count.
 */
async function setup(db: DataSource) {
  const workspace = await buildWorkspace(db);
  const owner = await buildUser(db, { workspace });
  const { user: teammate, token: teammateToken } = await t.signIn({ workspace });
  const other = await buildWorkspace(db);
  for (const ws of [workspace.id, other.id]) {
    await db.query(
      `INSERT INTO contact (workspace_id, email, status, created_at)
       SELECT $1, CASE WHEN i >= 60 THEN i || 'ñb4ö' WHEN i % 4 = 0 THEN 'Ab' || i ELSE 'cd' || i END
                  || '@X' || (i % 3) || '.test',
              CASE WHEN i % 11 = 0 THEN 'bounced' WHEN i % 13 = 0 THEN 'unsubscribed'
                   ELSE 'active' END,
              timestamptz '2026-01-01' + make_interval(days => i / 15)
         FROM generate_series(0, 63) i`,
      [ws],
    );
  }
  await db.query(
    `INSERT INTO contact_activity (contact_id, workspace_id, campaign_count, sent_count,
                                   opened_count, clicked_count, replied_count, lead_count)
     SELECT id, workspace_id, n % 2, n % 3, (n % 4 = 0)::int, (n % 5 = 0)::int,
            (n % 6 = 0)::int, (n % 7 = 0)::int
       FROM (SELECT id, workspace_id, substring(email::text from '[0-9]+')::int AS n
               FROM contact WHERE workspace_id = $1) c
      WHERE n % 3 = 0`,
    [workspace.id],
  );
  const list = async (createdBy: string, every: number): Promise<string> => {
    const [row] = await db.query(
      `INSERT INTO contact_list (workspace_id, name, created_by) VALUES ($1, 'List', $2)
       RETURNING id`,
      [workspace.id, createdBy],
    );
    await db.query(
      `INSERT INTO contact_list_member (list_id, contact_id, workspace_id, line, data)
       SELECT $1, id, workspace_id, 0, '{}' FROM contact
        WHERE workspace_id = $2 AND substring(email::text from '[0-9]+')::int % $3 = 0`,
      [row.id, workspace.id, every],
    );
    return row.id;
  };
  const ownerList = await list(owner.id, 2);
  await list(teammate.id, 3);
  await list(teammate.id, 5);
  const contacts = await plainRows(db, workspace.id);
  const caller = {
    workspaceId: workspace.id,
    userId: owner.id,
    sessionId: 'test',
    role: 'admin' as const,
  };
  return { caller, contacts, ownerList, owner, teammate, teammateToken };
}

/** The workspace's contacts with their activity and lists, read plainly. */
function plainRows(db: DataSource, workspaceId: string): Promise<Plain[]> {
  return db.query(
    `SELECT c.id, c.email::text AS email, c.status, c.created_at,
            coalesce(a.campaign_count, 0) AS campaign_count, coalesce(a.sent_count, 0) AS sent_count,
            coalesce(a.opened_count, 0) AS opened_count, coalesce(a.clicked_count, 0) AS clicked_count,
            coalesce(a.replied_count, 0) AS replied_count, coalesce(a.lead_count, 0) AS lead_count,
            coalesce(a.engaged_count, 0) AS engaged_count,
            array(SELECT l.created_by::text || ':' || l.id FROM contact_list_member m
                    JOIN contact_list l ON l.id = m.list_id WHERE m.contact_id = c.id) AS lists
       FROM contact c LEFT JOIN contact_activity a ON a.contact_id = c.id
      WHERE c.workspace_id = $1`,
    [workspaceId],
  );
}

/** What each filter means, on a plain row. */
const FILTER_TESTS: Record<string, (c: Plain) => boolean> = {
  '': () => true,
  in_campaign: (c) => c.campaign_count > 0,
  email_sent: (c) => c.sent_count > 0,
  has_opened: (c) => c.opened_count > 0,
  has_clicked: (c) => c.clicked_count > 0,
  has_replied: (c) => c.replied_count > 0,
  has_leads: (c) => c.lead_count > 0,
  engaged: (c) => c.engaged_count > 0,
  bounced: (c) => c.status === 'bounced',
  unsubscribed: (c) => c.status === 'unsubscribed',
};

/**
 * No text; 2 characters (no trigram) common in the workspace (walked) or rare (through the
 * trigram index by their pair: "B4" also in the 4 addresses the pair's trigrams miss, "zq" in
 * none); parts common in the workspace (walked); a rare part ("d12", through the trigram index)
 * with a common one; a text no address holds.
 */
const TEXTS = [undefined, 'ab', 'X1.', 'b1', 'B4', 'zq', 'cd12', 'Ab48@x0', 'zzz'];

/**
 * Every filter with no list or each of `lists`, with and without the teammate's lists, and each
 * text: totals and pages as a plain recount of `contacts` gives them. How many were checked.
 */
async function expectRecount(
  caller: Caller,
  contacts: Plain[],
  {
    lists,
    teammate,
    texts = TEXTS,
  }: { lists: string[]; teammate: { id: string; email: string }; texts?: (string | undefined)[] },
): Promise<number> {
  const newestFirst = [...contacts].sort(
    (a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? -1 : 1),
  );
  let checked = 0;
  for (const { value: filter } of CONTACT_FILTERS) {
    for (const listId of [undefined, ...lists]) {
      for (const userEmail of [undefined, teammate.email]) {
        for (const searchText of texts) {
          const command: ContactSearchCommand = { filter, listId, userEmail, searchText };
          const expected = newestFirst.filter(
            (c) =>
              FILTER_TESTS[filter](c) &&
              (!listId || c.lists.some((l) => l.endsWith(`:${listId}`))) &&
              (!userEmail || c.lists.some((l) => l.startsWith(`${teammate.id}:`))) &&
              (!searchText || c.email.toLowerCase().includes(searchText.toLowerCase())),
          );
          const all = await t.services.contactSearch.search(caller, { ...command, limit: 100 });
          const label = JSON.stringify(command);
          expect([label, all.total, all.totalCapped]).toEqual([label, expected.length, false]);
          expect([label, all.rows.map((row) => row.email)]).toEqual([
            label,
            expected.map((c) => c.email),
          ]);
          const page = await t.services.contactSearch.search(caller, {
            ...command,
            offset: 3,
            limit: 4,
          });
          expect([label, page.total, page.rows.map((row) => row.id)]).toEqual([
            label,
            expected.length,
            expected.slice(3, 7).map((c) => c.id),
          ]);
          checked += 1;
        }
      }
    }
  }
  return checked;
}

/** The tiles of the workspace and of the teammate's lists, as a plain recount gives them. */
async function expectTiles(
  caller: Caller,
  contacts: Plain[],
  teammate: { id: string; email: string },
) {
  const tiles = (rows: Plain[]) => ({
    total: rows.length,
    inCampaign: rows.filter(FILTER_TESTS.in_campaign).length,
    engaged: rows.filter(FILTER_TESTS.engaged).length,
    leads: rows.filter(FILTER_TESTS.has_leads).length,
    bounced: rows.filter(FILTER_TESTS.bounced).length,
    unsubscribed: rows.filter(FILTER_TESTS.unsubscribed).length,
  });
  expect(await t.services.contactSearch.stats(caller)).toEqual(tiles(contacts));
  const theirs = contacts.filter((c) => c.lists.some((l) => l.startsWith(`${teammate.id}:`)));
  expect(await t.services.contactSearch.stats(caller, teammate.email)).toEqual(tiles(theirs));
}

describe('All Contacts totals and pages', () => {
  it('match a plain recount for every filter with each list, user and text', async () => {
    const { caller, contacts, ownerList, teammate } = await setup(t.database.db);
    const checked = await expectRecount(caller, contacts, { lists: [ownerList], teammate });
    expect(checked).toBe(CONTACT_FILTERS.length * 4 * TEXTS.length);
  }, 60_000);

  it('match a plain recount when contacts in campaigns join a list and listed ones join a campaign', async () => {
    const db = t.database.db;
    const { caller, contacts, ownerList, owner, teammate, teammateToken } = await setup(db);
    // Enrolled after being listed: a campaign enrols a new list of contacts without activity.
    const fresh = contacts.filter((c) => Number(c.email.match(/[0-9]+/)![0]) % 3 === 1);
    const enrolled = await buildContactList(db, {
      workspaceId: caller.workspaceId,
      createdBy: owner.id,
      contactIds: fresh.map((c) => c.id),
    });
    const campaign = await buildCampaign(db, { workspaceId: caller.workspaceId });
    await db.transaction((tx) => addListRecipients(tx, campaign.id, enrolled.id));
    // Listed after their enrolment: the teammate imports every fourth address (some in
    // campaigns, one bounced) and two new ones.
    const again = contacts.filter((c) => Number(c.email.match(/[0-9]+/)![0]) % 4 === 1);
    const csv = ['email', ...again.map((c) => c.email), 'new1@x9.test', 'new2@x9.test'];
    const imported = (await upload(t, teammateToken, `${csv.join('\n')}\n`)).body.data.data;
    expect(imported).toMatchObject({ status: 'done', imported: 2 });
    const now = await plainRows(db, caller.workspaceId);
    expect(
      now.filter((c) => c.lists.some((l) => l.endsWith(imported.id)) && c.campaign_count > 0)
        .length,
    ).toBeGreaterThan(3);
    const lists = [ownerList, enrolled.id, imported.id];
    await expectRecount(caller, now, { lists, teammate });
    await expectTiles(caller, now, teammate);
    // A list deleted leaves its contacts' rows.
    const holding = async () =>
      (
        await db.query(
          `SELECT count(*)::int AS n FROM contact_activity WHERE $1::uuid = ANY (list_ids)`,
          [imported.id],
        )
      )[0].n;
    expect(await holding()).toBeGreaterThan(3);
    await db.query(`DELETE FROM contact_list WHERE id = $1`, [imported.id]);
    expect(await holding()).toBe(0);
    const after = await plainRows(db, caller.workspaceId);
    await expectRecount(caller, after, { lists: [ownerList], teammate, texts: [undefined] });
    await expectTiles(caller, after, teammate);
  }, 120_000);

  it('count the tiles like a plain recount, for the workspace and for one user', async () => {
    const { caller, contacts, teammate } = await setup(t.database.db);
    await expectTiles(caller, contacts, teammate);
  });
});

describe('the Total tile', () => {
  it('follows every statement that adds or removes contacts, and goes with its workspace', async () => {
    const db = t.database.db;
    const { caller } = await setup(db);
    const total = async () => (await t.services.contactSearch.stats(caller)).total;
    expect(await total()).toBe(64);
    await db.query(
      `INSERT INTO contact (workspace_id, email)
       SELECT $1, 'added' || i || '@tally.test' FROM generate_series(1, 7) i`,
      [caller.workspaceId],
    );
    expect(await total()).toBe(71);
    await db.query(`DELETE FROM contact WHERE workspace_id = $1 AND email::text LIKE 'cd%'`, [
      caller.workspaceId,
    ]);
    const [{ left }] = await db.query(
      `SELECT count(*)::int AS left FROM contact WHERE workspace_id = $1`,
      [caller.workspaceId],
    );
    expect(await total()).toBe(left);
    await db.query(`DELETE FROM workspace WHERE id = $1`, [caller.workspaceId]);
    const [{ rows }] = await db.query(
      `SELECT count(*)::int AS rows FROM contact_tally WHERE workspace_id = $1`,
      [caller.workspaceId],
    );
    expect(rows).toBe(0);
  });
});

describe('the sample a text search is planned on', () => {
  // Before the next tests add 20,000 contacts: the table is small here.
  it('holds every address of a small table, once sampled and once among the newest', async () => {
    const db = t.database.db;
    const { caller, contacts } = await setup(db);
    await db.query('ANALYZE contact');
    const sample = await db.transaction((manager) =>
      sampleAddresses(manager, caller.workspaceId, 1000),
    );
    const lower = contacts.map((c) => c.email.toLowerCase()).sort();
    expect(sample.sort()).toEqual([...lower, ...lower].sort());
  });
});

describe('a list with a common text, past the cap', () => {
  /**
   * 10,001 addresses holding "big" in mixed case, all in one list and the first 10,000 in
   * another, which also holds contacts without it; the same addresses in another workspace, in a
   * list of theirs. Counted on the members (their copy of the address in lower case), the first
   * list's matches are past the cap and the second's exactly at it.
   */
  async function setupPastTheCap(db: DataSource) {
    const workspace = await buildWorkspace(db);
    const owner = await buildUser(db, { workspace });
    const other = await buildWorkspace(db);
    const lists: string[] = [];
    for (const ws of [workspace.id, other.id]) {
      await db.query(
        `INSERT INTO contact (workspace_id, email, created_at)
         SELECT $1, CASE WHEN i <= 10000 THEN 'BiG' || i || '@cap.test' ELSE 'small' || i || '@cap.test' END,
                timestamptz '2026-01-01' + make_interval(secs => i)
           FROM generate_series(0, 10049) i`,
        [ws],
      );
      for (const where of [`email::text LIKE 'BiG%'`, `email::text NOT LIKE 'BiG10000@%'`]) {
        const [list] = await db.query(
          `INSERT INTO contact_list (workspace_id, name, created_by) VALUES ($1, 'List', $2)
           RETURNING id`,
          [ws, ws === workspace.id ? owner.id : null],
        );
        await db.query(
          `INSERT INTO contact_list_member (list_id, contact_id, workspace_id, line, data)
           SELECT $1, id, workspace_id, 0, '{}' FROM contact WHERE workspace_id = $2 AND ${where}`,
          [list.id, ws],
        );
        if (ws === workspace.id) lists.push(list.id);
      }
    }
    const caller = {
      workspaceId: workspace.id,
      userId: owner.id,
      sessionId: 'test',
      role: 'admin' as const,
    };
    return { caller, all: lists[0], fewer: lists[1] };
  }

  it('counts the matches up to the cap exactly and pages them newest first', async () => {
    const { caller, all, fewer } = await setupPastTheCap(t.database.db);
    const search = (listId: string, searchText: string) =>
      t.services.contactSearch.search(caller, { listId, searchText, limit: 3 });
    // big1, big10 … big19, big100 … big199, big1000 … big1999, big10000.
    const under = await search(all, 'bIg1');
    expect([under.total, under.totalCapped]).toEqual([1112, false]);
    const capped = await search(all, 'big');
    expect([capped.total, capped.totalCapped]).toEqual([10_000, true]);
    expect(capped.rows.map((row) => row.email)).toEqual([
      'BiG10000@cap.test',
      'BiG9999@cap.test',
      'BiG9998@cap.test',
    ]);
    const atTheCap = await search(fewer, 'BIG');
    expect([atTheCap.total, atTheCap.totalCapped]).toEqual([10_000, false]);
    expect(atTheCap.rows.map((row) => row.email)).toEqual([
      'BiG9999@cap.test',
      'BiG9998@cap.test',
      'BiG9997@cap.test',
    ]);
  }, 60_000);
});
