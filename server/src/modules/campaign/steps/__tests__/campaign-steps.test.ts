import { CAMPAIGN_MESSAGES } from '@outbound/common';
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

type Json = Record<string, unknown>;
type StepJson = {
  step_id: string;
  subject: string;
  body: string;
  status: string;
  minimum_delay_after_last_send: number;
};

const post = (token: string, url: string, body: unknown = {}) =>
  t.rest<Json>('POST', url, { body, token });

/** A signed-in owner with a draft campaign whose list has email, first_name and Company Name. */
async function compose(attrs: { hasSmtp?: boolean } = {}) {
  const workspace = await buildWorkspace(t.database.db);
  const { token } = await t.signIn({ workspace });
  const account = await buildMailAccount(t.database.db, { workspaceId: workspace.id });
  if (attrs.hasSmtp === false)
    await t.database.db.query(`UPDATE mail_account SET has_smtp = false WHERE id = $1`, [
      account.id,
    ]);
  const list = await buildContactListWithRows(t.database.db, {
    workspaceId: workspace.id,
    columns: ['email', 'first_name', 'Company Name'],
    rows: [
      { email: 'ada@example.test', first_name: 'Ada', 'Company Name': 'ACME' },
      { email: 'bob@example.test', first_name: 'Bob', 'Company Name': 'Initech' },
    ],
  });
  const campaign = await buildCampaign(t.database.db, {
    workspaceId: workspace.id,
    mailAccountId: account.id,
    listIds: [list.id],
  });
  return { workspaceId: workspace.id, token, campaignId: campaign.id as string };
}

const first = { subject: 'Hello {{first_name}}', body: '<p>Hi {{first_name}}</p>' };
const followUp = (body = '<p>Any news?</p>', delay: unknown = 3) => ({
  subject: 'ignored',
  body,
  minimum_delay_after_last_send: delay,
});

async function addSteps(
  token: string,
  campaignId: string,
  newSteps: unknown[],
  mime = 'text/html',
) {
  return post(token, '/v1/campaign/steps/add', {
    campaign_id: campaignId,
    message_mime_type: mime,
    current_tab: 'compose',
    completed_tabs: ['start', 'add-recipients'],
    new_steps: newSteps.map((step, index) => ({ ...(step as Json), new_step_id: `n${index}` })),
  });
}

async function stepsOf(token: string, campaignId: string) {
  const all = await post(token, '/v1/campaign/steps/all', { campaignID: campaignId });
  expect(all.status).toBe(200);
  return (all.body.data as { steps: StepJson[] }).steps;
}

async function campaignRow(id: string) {
  const [row] = await t.database.db.query(
    `SELECT current_tab, completed_tabs, message_mime_type, track_open, track_clicks, use_smtp,
            pertinent_laws
       FROM campaign WHERE id = $1`,
    [id],
  );
  return row;
}

