import crypto from 'node:crypto';
import { buildStartedCampaign, buildWorkspace } from '../../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../../test/server';
import { recipientLetters } from '../recipient-letters';
import { pickWinner, twoProportionP } from '../variant-test';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe('the winner test', () => {
  it('declares nothing below the sample, however large the difference', () => {
    const result = pickWinner([
      { variant: 'A', sent: 99, replied: 1 },
      { variant: 'B', sent: 99, replied: 60 },
    ]);
    expect(result).toMatchObject({ winner: null, pValue: null });
    expect(result.verdict).toContain('Waiting for 100 sent per variant');
  });

  it('declares the better variant past the sample only when the z-test says so, with p', () => {
    const clear = pickWinner([
      { variant: 'A', sent: 200, replied: 4 },
      { variant: 'B', sent: 200, replied: 24 },
    ]);
    expect(clear.winner).toBe('B');
    expect(clear.pValue).toBeLessThan(0.001);
    const close = pickWinner([
      { variant: 'A', sent: 200, replied: 10 },
      { variant: 'B', sent: 200, replied: 14 },
    ]);
    expect(close.winner).toBeNull();
    expect(close.pValue).toBeGreaterThan(0.05);
    // A known value: 10/100 against 20/100 gives z = 1.98, p = 0.0476.
    const p = twoProportionP(
      { variant: 'A', sent: 100, replied: 10 },
      { variant: 'B', sent: 100, replied: 20 },
    );
    expect(p).toBeCloseTo(0.0476, 3);
    // Three variants: each comparison at 0.025 (Bonferroni), so p = 0.0476 is not enough.
    expect(
      pickWinner([
        { variant: 'A', sent: 100, replied: 10 },
        { variant: 'B', sent: 100, replied: 20 },
        { variant: 'C', sent: 100, replied: 10 },
      ]).winner,
    ).toBeNull();
  });
});

/** A started campaign whose first message has variants A and B, `n` recipients. */
async function campaignOf(n: number) {
  const workspace = await buildWorkspace(db());
  const { token } = await t.signIn({ workspace });
  const names = Array.from({ length: n }, (_, i) => `p${String(i).padStart(4, '0')}`);
  const built = await buildStartedCampaign(db(), { workspaceId: workspace.id, names, steps: 1 });
  await db().query(
    `UPDATE step SET variants = '[{"subject": "B subject", "body": "B body"}]' WHERE id = $1`,
    [built.firstStepId],
  );
  return { ...built, workspaceId: workspace.id, token };
}

/** Recipients `from`..`to` sent the first message in `letter` (the ledger's rows). */
async function sent(
  c: Awaited<ReturnType<typeof campaignOf>>,
  from: number,
  to: number,
  letter: string,
) {
  const ids = c.recipients.slice(from, to).map((r) => r.id);
  await db().query(`UPDATE campaign_recipient SET variant = $2 WHERE id = ANY($1::uuid[])`, [
    ids,
    letter,
  ]);
  await db().query(
    `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id, position,
                       message_id, state, sent_at, variant)
     SELECT $2, $3, $4, id, $5, 1, gen_random_uuid()::text || '@sender.test', 'sent', now(), $6
       FROM unnest($1::uuid[]) AS id`,
    [ids, c.workspaceId, c.campaignId, c.firstStepId, c.account.id, letter],
  );
}

async function events(
  c: Awaited<ReturnType<typeof campaignOf>>,
  type: 'reply' | 'auto_reply' | 'open',
  from: number,
  to: number,
) {
  const inputs = c.recipients.slice(from, to).map((r) => ({
    type,
    recipientId: r.id,
    stepId: c.firstStepId,
  }));
  await db().transaction((tx) => t.services.events.recordBatch(tx, inputs));
}

