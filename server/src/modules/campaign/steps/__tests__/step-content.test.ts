/**
 * The versions of a step's content (`step_content`): every step has a current one from its
 * insert; an edit that changes a step's content adds one, an edit that changes nothing adds none.
 */
import { buildCampaign, buildWorkspace } from '../../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../../test/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

const SAVE = `mutation ($id: ID!, $mime: String!, $steps: [StepInput!]!) {
  saveCampaignSteps(campaignId: $id, messageMimeType: $mime, steps: $steps) { id }
}`;

interface StepRow {
  id: string;
  subject: string;
  body: string;
  delay: number;
  content_id: string;
}

/** A draft of two steps (the factories insert them with SQL) and a signed-in member. */
async function draft() {
  const workspace = await buildWorkspace(db());
  const { token } = await t.signIn({ workspace });
  const campaign = await buildCampaign(db(), { workspaceId: workspace.id, steps: 2 });
  await db().query(`UPDATE campaign SET variables = '{email}' WHERE id = $1`, [campaign.id]);
  return { token, workspaceId: workspace.id, campaignId: campaign.id };
}

async function stepsOf(campaignId: string): Promise<StepRow[]> {
  return db().query(
    `SELECT id, subject, body, delay_days AS delay, content_id FROM step
      WHERE campaign_id = $1 ORDER BY position`,
    [campaignId],
  );
}

/** Each version of the campaign's steps, oldest first. */
async function versionsOf(campaignId: string) {
  return db().query(
    `SELECT v.id, v.step_id, v.subject, v.body, v.mime_type, v.workspace_id FROM step_content v
       JOIN step s ON s.id = v.step_id WHERE s.campaign_id = $1 ORDER BY v.created_at, v.id`,
    [campaignId],
  );
}

async function save(
  ctx: { token: string; campaignId: string },
  steps: { id?: string; subject: string; body: string; delay?: number }[],
  mime = 'text/html',
) {
  const answer = await t.gql(SAVE, { id: ctx.campaignId, mime, steps }, { token: ctx.token });
  expect(answer.errors).toBeUndefined();
}

it('gives every step inserted a current version of its content, in its workspace', async () => {
  const ctx = await draft();
  const steps = await stepsOf(ctx.campaignId);
  const versions = await versionsOf(ctx.campaignId);
  expect(versions).toHaveLength(2);
  for (const step of steps) {
    expect(versions.find((v: { id: string }) => v.id === step.content_id)).toEqual({
      id: step.content_id,
      step_id: step.id,
      subject: step.subject,
      body: step.body,
      mime_type: 'text/html',
      workspace_id: ctx.workspaceId,
    });
  }
});

it('adds no version for an edit that changes nothing, one per step whose content changed', async () => {
  const ctx = await draft();
  const before = await stepsOf(ctx.campaignId);
  const same = before.map(({ id, subject, body, delay }) => ({ id, subject, body, delay }));

  await save(ctx, same);
  expect(await stepsOf(ctx.campaignId)).toEqual(before);
  expect(await versionsOf(ctx.campaignId)).toHaveLength(2);

  await save(ctx, [same[0], { ...same[1], body: '<p>Second, reworded</p>' }]);
  const after = await stepsOf(ctx.campaignId);
  expect(after[0].content_id).toBe(before[0].content_id);
  expect(after[1].content_id).not.toBe(before[1].content_id);
  const versions = await versionsOf(ctx.campaignId);
  expect(versions).toHaveLength(3);
  expect(versions.find((v: { id: string }) => v.id === after[1].content_id)).toMatchObject({
    step_id: before[1].id,
    body: '<p>Second, reworded</p>',
    mime_type: 'text/html',
  });
  // The old version is kept as it was.
  expect(versions.find((v: { id: string }) => v.id === before[1].content_id)).toMatchObject({
    body: before[1].body,
  });
});

it('versions every step once when only the mime type changes, and a new step with it', async () => {
  const ctx = await draft();
  const before = await stepsOf(ctx.campaignId);
  await save(
    ctx,
    [
      ...before.map(({ id, subject, delay }) => ({ id, subject, delay, body: `Plain ${subject}` })),
      { subject: '', body: 'A third message', delay: 2 },
    ],
    'text/plain',
  );
  const after = await stepsOf(ctx.campaignId);
  const versions = await versionsOf(ctx.campaignId);
  // Two first versions, then one each for the three steps: none twice.
  expect(versions).toHaveLength(5);
  for (const step of after) {
    expect(versions.find((v: { id: string }) => v.id === step.content_id)).toMatchObject({
      body: step.body,
      subject: step.subject,
      mime_type: 'text/plain',
    });
  }

  await save(
    ctx,
    after.map(({ id, subject, body, delay }) => ({ id, subject, body, delay })),
    'text/html',
  );
  expect(await versionsOf(ctx.campaignId)).toHaveLength(8);
  const html = await stepsOf(ctx.campaignId);
  expect(html.map((step) => step.content_id)).not.toContain(after[0].content_id);
});

it('gives a duplicated campaign versions of its own, and removes them with the campaign', async () => {
  const ctx = await draft();
  const answer = await t.gql<{ duplicateCampaign: { id: string } }>(
    `mutation ($id: ID!) { duplicateCampaign(id: $id) { id } }`,
    { id: ctx.campaignId },
    { token: ctx.token },
  );
  expect(answer.errors).toBeUndefined();
  const copyId = answer.data!.duplicateCampaign.id;
  const original = await stepsOf(ctx.campaignId);
  const copy = await stepsOf(copyId);
  expect(copy.map((step) => [step.subject, step.body])).toEqual(
    original.map((step) => [step.subject, step.body]),
  );
  const copyVersions = await versionsOf(copyId);
  expect(copyVersions.map((v: { id: string }) => v.id).sort()).toEqual(
    copy.map((step) => step.content_id).sort(),
  );
  expect(copyVersions.map((v: { id: string }) => v.id)).not.toContain(original[0].content_id);

  await db().query(`DELETE FROM campaign WHERE id = $1`, [copyId]);
  const [left] = await db().query(
    `SELECT count(*)::int AS n FROM step_content WHERE id = ANY($1::uuid[])`,
    [copy.map((step) => step.content_id)],
  );
  expect(left.n).toBe(0);
  expect(await versionsOf(ctx.campaignId)).toHaveLength(2);
});

it('leaves the old versions current when an edit fails between two of its statements', async () => {
  const ctx = await draft();
  const before = await stepsOf(ctx.campaignId);
  // The database refuses the second step's new version: by then the first step was written and
  // given its new version, in the same edit.
  await db().query(`
    CREATE FUNCTION refuse_second() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'the database went away'; END $$;
    CREATE TRIGGER refuse_second BEFORE INSERT ON step_content
      FOR EACH ROW WHEN (NEW.body = '<p>New second</p>') EXECUTE FUNCTION refuse_second()`);
  try {
    const answer = await t.gql(
      SAVE,
      {
        id: ctx.campaignId,
        mime: 'text/html',
        steps: [
          { id: before[0].id, subject: before[0].subject, body: '<p>New first</p>' },
          { id: before[1].id, subject: before[1].subject, body: '<p>New second</p>', delay: 3 },
        ],
      },
      { token: ctx.token },
    );
    expect(answer.errors?.[0]).toBeDefined();
  } finally {
    await db().query(`DROP TRIGGER refuse_second ON step_content; DROP FUNCTION refuse_second()`);
  }
  expect(await stepsOf(ctx.campaignId)).toEqual(before);
  expect(await versionsOf(ctx.campaignId)).toHaveLength(2);
});