describe('saving the messages', () => {
  it('saves a first message and follow-ups, forces Re: subjects and moves the wizard to preview', async () => {
    const { token, campaignId } = await compose();
    const saved = await addSteps(token, campaignId, [
      first,
      followUp('<p>Following up, {{Company Name}}</p>', 2),
      followUp('<p>Last try</p>', '7'),
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(CAMPAIGN_MESSAGES.messagesUpdated);
    const steps = (saved.body.data as { steps: StepJson[] }).steps;
    expect(steps).toEqual([
      expect.objectContaining({
        subject: 'Hello {{first_name}}',
        body: '<p>Hi {{first_name}}</p>',
        status: 'active',
        minimum_delay_after_last_send: 0,
        total_recipients: 2,
        pending_recipients: 2,
        email_event_counts: { sent: 0, open: 0, click: 0, reply: 0, bounce: 0, unsubscribe: 0 },
        email_event_counts_percentage: expect.objectContaining({
          open: { count: 0, percentage: 0 },
        }),
      }),
      expect.objectContaining({
        subject: 'Re: Hello {{first_name}}',
        minimum_delay_after_last_send: 2,
      }),
      expect.objectContaining({
        subject: 'Re: Hello {{first_name}}',
        minimum_delay_after_last_send: 7,
      }),
    ]);
    expect(await stepsOf(token, campaignId)).toEqual(steps);
    const all = await post(token, '/v1/campaign/steps/all', { campaignID: campaignId });
    expect((all.body.data as Json).message_mime_type).toBe('text/html');
    expect(await campaignRow(campaignId)).toMatchObject({
      current_tab: 'preview',
      completed_tabs: ['start', 'add-recipients', 'compose'],
    });
  });

  it.each([
    ['an empty subject', [{ ...first, subject: '  ' }], CAMPAIGN_MESSAGES.subjectRequired],
    ['a missing subject', [{ body: first.body }], CAMPAIGN_MESSAGES.subjectRequired],
    ['a one-character body', [{ ...first, body: '<p>a</p>' }], CAMPAIGN_MESSAGES.bodyRequired],
    ['a body of tags', [{ ...first, body: '<p><br></p>' }], CAMPAIGN_MESSAGES.bodyRequired],
    [
      'a body that is only a script',
      [{ ...first, body: '<script>alert(1)</script>' }],
      CAMPAIGN_MESSAGES.bodyRequired,
    ],
    ['a blank follow-up delay', [first, followUp(undefined, '')], CAMPAIGN_MESSAGES.delayBlank],
    ['a missing follow-up delay', [first, { body: '<p>More</p>' }], CAMPAIGN_MESSAGES.delayBlank],
    ['a follow-up delay of 0', [first, followUp(undefined, 0)], CAMPAIGN_MESSAGES.delayZero],
    ['a negative follow-up delay', [first, followUp(undefined, -2)], CAMPAIGN_MESSAGES.delayZero],
    ['a blank follow-up body', [first, followUp('<p></p>')], CAMPAIGN_MESSAGES.followUpBlank],
    [
      'a subject and a body missing (the subject comes first)',
      [{ subject: '', body: '' }],
      CAMPAIGN_MESSAGES.subjectRequired,
    ],
    [
      'the first failing message (follow-up 1 before follow-up 2)',
      [first, followUp(''), followUp(undefined, 0)],
      CAMPAIGN_MESSAGES.followUpBlank,
    ],
    ['no message at all', [], CAMPAIGN_MESSAGES.subjectRequired],
  ])('refuses %s with the spec message and saves nothing', async (_name, steps, message) => {
    const { token, campaignId } = await compose();
    expect(await addSteps(token, campaignId, steps)).toMatchObject({
      status: 400,
      body: { message },
    });
    expect(await stepsOf(token, campaignId)).toEqual([]);
    expect((await campaignRow(campaignId)).current_tab).toBe('compose');
  });

  it('refuses a variable that is not a column of the list, and accepts unsubscribe_url', async () => {
    const { token, campaignId } = await compose();
    expect(
      await addSteps(token, campaignId, [{ ...first, subject: 'Hi {{last_name}}' }]),
    ).toMatchObject({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.unknownVariable('last_name') },
    });
    expect(
      await addSteps(token, campaignId, [
        first,
        followUp('<p><a href="{{website}}">our site</a></p>'),
      ]),
    ).toMatchObject({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.unknownVariable('website') },
    });
    const saved = await addSteps(token, campaignId, [
      {
        subject: 'For {{ Company Name }}',
        body: '<p>{{first_name}} <a href="{{unsubscribe_url}}">stop</a></p>',
      },
    ]);
    expect(saved.status).toBe(200);
  });

  it('sanitizes HTML bodies before storing them, and stores plain-text bodies as text', async () => {
    const { token, campaignId } = await compose();
    const dirty =
      '<p onmouseover="x()">Hi <strong>{{first_name}}</strong><script>alert(1)</script></p>' +
      '<img src="https://cdn.example.test/a.png" alt="logo" onerror="alert(1)">' +
      '<a href="javascript:alert(1)">bad</a><a href="https://example.test">good</a>' +
      '<iframe src="https://evil.test"></iframe><ul><li><em>one</em></li></ul>';
    await addSteps(token, campaignId, [{ ...first, body: dirty }]);
    const [stored] = await stepsOf(token, campaignId);
    expect(stored.body).toBe(
      '<p>Hi <strong>{{first_name}}</strong></p>' +
        '<img src="https://cdn.example.test/a.png" alt="logo" />' +
        '<a>bad</a><a href="https://example.test">good</a><ul><li><em>one</em></li></ul>',
    );

    const text = 'Hi {{first_name}},\n<b>this stays text</b>';
    await addSteps(token, campaignId, [{ ...first, body: text }], 'text/plain');
    const [plain] = await stepsOf(token, campaignId);
    expect(plain.body).toBe(text);
    const all = await post(token, '/v1/campaign/steps/all', { campaignID: campaignId });
    expect((all.body.data as Json).message_mime_type).toBe('text/plain');
    expect(await campaignRow(campaignId)).toMatchObject({ track_open: false, track_clicks: false });
    expect(await addSteps(token, campaignId, [first], 'application/json')).toMatchObject({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.mimeType },
    });
  });

  it('updates old steps in place (ids and counters kept), deletes the ones left out and appends new ones', async () => {
    const { token, campaignId } = await compose();
    await addSteps(token, campaignId, [first, followUp('<p>Two</p>'), followUp('<p>Three</p>')]);
    const [one, two, three] = await stepsOf(token, campaignId);
    await t.database.db.query(`UPDATE step_counter SET sent = 2, open = 1 WHERE step_id = $1`, [
      three.step_id,
    ]);
    // A recipient who already got messages 1 and 2 waits for message 3.
    await t.database.db.query(
      `UPDATE campaign_recipient SET next_position = 3 WHERE campaign_id = $1`,
      [campaignId],
    );

    const updated = await post(token, '/v1/campaign/steps/update', {
      campaign_id: campaignId,
      message_mime_type: 'text/html',
      old_steps: [
        { step_id: one.step_id, subject: 'New subject', body: '<p>One v2</p>' },
        {
          step_id: three.step_id,
          subject: 'x',
          body: '<p>Three v2</p>',
          minimum_delay_after_last_send: 4,
        },
      ],
      new_steps: [{ new_step_id: 'a', ...followUp('<p>Four</p>', 5) }],
    });
    expect(updated.status).toBe(200);
    const steps = (updated.body.data as { steps: (StepJson & Json)[] }).steps;
    expect(steps.map((step) => [step.step_id, step.subject, step.body])).toEqual([
      [one.step_id, 'New subject', '<p>One v2</p>'],
      [three.step_id, 'Re: New subject', '<p>Three v2</p>'],
      [expect.any(String), 'Re: New subject', '<p>Four</p>'],
    ]);
    expect(steps[2].step_id).not.toBe(two.step_id);
    expect(steps[1]).toMatchObject({
      minimum_delay_after_last_send: 4,
      pending_recipients: 0,
      email_event_counts: expect.objectContaining({ open: 1 }),
      email_event_counts_percentage: expect.objectContaining({
        open: { count: 1, percentage: 50 },
      }),
    });
    const positions = await t.database.db.query(
      `SELECT id, position FROM step WHERE campaign_id = $1 ORDER BY position`,
      [campaignId],
    );
    expect(positions.map((row: Json) => row.position)).toEqual([1, 2, 3]);
    // Message 3 is now message 2: the recipient still waits for it.
    const [recipient] = await t.database.db.query(
      `SELECT next_position FROM campaign_recipient WHERE campaign_id = $1 LIMIT 1`,
      [campaignId],
    );
    expect(recipient.next_position).toBe(2);

    expect(
      await post(token, '/v1/campaign/steps/update', {
        campaign_id: campaignId,
        message_mime_type: 'text/html',
        old_steps: [{ step_id: two.step_id, ...first }],
      }),
    ).toMatchObject({ status: 404, body: { message: CAMPAIGN_MESSAGES.stepNotFound } });
    expect(
      await post(token, '/v1/campaign/steps/update', {
        campaign_id: campaignId,
        message_mime_type: 'text/html',
        old_steps: [
          { step_id: one.step_id, ...first },
          { step_id: one.step_id, ...followUp() },
        ],
      }),
    ).toMatchObject({ status: 400, body: { message: CAMPAIGN_MESSAGES.stepRepeated } });
    expect(await stepsOf(token, campaignId)).toHaveLength(3);
  });

  it('never moves progress back when an advanced campaign saves its messages', async () => {
    const { token, campaignId } = await compose();
    await t.database.db.query(
      `UPDATE campaign SET current_tab = 'send',
              completed_tabs = '{start,add-recipients,compose,preview,options}' WHERE id = $1`,
      [campaignId],
    );
    await addSteps(token, campaignId, [first]);
    expect(await campaignRow(campaignId)).toMatchObject({
      current_tab: 'send',
      completed_tabs: ['start', 'add-recipients', 'compose', 'preview', 'options'],
    });
  });
});

