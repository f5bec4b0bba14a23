import { EventForeignKeys1763800000010 } from '../../../db/migrations/1763800000010-event-foreign-keys';
import {
  buildCampaign,
  buildContact,
  buildContactList,
  buildMailAccount,
} from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';

// email_event has no foreign keys (migration 0010): the deletes that relied on its cascades
// now clean up the events themselves.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A draft campaign of the signed-in user's workspace with `steps` messages and `contacts` recipients. */
async function campaignOf(workspaceId: string, attrs: { steps: number; contacts: number }) {
  const account = await buildMailAccount(db(), { workspaceId });
  const contacts = [];
  for (let i = 0; i < attrs.contacts; i += 1)
    contacts.push(await buildContact(db(), { workspaceId }));
  const list = await buildContactList(db(), {
    workspaceId,
    contactIds: contacts.map((contact) => contact.id),
  });
  const campaign = await buildCampaign(db(), {
    workspaceId,
    mailAccountId: account.id,
    steps: attrs.steps,
    listIds: [list.id],
  });
  const steps: { id: string }[] = await db().query(
    `SELECT id FROM step WHERE campaign_id = $1 ORDER BY position`,
    [campaign.id],
  );
  const recipients: { id: string }[] = await db().query(
    `SELECT id FROM campaign_recipient WHERE campaign_id = $1 ORDER BY id`,
    [campaign.id],
  );
  return {
    id: campaign.id,
    listId: list.id,
    steps: steps.map((step) => step.id),
    recipients: recipients.map((recipient) => recipient.id),
  };
}

async function eventSteps(campaignId: string) {
  const rows: { id: string; step_id: string | null }[] = await db().query(
    `SELECT id, step_id FROM email_event WHERE campaign_id = $1 ORDER BY id`,
    [campaignId],
  );
  return rows.map((row) => row.step_id);
}

describe('events when what they point at is deleted', () => {
  it('keeps the events of a deleted message, no longer tied to it (deleteStep and a saved sequence)', async () => {
    const { user, token } = await t.signIn();
    for (const remove of ['deleteStep', 'saveCampaignSteps'] as const) {
      const campaign = await campaignOf(user.workspaceId, { steps: 2, contacts: 1 });
      const [first, second] = campaign.steps;
      for (const stepId of [first, second])
        await t.services.events.record({
          type: 'open',
          recipientId: campaign.recipients[0],
          stepId,
        });
      const answer =
        remove === 'deleteStep'
          ? await t.gql(
              `mutation($c: ID!, $s: ID!) { deleteStep(campaignId: $c, stepId: $s) { id } }`,
              { c: campaign.id, s: second },
              { token },
            )
          : await t.gql(
              `mutation($c: ID!, $steps: [StepInput!]!) {
                 saveCampaignSteps(campaignId: $c, messageMimeType: "text/html", steps: $steps) { id }
               }`,
              { c: campaign.id, steps: [{ id: first, subject: 'Hello', body: '<p>Hello</p>' }] },
              { token },
            );
      expect(answer.errors).toBeUndefined();
      expect(await eventSteps(campaign.id)).toEqual([first, null]);
    }
  });

  it('deletes the events of the recipients an unlinked list removes, and only theirs', async () => {
    const { user, token } = await t.signIn();
    const campaign = await campaignOf(user.workspaceId, { steps: 1, contacts: 2 });
    const other = await campaignOf(user.workspaceId, { steps: 1, contacts: 1 });
    for (const recipientId of [...campaign.recipients, ...other.recipients])
      await t.services.events.record({ type: 'open', recipientId, flagged: true });
    const unlinked = await t.rest('POST', '/v1/campaign/contactsList/delete', {
      body: { campaign_id: campaign.id, list_id: campaign.listId },
      token,
    });
    expect(unlinked.status).toBe(200);
    const [{ n }] = await db().query(
      `SELECT count(*)::int AS n FROM email_event WHERE recipient_id = ANY($1::uuid[])`,
      [campaign.recipients],
    );
    expect(n).toBe(0);
    expect(await eventSteps(other.id)).toHaveLength(1);
  });
});

describe('migration 0010', () => {
  const foreignKeys = async () => {
    const [{ n }] = await db().query(
      `SELECT count(*)::int AS n FROM pg_constraint
        WHERE conrelid = 'email_event'::regclass AND contype = 'f'`,
    );
    return n;
  };

  it('drops the foreign keys; down does what the cascades would have done and restores them', async () => {
    expect(await foreignKeys()).toBe(0);
    const campaign = await campaignOf((await t.signIn()).user.workspaceId, {
      steps: 1,
      contacts: 1,
    });
    const gone = await campaignOf((await t.signIn()).user.workspaceId, { steps: 1, contacts: 1 });
    const kept = await t.services.events.record({
      type: 'open',
      recipientId: campaign.recipients[0],
      stepId: campaign.steps[0],
    });
    const orphan = await t.services.events.record({
      type: 'open',
      recipientId: gone.recipients[0],
      stepId: gone.steps[0],
    });
    // Written while nothing cascades: the recipient goes, its event stays behind.
    await db().query(`DELETE FROM campaign_recipient WHERE id = $1`, [gone.recipients[0]]);
    // A message deleted without clearing its events' step.
    await db().query(`DELETE FROM step WHERE id = $1`, [campaign.steps[0]]);

    const migration = new EventForeignKeys1763800000010();
    const runner = db().createQueryRunner();
    try {
      await migration.down(runner);
      expect(await foreignKeys()).toBe(6);
      const rows: { id: string; step_id: string | null }[] = await db().query(
        `SELECT id, step_id FROM email_event WHERE id = ANY($1::bigint[])`,
        [[kept!.id, orphan!.id]],
      );
      expect(rows).toEqual([{ id: kept!.id, step_id: null }]);
      await migration.up(runner);
      expect(await foreignKeys()).toBe(0);
    } finally {
      await runner.release();
    }
  });
});