it('counts per step and variant (people’s replies only), and names the winner only past the sample', async () => {
  const c = await campaignOf(320);
  const { token } = c;
  // 90 each: B far ahead, but below the sample.
  await sent(c, 0, 90, 'A');
  await sent(c, 150, 240, 'B');
  await events(c, 'reply', 0, 2);
  await events(c, 'reply', 150, 175);
  await events(c, 'auto_reply', 2, 30); // automatic answers: not replies
  await events(c, 'open', 0, 80);
  const early = await t.rest<Json>('GET', `/v1/campaign/${c.campaignId}/variants`, { token });
  expect(early.status).toBe(200);
  const [step] = early.body.data.steps;
  expect(step.variants).toEqual([
    expect.objectContaining({ letter: 'A', sent: 90, replied: 2, opened: 80, bounced: 0 }),
    expect.objectContaining({ letter: 'B', sent: 90, replied: 25 }),
  ]);
  expect(step).toMatchObject({ winner: null, p_value: null });
  expect(early.body.data.unreliable).toEqual(['opened', 'clicked']);

  // Auto-pick on while there is no winner: a new recipient gets its seeded share.
  const on = await t.rest<Json>('POST', `/v1/campaign/${c.campaignId}/variants/autoPick`, {
    token,
    body: { enable: true },
  });
  expect(on.status).toBe(200);
  expect(on.body.data).toMatchObject({ auto_pick: true, pick: null });

  // 150 each: B wins on replies, with its p-value.
  await sent(c, 90, 150, 'A');
  await sent(c, 240, 300, 'B');
  await events(c, 'reply', 240, 250);
  const later = await t.rest<Json>('GET', `/v1/campaign/${c.campaignId}/variants`, { token });
  const decided = later.body.data.steps[0];
  expect(decided.variants.map((v: Json) => [v.letter, v.sent, v.replied])).toEqual([
    ['A', 150, 2],
    ['B', 150, 35],
  ]);
  expect(decided.winner).toBe('B');
  expect(decided.p_value).toBeLessThan(0.001);
  expect(later.body.data.sequence.winner).toBe('B');

  // Auto-pick: the recipients given a letter now get B; nobody already given one changes.
  const before: { id: string; variant: string }[] = await db().query(
    `SELECT id, variant FROM campaign_recipient WHERE campaign_id = $1 AND variant IS NOT NULL`,
    [c.campaignId],
  );
  const fresh = c.recipients
    .slice(300, 320)
    .map((r) => ({ id: r.id, first: true, workspaceId: c.workspaceId }));
  const given = await recipientLetters(db(), fresh);
  expect([...given.values()].every((letter) => letter === 'B')).toBe(true);
  const after: { id: string; variant: string }[] = await db().query(
    `SELECT id, variant FROM campaign_recipient WHERE id = ANY($1::uuid[])`,
    [before.map((row) => row.id)],
  );
  expect(new Map(after.map((r) => [r.id, r.variant]))).toEqual(
    new Map(before.map((r) => [r.id, r.variant])),
  );
  const [{ variant_pick }] = await db().query(`SELECT variant_pick FROM campaign WHERE id = $1`, [
    c.campaignId,
  ]);
  expect(variant_pick).toBe('B');

  // Bad input is a 400; another workspace's campaign is a 404 like a missing one.
  const bad = await t.rest<Json>('POST', `/v1/campaign/${c.campaignId}/variants/autoPick`, {
    token,
    body: { enable: 'yes' },
  });
  expect(bad.status).toBe(400);
  const stranger = await t.signIn();
  const theirs = await t.rest<Json>('GET', `/v1/campaign/${c.campaignId}/variants`, {
    token: stranger.token,
  });
  const missing = await t.rest<Json>('GET', `/v1/campaign/${crypto.randomUUID()}/variants`, {
    token: stranger.token,
  });
  expect(theirs.status).toBe(404);
  expect(theirs.body).toEqual(missing.body);

  // GraphQL answers the same figures.
  const gql = await t.gql<Json>(
    `query ($id: ID!) { campaignVariants(campaignId: $id) {
       autoPick pick minSample
       steps { position variants { letter sent replied replyRate } test { winner pValue verdict } } } }`,
    { id: c.campaignId },
    { token },
  );
  expect(gql.errors).toBeUndefined();
  expect(gql.data.campaignVariants.steps[0].test.winner).toBe('B');
  expect(gql.data.campaignVariants).toMatchObject({ autoPick: true, pick: 'B', minSample: 100 });
}, 60_000);
