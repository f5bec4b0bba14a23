import { CAMPAIGN_MESSAGES } from '@outbound/common';
import type { QueryRunner } from 'typeorm';
import {
  buildCampaign,
  buildContactListWithRows,
  buildMailAccount,
  buildWorkspace,
} from '../../../../test/factories';
import { eventually } from '../../../../test/eventually';
import { startTestServer, type TestServer } from '../../../../test/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function owner() {
  const db = t.database.db;
  const workspace = await buildWorkspace(db);
  const { token } = await t.signIn({ workspace });
  const account = await buildMailAccount(db, { workspaceId: workspace.id });
  const list = await buildContactListWithRows(db, {
    workspaceId: workspace.id,
    columns: ['email'],
    rows: [{ email: `ada-${workspace.id.slice(0, 8)}@prospect.test` }],
  });
  /** A campaign that may start: a message and a list. */
  const campaign = (status: 'draft' | 'paused' = 'draft') =>
    buildCampaign(db, {
      workspaceId: workspace.id,
      mailAccountId: account.id,
      status,
      steps: 1,
      listIds: [list.id],
    });
  return { token, campaign };
}

const setStatus = (token: string, id: string, status: string) =>
  t.rest<{ message?: string }>('POST', '/v1/campaign/status/update', {
    token,
    body: { campaigns_id: [id], status },
  });

async function campaignRow(id: string): Promise<{ status: string; deleted: boolean }> {
  const [row] = await t.database.db.query(
    `SELECT status, deleted_at IS NOT NULL AS deleted FROM campaign WHERE id = $1`,
    [id],
  );
  return row;
}

/** Holds the campaign's row lock in a transaction of its own until `release` or `commit`. */
async function holdRowLock(id: string): Promise<QueryRunner> {
  const runner = t.database.db.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  await runner.query(`SELECT 1 FROM campaign WHERE id = $1 FOR UPDATE`, [id]);
  return runner;
}

/** Waits until `count` statements wait for a row lock on campaign. */
async function waitersOnCampaign(count: number): Promise<void> {
  await eventually(
    async () => {
      const [row] = await t.database.db.query(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'
            AND query ILIKE '%FROM campaign%FOR UPDATE%'`,
      );
      return row.waiting >= count ? true : undefined;
    },
    { what: `${count} requests waiting for the campaign lock` },
  );
}

describe('status changes decide on the row they locked', () => {
  it('two starts of a paused campaign at once: one starts it, the other is told it already is', async () => {
    const { token, campaign } = await owner();
    const { id } = await campaign('paused');
    const held = await holdRowLock(id);
    const answers = [setStatus(token, id, 'started'), setStatus(token, id, 'started')];
    await waitersOnCampaign(2);
    await held.commitTransaction();
    await held.release();
    const statuses = (await Promise.all(answers)).map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await campaignRow(id)).toEqual({ status: 'started', deleted: false });
  });

  it('a start waiting while the campaign is deleted answers 404 and leaves it deleted', async () => {
    const { token, campaign } = await owner();
    const { id } = await campaign();
    const held = await holdRowLock(id);
    const start = setStatus(token, id, 'started');
    await waitersOnCampaign(1);
    // A delete commits while the start waits for the row.
    await held.query(`UPDATE campaign SET status = 'deleted', deleted_at = now() WHERE id = $1`, [
      id,
    ]);
    await held.commitTransaction();
    await held.release();
    const answer = await start;
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(CAMPAIGN_MESSAGES.notFound);
    expect(await campaignRow(id)).toEqual({ status: 'deleted', deleted: true });
  });

  it('start and pause of a draft at once end in a state that matches both answers', async () => {
    const { token, campaign } = await owner();
    for (let round = 0; round < 10; round += 1) {
      const { id } = await campaign();
      const [start, pause] = await Promise.all([
        setStatus(token, id, 'started'),
        setStatus(token, id, 'paused'),
      ]);
      expect([start.status, pause.status]).toEqual([200, 200]);
      // Both transitions are allowed in either order: the last one applied is the state.
      const { status } = await campaignRow(id);
      expect(['started', 'paused']).toContain(status);
    }
  });

  it('deletes racing starts, many times: never a deleted campaign that is started', async () => {
    const { token, campaign } = await owner();
    const ids = await Promise.all(Array.from({ length: 20 }, async () => (await campaign()).id));
    const answers = await Promise.all(
      ids.map(async (id) => {
        const [start, remove] = await Promise.all([
          setStatus(token, id, 'started'),
          setStatus(token, id, 'deleted'),
        ]);
        return { id, start: start.status, remove: remove.status };
      }),
    );
    for (const answer of answers) {
      expect(answer.remove).toBe(200);
      // The start went first (200) or found the campaign deleted (404).
      expect([200, 404]).toContain(answer.start);
      expect(await campaignRow(answer.id)).toEqual({ status: 'deleted', deleted: true });
    }
    const [dispatchable] = await t.database.db.query(
      `SELECT count(*)::int AS count FROM campaign
        WHERE id = ANY($1::uuid[]) AND (status <> 'deleted' OR deleted_at IS NULL)`,
      [ids],
    );
    expect(dispatchable.count).toBe(0);
  });
});