describe('deleting, pausing and enabling a message', () => {
  it('deletes a follow-up and renumbers the others; the first goes only when it is alone', async () => {
    const { token, campaignId } = await compose();
    await addSteps(token, campaignId, [first, followUp('<p>Two</p>'), followUp('<p>Three</p>')]);
    const [one, two, three] = await stepsOf(token, campaignId);

    expect(
      await post(token, '/v1/campaign/steps/delete', {
        campaignID: campaignId,
        stepID: one.step_id,
      }),
    ).toMatchObject({ status: 400, body: { message: CAMPAIGN_MESSAGES.firstStepHasFollowUps } });
    const deleted = await post(token, '/v1/campaign/steps/delete', {
      campaignID: campaignId,
      stepID: two.step_id,
    });
    expect(deleted).toMatchObject({
      status: 200,
      body: { message: CAMPAIGN_MESSAGES.stepDeleted },
    });
    const left = await t.database.db.query(
      `SELECT id, position FROM step WHERE campaign_id = $1 ORDER BY position`,
      [campaignId],
    );
    expect(left).toEqual([
      { id: one.step_id, position: 1 },
      { id: three.step_id, position: 2 },
    ]);
    await post(token, '/v1/campaign/steps/delete', {
      campaignID: campaignId,
      stepID: three.step_id,
    });
    expect(
      await post(token, '/v1/campaign/steps/delete', {
        campaignID: campaignId,
        stepID: one.step_id,
      }),
    ).toMatchObject({ status: 200 });
    expect(await stepsOf(token, campaignId)).toEqual([]);
    expect(
      await post(token, '/v1/campaign/steps/delete', {
        campaignID: campaignId,
        stepID: one.step_id,
      }),
    ).toMatchObject({ status: 404, body: { message: CAMPAIGN_MESSAGES.stepNotFound } });
    expect(
      await post(token, '/v1/campaign/steps/delete', { campaignID: campaignId }),
    ).toMatchObject({ status: 400, body: { message: CAMPAIGN_MESSAGES.stepIdMissing } });
  });

  it('pauses and enables a message', async () => {
    const { token, campaignId } = await compose();
    await addSteps(token, campaignId, [first, followUp()]);
    const [, second] = await stepsOf(token, campaignId);
    const ids = { campaignID: campaignId, stepID: second.step_id };
    expect(await post(token, '/v1/campaign/steps/pause', ids)).toEqual({
      status: 200,
      body: { message: CAMPAIGN_MESSAGES.stepPaused },
    });
    expect((await stepsOf(token, campaignId))[1].status).toBe('pause');
    expect(await post(token, '/v1/campaign/steps/enable', ids)).toEqual({
      status: 200,
      body: { message: CAMPAIGN_MESSAGES.stepEnabled },
    });
    expect((await stepsOf(token, campaignId))[1].status).toBe('active');
  });
});

