import pino from 'pino';
import { buildStartedCampaign, buildWorkspace } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import { followUpDueAt } from '../../mailbox/sending-window';
import { SendLedger } from '../send-ledger';
import { SentBatcher } from '../sent-batcher';

/**
 * The worker's runs record their accepted messages together: sends of several mailboxes' bursts,
 * each with its own run's instant, in one transaction; a run alone at once; a batch that fails
 * tried again run by run.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const db = () => t.database.db;
const silent = pino({ level: 'silent' });

/** A ledger that counts its recording transactions. */
class CountingLedger extends SendLedger {
  batches: number[] = [];

  override async markSentAt(sends: { id: string; at: Date }[]): Promise<string[]> {
    this.batches.push(sends.length);
    return super.markSentAt(sends);
  }
}

/** A started campaign of its own mailbox with one send on the wire (smtp_started). */
async function sendOnTheWire() {
  const workspace = await buildWorkspace(db());
  const built = await buildStartedCampaign(db(), { workspaceId: workspace.id, names: ['ada'] });
  const [recipient] = built.recipients;
  const [row] = await db().query(
    `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id,
                       position, message_id, state, smtp_started_at, data_ending_at)
     VALUES ($1, $2, $3, $4, $5, 1, $6, 'smtp_started', now(), now()) RETURNING id`,
    [
      workspace.id,
      built.campaignId,
      built.firstStepId,
      recipient.id,
      built.account.id,
      `<${recipient.id}@test>`,
    ],
  );
  return { sendId: row.id as string, recipientId: recipient.id, account: built.account };
}

it('records two mailboxes’ sends in one transaction, each at its own run’s instant', async () => {
  const ledger = new CountingLedger(db(), t.services.events);
  const batcher = new SentBatcher(ledger, silent, 50);
  const [a, b] = [await sendOnTheWire(), await sendOnTheWire()];
  const atA = new Date('2026-03-02T10:00:00Z');
  const atB = new Date('2026-03-02T10:00:07Z');
  batcher.enter();
  batcher.enter();
  await Promise.all([
    batcher.markSent([{ id: a.sendId, at: atA }]),
    batcher.markSent([{ id: b.sendId, at: atB }]),
  ]);
  batcher.leave();
  batcher.leave();

  expect(ledger.batches).toEqual([2]);
  for (const [send, at] of [
    [a, atA],
    [b, atB],
  ] as const) {
    const [row] = await db().query(
      `SELECT s.state, s.sent_at, r.next_position, r.next_send_at, r.last_sent_at,
              (SELECT e.created_at FROM email_event e
                WHERE e.recipient_id = r.id AND e.type = 'sent') AS event_at
         FROM send s JOIN campaign_recipient r ON r.id = s.recipient_id WHERE s.id = $1`,
      [send.sendId],
    );
    expect(row).toEqual({
      state: 'sent',
      sent_at: at,
      next_position: 2,
      next_send_at: followUpDueAt(send.account.sendingPreference, at, 3),
      last_sent_at: at,
      event_at: at,
    });
  }
});

it('records a run alone at once, without waiting for others', async () => {
  // A wait would outlast the test: nothing else is on the wire, so nothing is waited for.
  const ledger = new CountingLedger(db(), t.services.events);
  const batcher = new SentBatcher(ledger, silent, 600_000);
  const a = await sendOnTheWire();
  batcher.enter();
  await batcher.markSent([{ id: a.sendId, at: new Date() }]);
  batcher.leave();
  expect(ledger.batches).toEqual([1]);
});

it('tries a failing batch again run by run: one run’s failure is its own', async () => {
  const ledger = new CountingLedger(db(), t.services.events);
  const batcher = new SentBatcher(ledger, silent, 50);
  const a = await sendOnTheWire();
  const at = new Date();
  batcher.enter();
  batcher.enter();
  const [good, bad] = await Promise.allSettled([
    batcher.markSent([{ id: a.sendId, at }]),
    batcher.markSent([{ id: 'not-a-send-id', at }]),
  ]);
  expect(good.status).toBe('fulfilled');
  expect(bad.status).toBe('rejected');
  expect(ledger.batches).toEqual([2, 1, 1]);
  const [row] = await db().query(`SELECT state FROM send WHERE id = $1`, [a.sendId]);
  expect(row.state).toBe('sent');
});
