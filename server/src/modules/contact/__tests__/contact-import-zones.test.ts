import { RecipientTimeZones1763800000055 } from '../../../db/migrations/1763800000055-recipient-time-zones';
import {
  buildCampaign,
  buildContactListWithRows,
  buildWorkspace,
} from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import { upload } from './contact-import-helpers';

/**
 * The import reads each row's time zone (`recipient-time-zone.ts`) into its list member, reports
 * the rows whose zone could not be read, and a campaign linking the list copies the zone onto its
 * recipients (what the dispatcher filters on).
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function signedIn() {
  const workspace = await buildWorkspace(t.database.db);
  const { token } = await t.signIn({ workspace });
  return { workspace, token };
}

async function zonesOf(listId: string): Promise<Record<string, string | null>> {
  const rows: { email: string; time_zone: string | null }[] = await t.database.db.query(
    `SELECT c.email::text AS email, m.time_zone FROM contact_list_member m
       JOIN contact c ON c.id = m.contact_id WHERE m.list_id = $1`,
    [listId],
  );
  return Object.fromEntries(rows.map((row) => [row.email, row.time_zone]));
}

it('reads a Time Zone column, reports unreadable rows by line, and leaves empty ones alone', async () => {
  const { workspace, token } = await signedIn();
  const csv = [
    'Email,First Name,TimeZone',
    'a@zones.test,A,europe/paris',
    'b@zones.test,B,UTC+05:30',
    'c@zones.test,C,',
    'd@zones.test,D,Mars/Olympus',
    'e@zones.test,E,utc-3',
    `f@zones.test,F,${'x'.repeat(100_000)}`,
  ].join('\n');
  const { status, body: answer } = await upload(t, token, csv);
  expect(status).toBe(200);
  const body = answer.data.data;
  expect(body).toMatchObject({ status: 'done', imported: 6, zones_unreadable: 2 });
  expect(body.zones_unreadable_lines).toEqual([5, 7]);
  expect(await zonesOf(body.id)).toEqual({
    'a@zones.test': 'Europe/Paris',
    'b@zones.test': 'Asia/Kolkata',
    'c@zones.test': null,
    'd@zones.test': null,
    'e@zones.test': 'Etc/GMT+3',
    'f@zones.test': null,
  });

  // Linking the list copies each member's zone onto its recipient.
  const campaign = await buildCampaign(t.database.db, { workspaceId: workspace.id, steps: 1 });
  const linked = await t.rest('POST', '/v1/campaign/contactsList/update', {
    token,
    body: { campaign_id: campaign.id, list_id: body.id },
  });
  expect(linked.status).toBe(200);
  const recipients: { email: string; time_zone: string | null }[] = await t.database.db.query(
    `SELECT email, time_zone FROM campaign_recipient WHERE campaign_id = $1 ORDER BY email`,
    [campaign.id],
  );
  expect(recipients.map((r) => r.time_zone)).toEqual([
    'Europe/Paris',
    'Asia/Kolkata',
    null,
    null,
    'Etc/GMT+3',
    null,
  ]);

  const gql = await t.gql(
    `query ($id: ID!) { contactImport(id: $id) { zonesUnreadable zonesUnreadableLines } }`,
    { id: body.import_id },
    { token },
  );
  expect(gql.data?.contactImport).toEqual({ zonesUnreadable: 2, zonesUnreadableLines: [5, 7] });
}, 60_000);

it('infers the zone from City, State or Country, and a file without them reports nothing', async () => {
  const { token } = await signedIn();
  const csv = [
    'email,city,state,country',
    'g@zones.test,Chicago,,United States',
    'h@zones.test,,,Japan',
    'i@zones.test,,,United States',
    'j@zones.test,,,',
    'k@zones.test,Nowhere Town,,Atlantis',
  ].join('\n');
  const body = (await upload(t, token, csv)).body.data.data;
  expect(body).toMatchObject({ zones_unreadable: 1, zones_unreadable_lines: [6] });
  expect(await zonesOf(body.id)).toEqual({
    'g@zones.test': 'America/Chicago',
    'h@zones.test': 'Asia/Tokyo',
    // Several zones: the one where most of its people live.
    'i@zones.test': 'America/New_York',
    'j@zones.test': null,
    'k@zones.test': null,
  });

  const plain = await upload(t, token, 'email,name\nl@zones.test,L\n');
  expect(plain.body.data.data).toMatchObject({ zones_unreadable: 0, zones_unreadable_lines: [] });
}, 60_000);

it('the migration fills the zones of lists and recipients that existed before it', async () => {
  const db = t.database.db;
  const { workspace } = await signedIn();
  const list = await buildContactListWithRows(db, {
    workspaceId: workspace.id,
    columns: ['email', 'Country'],
    rows: [
      { email: 'm@zones.test', Country: 'Japan' },
      { email: 'n@zones.test', Country: '' },
    ],
  });
  const plain = await buildContactListWithRows(db, {
    workspaceId: workspace.id,
    columns: ['email'],
    rows: [{ email: 'o@zones.test' }],
  });
  const campaign = await buildCampaign(db, {
    workspaceId: workspace.id,
    steps: 1,
    listIds: [list.id, plain.id],
  });
  const runner = db.createQueryRunner();
  try {
    // The backfill step of `up`, on rows written without zones (as before the migration).
    await (
      new RecipientTimeZones1763800000055() as unknown as {
        backfill(q: typeof runner): Promise<void>;
      }
    ).backfill(runner);
  } finally {
    await runner.release();
  }
  expect(await zonesOf(list.id)).toEqual({ 'm@zones.test': 'Asia/Tokyo', 'n@zones.test': null });
  const recipients: { email: string; time_zone: string | null }[] = await db.query(
    `SELECT email, time_zone FROM campaign_recipient WHERE campaign_id = $1 ORDER BY email`,
    [campaign.id],
  );
  expect(recipients.map((r) => r.time_zone)).toEqual(['Asia/Tokyo', null, null]);
}, 60_000);

it("a recipient that moves to another list when its list is unlinked takes that list's zone", async () => {
  const { workspace, token } = await signedIn();
  const tokyo = (await upload(t, token, 'email,tz\np@zones.test,Asia/Tokyo\n')).body.data.data;
  const paris = (await upload(t, token, 'email,tz\np@zones.test,Europe/Paris\n')).body.data.data;
  const campaign = await buildCampaign(t.database.db, { workspaceId: workspace.id, steps: 1 });
  for (const list of [tokyo, paris]) {
    const linked = await t.rest('POST', '/v1/campaign/contactsList/update', {
      token,
      body: { campaign_id: campaign.id, list_id: list.id },
    });
    expect(linked.status).toBe(200);
  }
  const zone = async () =>
    (
      await t.database.db.query(`SELECT time_zone FROM campaign_recipient WHERE campaign_id = $1`, [
        campaign.id,
      ])
    ).map((row: { time_zone: string }) => row.time_zone);
  expect(await zone()).toEqual(['Asia/Tokyo']);
  const unlinked = await t.rest('POST', '/v1/campaign/contactsList/delete', {
    token,
    body: { campaign_id: campaign.id, list_id: tokyo.id },
  });
  expect(unlinked.status).toBe(200);
  expect(await zone()).toEqual(['Europe/Paris']);
}, 60_000);