describe('tenancy', () => {
  it('answers another workspace’s campaign or message like a missing one', async () => {
    const mine = await compose();
    const theirs = await compose();
    await addSteps(theirs.token, theirs.campaignId, [first, followUp()]);
    const [theirFirst, theirSecond] = await stepsOf(theirs.token, theirs.campaignId);
    const notFound = { status: 404, body: { message: CAMPAIGN_MESSAGES.notFound } };

    expect(
      await post(mine.token, '/v1/campaign/steps/all', { campaignID: theirs.campaignId }),
    ).toMatchObject(notFound);
    expect(await addSteps(mine.token, theirs.campaignId, [first])).toMatchObject(notFound);
    expect(
      await post(mine.token, '/v1/campaign/steps/pause', {
        campaignID: theirs.campaignId,
        stepID: theirSecond.step_id,
      }),
    ).toMatchObject(notFound);
    expect(
      await post(mine.token, '/v1/campaign/setting/get', { campaignID: theirs.campaignId }),
    ).toMatchObject(notFound);
    // Their message inside my campaign is no message of mine.
    const stepNotFound = { status: 404, body: { message: CAMPAIGN_MESSAGES.stepNotFound } };
    expect(
      await post(mine.token, '/v1/campaign/steps/delete', {
        campaignID: mine.campaignId,
        stepID: theirSecond.step_id,
      }),
    ).toMatchObject(stepNotFound);
    expect(
      await post(mine.token, '/v1/campaign/steps/update', {
        campaign_id: mine.campaignId,
        message_mime_type: 'text/html',
        old_steps: [{ step_id: theirFirst.step_id, ...first }],
      }),
    ).toMatchObject(stepNotFound);
    expect(await stepsOf(theirs.token, theirs.campaignId)).toHaveLength(2);
    expect(await post(mine.token, '/v1/campaign/steps/all', {})).toMatchObject({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.campaignIdMissing },
    });
  });
});

