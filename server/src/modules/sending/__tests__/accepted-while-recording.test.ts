import { buildStartedCampaign, buildWorkspace } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import { recordAccepted, startSend } from '../queries/ledger';

/**
 * The previous message's 250 goes with the next message's start, and the last one's on its own;
 * neither waits for the burst's recorder when it holds that send (marking it sent). Measured on
 * the mailboxes benchmark, the wait held each next message back by a whole recording.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const db = () => t.database.db;

async function twoSends() {
  const workspace = await buildWorkspace(db());
  const built = await buildStartedCampaign(db(), {
    workspaceId: workspace.id,
    names: ['ada', 'bob'],
  });
  const ids: string[] = [];
  for (const [i, recipient] of built.recipients.entries()) {
    const [row] = await db().query(
      `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id,
                         position, message_id, state, smtp_started_at, data_ending_at)
       VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8, $8) RETURNING id`,
      [
        workspace.id,
        built.campaignId,
        built.firstStepId,
        recipient.id,
        built.account.id,
        `<${recipient.id}@test>`,
        i === 0 ? 'smtp_started' : 'claimed',
        i === 0 ? new Date() : null,
      ],
    );
    ids.push(row.id);
  }
  return { previous: ids[0], next: ids[1] };
}

/** Runs `work` while another transaction holds the send row `id`, as the recorder does. */
async function whileLocked<T>(
  id: string,
  work: () => Promise<T>,
): Promise<{ value: T; ms: number }> {
  const runner = db().createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  try {
    await runner.query(`SELECT id FROM send WHERE id = $1 FOR UPDATE`, [id]);
    const started = Date.now();
    const value = await work();
    return { value, ms: Date.now() - started };
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
}

it('starts the next message at once while the recorder holds the previous one, and records the 250 when it does not', async () => {
  const { previous, next } = await twoSends();
  const at = new Date();
  const locked = await whileLocked(previous, () =>
    startSend(db(), next, new Date(), { id: previous, at }),
  );
  expect(locked.value).toBe(true);
  expect(locked.ms).toBeLessThan(2_000);
  const [skipped] = await db().query(`SELECT accepted_at FROM send WHERE id = $1`, [previous]);
  expect(skipped.accepted_at).toBeNull();
  // Not held: the acceptance is recorded with the next start (here, the last one's on its own).
  await recordAccepted(db(), { id: previous, at });
  const [recorded] = await db().query(`SELECT accepted_at FROM send WHERE id = $1`, [previous]);
  expect(recorded.accepted_at).toEqual(at);
});

it('records the last acceptance on its own without waiting for a recorder holding it', async () => {
  const { previous } = await twoSends();
  const locked = await whileLocked(previous, () =>
    recordAccepted(db(), { id: previous, at: new Date() }),
  );
  expect(locked.ms).toBeLessThan(2_000);
});
