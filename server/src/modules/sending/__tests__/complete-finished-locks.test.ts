import {
  buildCampaign,
  buildContactListWithRows,
  buildWorkspace,
} from '../../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { eventually } from '../../../../test/eventually';
import { completeFinished } from '../send-planner';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const SMALL_ID = '00000000-0000-4000-8000-000000000001';

/**
 * Two recipients past their campaign's last step, the one with the smaller id stored after the
 * other (so a scan in storage order meets the larger id first).
 */
async function finishedPair(): Promise<{ mailboxId: string; small: string; large: string }> {
  const db = database.db;
  const workspace = await buildWorkspace(db);
  const list = await buildContactListWithRows(db, {
    workspaceId: workspace.id,
    columns: ['email'],
    rows: [{ email: 'first@example.test' }, { email: 'second@example.test' }],
  });
  const campaign = await buildCampaign(db, {
    workspaceId: workspace.id,
    status: 'started',
    steps: 1,
    listIds: [list.id],
  });
  const rows: { id: string }[] = await db.query(
    `SELECT id FROM campaign_recipient WHERE campaign_id = $1 ORDER BY ctid`,
    [campaign.id],
  );
  await db.query(`UPDATE campaign_recipient SET id = $2 WHERE id = $1`, [rows[1].id, SMALL_ID]);
  await db.query(`UPDATE campaign_recipient SET next_position = 2 WHERE campaign_id = $1`, [
    campaign.id,
  ]);
  const [{ mail_account_id: mailboxId }] = await db.query(
    `SELECT mail_account_id FROM campaign WHERE id = $1`,
    [campaign.id],
  );
  return { mailboxId, small: SMALL_ID, large: rows[0].id };
}

test('completing finished recipients locks them in id order, so it cannot deadlock with the ledger', async () => {
  const { mailboxId, small, large } = await finishedPair();
  const holder = database.db.createQueryRunner();
  await holder.connect();
  await holder.startTransaction();
  try {
    // Another writer (the ledger, a sequence edit) holds the smaller id and will want the larger.
    await holder.query(`SELECT id FROM campaign_recipient WHERE id = $1 FOR UPDATE`, [small]);
    const completing = completeFinished(database.db, mailboxId);
    await eventually(
      async () => {
        const [row] = await database.db.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return row.waiting > 0 ? true : undefined;
      },
      { what: 'completeFinished to wait for the held row' },
    );
    // Had it taken the larger id first, this would fail (and the two would deadlock).
    await holder.query(`SELECT id FROM campaign_recipient WHERE id = $1 FOR UPDATE NOWAIT`, [
      large,
    ]);
    await holder.commitTransaction();
    await completing;
  } finally {
    if (holder.isTransactionActive) await holder.rollbackTransaction();
    await holder.release();
  }
  const states: { state: string }[] = await database.db.query(
    `SELECT state FROM campaign_recipient WHERE id = ANY($1::uuid[])`,
    [[small, large]],
  );
  expect(states.map((row) => row.state)).toEqual(['complete', 'complete']);
});
