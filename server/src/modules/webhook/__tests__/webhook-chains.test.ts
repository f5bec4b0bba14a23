import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { buildWorkspace } from '../../../../test/factories';
import { leaseDueChains, recordAttempts } from '../queries/delivery';
import { deliveredOutcome } from './webhook-fixtures';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** An endpoint with `perRecipient` pending rows for each of `recipients` recipients. */
async function outboxOf(db: DataSource, recipients: number, perRecipient: number) {
  const workspace = await buildWorkspace(db);
  const [endpoint] = await db.query(
    `INSERT INTO webhook_endpoint (workspace_id, url, events, secret)
     VALUES ($1, 'https://hooks.example.test/chain', '{sent,open}', 'sealed') RETURNING id`,
    [workspace.id],
  );
  const ids: string[] = Array.from(
    { length: recipients },
    (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  );
  // Rows written event by event, as the recorder does: every recipient's first, then the next…
  for (let n = 0; n < perRecipient; n++)
    await db.query(
      `INSERT INTO webhook_outbox (workspace_id, endpoint_id, event_id, event_type, recipient_id, payload)
       SELECT $1, $2, 'evt_' || r || '_' || $4::int, 'open', r, '{}'::jsonb
         FROM unnest($3::uuid[]) AS r`,
      [workspace.id, endpoint.id, ids, n],
    );
  return { endpointId: endpoint.id as string, recipients: ids };
}

const states = async (db: DataSource, endpointId: string) =>
  (
    await db.query(
      `SELECT state, leased_by FROM webhook_outbox WHERE endpoint_id = $1 ORDER BY id`,
      [endpointId],
    )
  ).map((row: { state: string; leased_by: string | null }) => `${row.state}:${row.leased_by}`);

beforeEach(() => database.db.query('TRUNCATE webhook_outbox'));

it("leases a recipient's first pending row with the rows after it, in order, and leaves none of them to another worker", async () => {
  const db = database.db;
  const { endpointId } = await outboxOf(db, 3, 4);
  const chains = await leaseDueChains(db, 'worker-a', 10, 60_000, 15);
  expect(chains).toHaveLength(3);
  for (const chain of chains) {
    expect(chain.map((row) => row.event_id.split('_')[2])).toEqual(['0', '1', '2', '3']);
    expect(new Set(chain.map((row) => row.lease_id))).toEqual(new Set([chain[0].id]));
  }
  // Only the first row of each chain is written (leased); the others are covered by it.
  const leasedRows = (await states(db, endpointId)).filter((s: string) => s.endsWith('worker-a'));
  expect(leasedRows).toHaveLength(3);
  expect(await leaseDueChains(db, 'worker-b', 10, 60_000, 15)).toEqual([]);

  await recordAttempts(db, 'worker-a', chains.flat().map(deliveredOutcome));
  expect(await states(db, endpointId)).toEqual(Array(12).fill('delivered:null'));
});

it('takes at most the followers asked for; the rest are due once the chain is recorded', async () => {
  const db = database.db;
  const { endpointId } = await outboxOf(db, 1, 5);
  const [first] = await leaseDueChains(db, 'worker-a', 10, 60_000, 2);
  expect(first).toHaveLength(3);
  expect(await leaseDueChains(db, 'worker-b', 10, 60_000, 2)).toEqual([]);
  await recordAttempts(db, 'worker-a', first.map(deliveredOutcome));
  const [second] = await leaseDueChains(db, 'worker-b', 10, 60_000, 2);
  expect(second.map((row) => row.event_id.split('_')[2])).toEqual(['3', '4']);
  await recordAttempts(db, 'worker-b', second.map(deliveredOutcome));
  expect(await states(db, endpointId)).toEqual(Array(5).fill('delivered:null'));
});

it('ends a chain at a follower leased elsewhere or due later', async () => {
  const db = database.db;
  const { endpointId } = await outboxOf(db, 2, 3);
  const rows: { id: string; recipient_id: string }[] = await db.query(
    `SELECT id, recipient_id FROM webhook_outbox WHERE endpoint_id = $1 ORDER BY id`,
    [endpointId],
  );
  // Rows 0/1 are the recipients' first, 2/3 their second, 4/5 their third.
  await db.query(
    `UPDATE webhook_outbox SET leased_by = 'worker-z', lease_until = now() + interval '1 minute' WHERE id = $1`,
    [rows[2].id],
  );
  await db.query(`UPDATE webhook_outbox SET due_at = now() + interval '1 hour' WHERE id = $1`, [
    rows[5].id,
  ]);
  const chains = await leaseDueChains(db, 'worker-a', 10, 60_000, 15);
  const lengths = new Map(chains.map((chain) => [chain[0].id, chain.length]));
  expect(lengths).toEqual(
    new Map([
      [rows[0].id, 1],
      [rows[1].id, 2],
    ]),
  );
});

it("records a chain's followers only while its leased row is still the worker's (a lease taken over records nothing)", async () => {
  const db = database.db;
  const { endpointId } = await outboxOf(db, 1, 3);
  const [chain] = await leaseDueChains(db, 'worker-a', 10, 60_000, 15);
  // The lease ran out under a slow receiver and another worker took the chain over.
  await db.query(
    `UPDATE webhook_outbox SET lease_until = now() - interval '1 second' WHERE id = $1`,
    [chain[0].id],
  );
  const [takenOver] = await leaseDueChains(db, 'worker-b', 10, 60_000, 15);
  expect(takenOver.map((row) => row.id)).toEqual(chain.map((row) => row.id));
  await recordAttempts(db, 'worker-a', chain.map(deliveredOutcome));
  expect(await states(db, endpointId)).toEqual([
    'pending:worker-b',
    'pending:null',
    'pending:null',
  ]);
  await recordAttempts(db, 'worker-b', takenOver.map(deliveredOutcome));
  expect(await states(db, endpointId)).toEqual(Array(3).fill('delivered:null'));
});
