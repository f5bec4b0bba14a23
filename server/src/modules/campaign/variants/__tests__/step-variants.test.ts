import { CAMPAIGN_MESSAGES, VARIANT_MESSAGES } from '@outbound/common';
import {
  buildCampaign,
  buildContactListWithRows,
  buildMailAccount,
  buildWorkspace,
} from '../../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../../test/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A signed-in owner with a draft campaign whose list has email and first_name. */
async function compose() {
  const workspace = await buildWorkspace(t.database.db);
  const { token } = await t.signIn({ workspace });
  const account = await buildMailAccount(t.database.db, { workspaceId: workspace.id });
  const list = await buildContactListWithRows(t.database.db, {
    workspaceId: workspace.id,
    columns: ['email', 'first_name'],
    rows: [{ email: 'ada@example.test', first_name: 'Ada' }],
  });
  const campaign = await buildCampaign(t.database.db, {
    workspaceId: workspace.id,
    mailAccountId: account.id,
    listIds: [list.id],
  });
  return { token, campaignId: campaign.id as string };
}

const add = (token: string, campaignId: string, steps: unknown[]) =>
  t.rest<Json>('POST', '/v1/campaign/steps/add', {
    token,
    body: { campaign_id: campaignId, message_mime_type: 'text/plain', new_steps: steps },
  });

const A = { subject: 'Hello {{first_name}}', body: '{{RANDOM|Hi|Hey}} {{first_name}}' };
const B = { subject: 'Other {{RANDOM|one|two}}', body: 'B text' };

it('saves 1 to 5 variants per message over /v1; subject and body alone are one variant', async () => {
  const { token, campaignId } = await compose();
  const saved = await add(token, campaignId, [
    { variants: [A, B] },
    {
      body: 'Follow-up',
      minimum_delay_after_last_send: 2,
      variants: [{ body: 'F A' }, { body: 'F B' }],
    },
    { body: 'Only one', minimum_delay_after_last_send: 2 },
  ]);
  expect(saved.status).toBe(200);
  const [first, second, third] = saved.body.data.steps;
  expect(first).toMatchObject({ subject: A.subject, body: A.body });
  expect(first.variants).toEqual([
    { letter: 'A', ...A },
    { letter: 'B', ...B },
  ]);
  expect(second.variants.map((v: Json) => [v.letter, v.subject, v.body])).toEqual([
    ['A', 'Re: Hello {{first_name}}', 'F A'],
    ['B', 'Re: Other {{RANDOM|one|two}}', 'F B'],
  ]);
  expect(third.variants).toEqual([
    { letter: 'A', subject: 'Re: Hello {{first_name}}', body: 'Only one' },
  ]);
  // Each variant is a version of the step's content.
  const [version] = await t.database.db.query(
    `SELECT v.variants FROM step s JOIN step_content v ON v.id = s.content_id WHERE s.id = $1`,
    [first.step_id],
  );
  expect(version.variants).toEqual([B]);
});

it.each([
  ['six variants', { variants: [A, B, B, B, B, B] }, VARIANT_MESSAGES.tooMany],
  ['variants not a list', { variants: 'A' }, VARIANT_MESSAGES.invalid],
  ['an empty list', { variants: [] }, VARIANT_MESSAGES.invalid],
  ['a variant not an object', { variants: [A, 7] }, VARIANT_MESSAGES.invalid],
  ['a variant without body', { variants: [A, { subject: 'x' }] }, CAMPAIGN_MESSAGES.bodyRequired],
  [
    'spintax not closed',
    { variants: [A, { subject: 'x', body: '{{RANDOM|a|b' }] },
    VARIANT_MESSAGES.spintaxNotClosed,
  ],
  [
    'an unknown variable in a variant',
    { variants: [A, { subject: 'x', body: 'Hi {{last_name}}' }] },
    CAMPAIGN_MESSAGES.unknownVariable('last_name'),
  ],
])('refuses %s with a 400 and saves nothing', async (_, step, message) => {
  const { token, campaignId } = await compose();
  const answer = await add(token, campaignId, [step]);
  expect(answer.status).toBe(400);
  expect(answer.body.message).toBe(message);
  const [{ count }] = await t.database.db.query(
    `SELECT count(*)::int AS count FROM step WHERE campaign_id = $1`,
    [campaignId],
  );
  expect(count).toBe(0);
});

it('saves and answers variants over GraphQL, and previews each variant', async () => {
  const { token, campaignId } = await compose();
  const saved = await t.gql<Json>(
    `mutation ($id: ID!, $steps: [StepInput!]!) {
       saveCampaignSteps(campaignId: $id, messageMimeType: "text/plain", steps: $steps) {
         steps { position variants { letter subject body } } } }`,
    { id: campaignId, steps: [{ body: '', variants: [A, B] }] },
    { token },
  );
  expect(saved.errors).toBeUndefined();
  expect(saved.data.saveCampaignSteps.steps[0].variants.map((v: Json) => v.letter)).toEqual([
    'A',
    'B',
  ]);
  const preview = async (variant: string | null) =>
    t.gql<Json>(
      `query ($id: ID!, $variant: String) { previewMessages(campaignId: $id, variant: $variant) {
         messages { subject body variant } } }`,
      { id: campaignId, variant },
      { token },
    );
  const b = await preview('B');
  expect(b.data.previewMessages.messages[0]).toMatchObject({ body: 'B text', variant: 'B' });
  expect(b.data.previewMessages.messages[0].subject).toMatch(/^Other (one|two)$/);
  // The same recipient, asked again: the same pick.
  expect((await preview('B')).data).toEqual(b.data);
  const a = await preview('A');
  expect(a.data.previewMessages.messages[0].body).toMatch(/^(Hi|Hey) Ada$/);
  const bad = await preview('Z');
  expect(bad.errors?.[0].message).toBe(VARIANT_MESSAGES.variantLetter);
});

it('a duplicated campaign keeps its messages’ variants', async () => {
  const { token, campaignId } = await compose();
  expect((await add(token, campaignId, [{ variants: [A, B] }])).status).toBe(200);
  const copy = await t.rest<Json>('POST', '/v1/campaign/duplicate', {
    token,
    body: { campaign_id: campaignId },
  });
  expect(copy.status).toBe(200);
  const steps = await t.rest<Json>('POST', '/v1/campaign/steps/all', {
    token,
    body: { campaignID: copy.body.campaignID },
  });
  expect(steps.body.data.steps[0].variants.map((v: Json) => v.subject)).toEqual([
    A.subject,
    B.subject,
  ]);
});