describe('options', () => {
  it('reads and saves the options, moving the wizard to send', async () => {
    const { token, campaignId } = await compose();
    const got = await post(token, '/v1/campaign/setting/get', { campaignID: campaignId });
    expect(got.body).toEqual({
      data: {
        setting: {
          use_smtp: false,
          track_open: true,
          track_clicks: true,
          schedule_send: false,
          pertinent_laws: false,
          start_time: null,
          start_time_local: null,
          start_time_zone: null,
          match_recipient_provider: false,
          send_in_recipient_timezone: false,
          skip_role_addresses: false,
          skip_disposable: false,
          stop_for_company: false,
          out_of_office_days: 7,
        },
      },
    });
    const saved = await post(token, '/v1/campaign/setting/update', {
      campaign_id: campaignId,
      setting: { track_open: false, track_clicks: true, pertinent_laws: true, use_smtp: true },
      current_tab: 'options',
      completed_tabs: ['start', 'add-recipients', 'compose', 'preview'],
    });
    expect(saved).toMatchObject({
      status: 200,
      body: {
        message: CAMPAIGN_MESSAGES.settingsUpdated,
        data: {
          setting: { track_open: false, track_clicks: true, pertinent_laws: true, use_smtp: true },
        },
      },
    });
    expect(await campaignRow(campaignId)).toMatchObject({
      current_tab: 'send',
      completed_tabs: ['start', 'add-recipients', 'compose', 'preview', 'options'],
    });
    expect(
      await post(token, '/v1/campaign/setting/update', {
        campaign_id: campaignId,
        setting: { track_open: 'yes' },
      }),
    ).toMatchObject({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.settingInvalid('track_open') },
    });
  });

  it('keeps tracking off for a plain-text campaign and SMTP off for a mailbox without it', async () => {
    const { token, campaignId } = await compose({ hasSmtp: false });
    await addSteps(token, campaignId, [{ ...first, body: 'Hi {{first_name}}' }], 'text/plain');
    await post(token, '/v1/campaign/setting/update', {
      campaign_id: campaignId,
      setting: { track_open: true, track_clicks: true, use_smtp: true },
    });
    expect(await campaignRow(campaignId)).toMatchObject({
      track_open: false,
      track_clicks: false,
      use_smtp: false,
    });
  });

  it('shows the scheduled start as wall-clock time in its zone', async () => {
    const { token, campaignId } = await compose();
    await t.database.db.query(
      `UPDATE campaign SET status = 'scheduled', start_time = '2031-07-01T08:30:00Z',
              start_time_zone = 'Europe/Paris' WHERE id = $1`,
      [campaignId],
    );
    const got = await post(token, '/v1/campaign/setting/get', { campaignID: campaignId });
    expect((got.body.data as Json).setting).toMatchObject({
      schedule_send: true,
      start_time: '2031-07-01T08:30:00.000Z',
      start_time_local: '2031-07-01T10:30',
      start_time_zone: 'Europe/Paris',
    });
  });
});

