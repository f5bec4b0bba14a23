import { CAMPAIGN_MESSAGES } from '@outbound/common';
import type { EventType } from '../../../events/event-types';
import { buildStartedCampaign, buildWorkspace } from '../../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../../test/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const STEP_FIELDS = `id position status delay totalRecipients pendingRecipients sent
  eventCounts { type count percentage }`;

type Figure = { type: string; count: number; percentage: number };
type StepAnswer = {
  id: string;
  position: number;
  status: string;
  delay: number;
  totalRecipients: number;
  pendingRecipients: number;
  sent: number;
  eventCounts: Figure[];
};

/** A started campaign of three messages to ada, bob and cy, in a new workspace. */
async function sequenceWithRecipients() {
  const workspace = await buildWorkspace(t.database.db);
  const { token } = await t.signIn({ workspace });
  const built = await buildStartedCampaign(t.database.db, {
    workspaceId: workspace.id,
    names: ['ada', 'bob', 'cy'],
    steps: 3,
  });
  const stepIds: string[] = (
    await t.database.db.query(`SELECT id FROM step WHERE campaign_id = $1 ORDER BY position`, [
      built.campaignId,
    ])
  ).map((row: { id: string }) => row.id);
  const [ada, bob, cy] = built.recipients.map((recipient) => recipient.id);
  /** Records an event through the one recording path, on message `position`. */
  const record = (type: EventType, recipientId: string, position: number, flagged = false) =>
    t.services.events.record({ type, recipientId, stepId: stepIds[position - 1], flagged });
  return { token, campaignId: built.campaignId, stepIds, ada, bob, cy, record };
}

async function stepsOverGraphQL(token: string, campaignId: string) {
  const answer = await t.gql<{ campaignSteps: StepAnswer[] }>(
    `query($c: ID!) { campaignSteps(campaignId: $c) { ${STEP_FIELDS} } }`,
    { c: campaignId },
    { token },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.campaignSteps;
}

async function setStatus(token: string, campaignId: string, stepId: string, status: string) {
  return t.gql<{ setStepStatus: StepAnswer & { message: string } }>(
    `mutation($c: ID!, $s: ID!, $status: String!) {
      setStepStatus(campaignId: $c, stepId: $s, status: $status) { ${STEP_FIELDS} message }
    }`,
    { c: campaignId, s: stepId, status },
    { token },
  );
}

const figures = (counts: [number, number, number, number, number], percentages: number[]) =>
  (['open', 'click', 'reply', 'bounce', 'unsubscribe'] as const).map((type, index) => ({
    type,
    count: counts[index],
    percentage: percentages[index],
  }));

describe('step statistics', () => {
  it('counts each message’s sends and events once per recipient, as shares of its sends', async () => {
    const c = await sequenceWithRecipients();
    for (const recipient of [c.ada, c.bob, c.cy]) await c.record('sent', recipient, 1);
    await c.record('open', c.ada, 1);
    await c.record('open', c.ada, 1); // the same recipient again: still one opener
    await c.record('open', c.bob, 1);
    await c.record('click', c.ada, 1);
    await c.record('open', c.cy, 1, true); // a bot open counts nothing
    await c.record('reply', c.bob, 1);
    await c.record('bounce', c.cy, 1);
    await c.record('sent', c.ada, 2);
    await c.record('unsubscribe', c.ada, 2);
    // Another campaign of the workspace with its own events shows none of them here.
    const other = await sequenceWithRecipients();
    await other.record('sent', other.ada, 1);

    const steps = await stepsOverGraphQL(c.token, c.campaignId);
    expect(steps).toEqual([
      {
        id: c.stepIds[0],
        position: 1,
        status: 'active',
        delay: 0,
        totalRecipients: 3,
        pendingRecipients: 0,
        sent: 3,
        eventCounts: figures([2, 1, 1, 1, 0], [66.67, 33.33, 33.33, 33.33, 0]),
      },
      {
        id: c.stepIds[1],
        position: 2,
        status: 'active',
        delay: 3,
        totalRecipients: 3,
        // bob replied and cy bounced before it, ada was sent it: nobody is still to get it.
        pendingRecipients: 0,
        sent: 1,
        eventCounts: figures([0, 0, 0, 0, 1], [0, 0, 0, 0, 100]),
      },
      {
        id: c.stepIds[2],
        position: 3,
        status: 'active',
        delay: 3,
        totalRecipients: 3,
        pendingRecipients: 0,
        sent: 0,
        eventCounts: figures([0, 0, 0, 0, 0], [0, 0, 0, 0, 0]),
      },
    ]);

    // The /v1 answer carries the same figures in its own shape.
    const all = await t.rest<{ data: { steps: Record<string, unknown>[] } }>(
      'POST',
      '/v1/campaign/steps/all',
      { body: { campaignID: c.campaignId }, token: c.token },
    );
    expect(all.body.data.steps[0]).toMatchObject({
      total_recipients: 3,
      pending_recipients: 0,
      email_event_counts: { sent: 3, open: 2, click: 1, reply: 1, bounce: 1, unsubscribe: 0 },
      email_event_counts_percentage: { open: { count: 2, percentage: 66.67 } },
    });
  });

  it('counts as pending only the recipients still to get a message, not those who stopped', async () => {
    const c = await sequenceWithRecipients();
    for (const recipient of [c.ada, c.bob, c.cy]) await c.record('sent', recipient, 1);
    // As the dispatcher leaves them after the first message: all waiting for the second.
    await t.database.db.query(
      `UPDATE campaign_recipient SET next_position = 2 WHERE id = ANY($1)`,
      [[c.ada, c.bob, c.cy]],
    );
    await c.record('reply', c.bob, 1); // bob stops: no second nor third message for him
    const steps = await stepsOverGraphQL(c.token, c.campaignId);
    expect(steps.map((step) => [step.sent, step.pendingRecipients])).toEqual([
      [3, 0],
      [0, 2],
      [0, 2],
    ]);
    // The Overview's funnel counts the same way, also per list and in the Total column.
    const answer = await t.gql<{
      campaignOverview: { steps: { figures: { pending: number } }[]; total: { pending: number } };
    }>(
      `query($c: ID!) { campaignOverview(campaignId: $c) {
         steps { figures { pending } } total { pending } } }`,
      { c: c.campaignId },
      { token: c.token },
    );
    const overview = answer.data!.campaignOverview;
    expect(overview.steps.map((step) => step.figures.pending)).toEqual([0, 2, 2]);
    expect(overview.total.pending).toBe(0);
  });

  it('pauses and enables a message over GraphQL with the confirmation, its figures kept', async () => {
    const c = await sequenceWithRecipients();
    await c.record('sent', c.ada, 1);
    const paused = await setStatus(c.token, c.campaignId, c.stepIds[1], 'pause');
    expect(paused.errors).toBeUndefined();
    expect(paused.data!.setStepStatus).toMatchObject({
      id: c.stepIds[1],
      status: 'pause',
      message: CAMPAIGN_MESSAGES.stepPaused,
    });

    // Pausing a paused message changes nothing and answers the same.
    const again = await setStatus(c.token, c.campaignId, c.stepIds[1], 'pause');
    expect(again.data!.setStepStatus).toMatchObject({
      status: 'pause',
      message: CAMPAIGN_MESSAGES.stepPaused,
    });
    const steps = await stepsOverGraphQL(c.token, c.campaignId);
    expect(steps.map((step) => step.status)).toEqual(['active', 'pause', 'active']);
    expect(steps[0].sent).toBe(1);

    const enabled = await setStatus(c.token, c.campaignId, c.stepIds[1], 'active');
    expect(enabled.data!.setStepStatus).toMatchObject({
      status: 'active',
      message: CAMPAIGN_MESSAGES.stepEnabled,
    });
    const refused = await setStatus(c.token, c.campaignId, c.stepIds[1], 'paused');
    expect(refused.errors?.[0]).toMatchObject({
      message: CAMPAIGN_MESSAGES.stepStatus,
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('answers another workspace’s campaign like a missing one and leaves its message alone', async () => {
    const mine = await sequenceWithRecipients();
    const theirs = await sequenceWithRecipients();
    const notFound = { message: CAMPAIGN_MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } };

    const paused = await setStatus(mine.token, theirs.campaignId, theirs.stepIds[0], 'pause');
    expect(paused.errors?.[0]).toMatchObject(notFound);
    const listed = await t.gql(
      `query($c: ID!) { campaignSteps(campaignId: $c) { id } }`,
      { c: theirs.campaignId },
      { token: mine.token },
    );
    expect(listed.errors?.[0]).toMatchObject(notFound);
    // Their message inside my campaign is no message of mine.
    const crossed = await setStatus(mine.token, mine.campaignId, theirs.stepIds[0], 'pause');
    expect(crossed.errors?.[0]).toMatchObject({ message: CAMPAIGN_MESSAGES.stepNotFound });
    expect(
      (await stepsOverGraphQL(theirs.token, theirs.campaignId)).map((step) => step.status),
    ).toEqual(['active', 'active', 'active']);
  });
});