describe('over GraphQL', () => {
  it('saves the sequence and answers the campaign with its steps; pauses and deletes messages', async () => {
    const { token, campaignId } = await compose();
    const saved = await t.gql<{
      saveCampaignSteps: {
        id: string;
        currentTab: string;
        steps: { id: string; position: number; subject: string; delay: number }[];
      };
    }>(
      `mutation($id: ID!, $steps: [StepInput!]!) {
        saveCampaignSteps(campaignId: $id, messageMimeType: "text/html", steps: $steps) {
          id currentTab steps { id position subject delay status eventCounts { type count percentage } }
        }
      }`,
      {
        id: campaignId,
        steps: [
          { subject: 'Hi {{first_name}}', body: '<p>Hello there</p>' },
          { body: '<p>Again</p>', delay: 4 },
        ],
      },
      { token },
    );
    expect(saved.errors).toBeUndefined();
    const campaign = saved.data!.saveCampaignSteps;
    expect(campaign.currentTab).toBe('preview');
    expect(campaign.steps).toEqual([
      expect.objectContaining({ position: 1, subject: 'Hi {{first_name}}', delay: 0 }),
      expect.objectContaining({ position: 2, subject: 'Re: Hi {{first_name}}', delay: 4 }),
    ]);

    const refused = await t.gql(
      `mutation($id: ID!) {
        saveCampaignSteps(campaignId: $id, messageMimeType: "text/html",
          steps: [{ subject: "s", body: "<p>ok body</p>" }, { body: "<p>x y</p>", delay: 0 }]) { id }
      }`,
      { id: campaignId },
      { token },
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: CAMPAIGN_MESSAGES.delayZero,
      extensions: { code: 'BAD_REQUEST' },
    });

    const paused = await t.gql<{ setStepStatus: { id: string; status: string } }>(
      `mutation($c: ID!, $s: ID!) { setStepStatus(campaignId: $c, stepId: $s, status: "pause") { id status } }`,
      { c: campaignId, s: campaign.steps[1].id },
      { token },
    );
    expect(paused.data?.setStepStatus).toEqual({ id: campaign.steps[1].id, status: 'pause' });

    const afterDelete = await t.gql<{
      deleteStep: { stepsCount: number; steps: { id: string }[] };
    }>(
      `mutation($c: ID!, $s: ID!) { deleteStep(campaignId: $c, stepId: $s) { stepsCount steps { id } } }`,
      { c: campaignId, s: campaign.steps[1].id },
      { token },
    );
    expect(afterDelete.data?.deleteStep).toEqual({
      stepsCount: 1,
      steps: [{ id: campaign.steps[0].id }],
    });

    const listed = await t.gql<{ campaignSteps: { id: string }[] }>(
      `query($c: ID!) { campaignSteps(campaignId: $c) { id } }`,
      { c: campaignId },
      { token },
    );
    expect(listed.data?.campaignSteps).toEqual([{ id: campaign.steps[0].id }]);

    const options = await t.gql<{
      updateCampaignSetting: { id: string; trackOpen: boolean; pertinentLaws: boolean };
    }>(
      `mutation($c: ID!) {
        updateCampaignSetting(campaignId: $c, input: { trackOpen: false, pertinentLaws: true }) {
          id trackOpen pertinentLaws currentTab
        }
      }`,
      { c: campaignId },
      { token },
    );
    expect(options.data?.updateCampaignSetting).toMatchObject({
      trackOpen: false,
      pertinentLaws: true,
      currentTab: 'send',
    });
    const setting = await t.gql<{ campaignSetting: { trackOpen: boolean; trackClicks: boolean } }>(
      `query($c: ID!) { campaignSetting(campaignId: $c) { trackOpen trackClicks scheduleSend } }`,
      { c: campaignId },
      { token },
    );
    expect(setting.data?.campaignSetting).toEqual({
      trackOpen: false,
      trackClicks: true,
      scheduleSend: false,
    });

    const stranger = await compose();
    const hidden = await t.gql(
      `query($c: ID!) { campaignSteps(campaignId: $c) { id } }`,
      { c: campaignId },
      { token: stranger.token },
    );
    expect(hidden.errors?.[0]).toMatchObject({
      message: CAMPAIGN_MESSAGES.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
