import { CAMPAIGN_MESSAGES } from '@outbound/common';
import {
  buildCampaign,
  buildContact,
  buildContactList,
  buildMailAccount,
  buildWorkspace,
} from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

async function owner() {
  const workspace = await buildWorkspace(t.database.db);
  const { user, token } = await t.signIn({ workspace });
  const account = await buildMailAccount(t.database.db, {
    workspaceId: workspace.id,
    email: `sender-${workspace.id.slice(0, 8)}@outbound.test`,
  });
  return { workspaceId: workspace.id, user, token, account };
}

const post = (token: string, url: string, body: unknown = {}) =>
  t.rest<Json>('POST', url, { body, token });

async function campaignRow(id: string) {
  const [row] = await t.database.db.query(
    `SELECT status, current_tab, completed_tabs, start_time, start_time_zone, time_offset, deleted_at
       FROM campaign WHERE id = $1`,
    [id],
  );
  return row;
}

describe('the start step', () => {
  it('creates a draft on add-recipients with start completed, and validates in field order', async () => {
    const { token, account, user } = await owner();
    const created = await post(token, '/v1/campaign/create', {
      name: '  Q4 outreach ',
      assigned_to: account.id,
      use_smtp: true,
      current_tab: 'start',
      completed_tabs: [],
    });
    expect(created.status).toBe(200);
    const id = created.body.campaignID as string;
    expect(created.body.data).toMatchObject({
      _id: id,
      name: 'Q4 outreach',
      status: 'Draft',
      current_tab: 'add-recipients',
      completed_tabs: ['start'],
      assigned_to_user: { _id: account.id, email: account.email, status: 'active' },
      created_by_user: { name: user.name },
      recipients_count: 0,
      steps_count: 0,
      setting: { use_smtp: true },
    });

    expect(await post(token, '/v1/campaign/create', {})).toMatchObject({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.nameRequired },
    });
    expect(await post(token, '/v1/campaign/create', { name: 'X' })).toMatchObject({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.mailAccountRequired },
    });
    // Another workspace's mailbox is no mailbox.
    const stranger = await buildMailAccount(t.database.db);
    expect(
      await post(token, '/v1/campaign/create', { name: 'X', assigned_to: stranger.id }),
    ).toMatchObject({ status: 400, body: { message: CAMPAIGN_MESSAGES.mailAccountRequired } });
  });

  it('keeps the SMTP choice only for a mailbox that has SMTP', async () => {
    const { workspaceId, token } = await owner();
    const noSmtp = await buildMailAccount(t.database.db, { workspaceId });
    await t.database.db.query(`UPDATE mail_account SET has_smtp = false WHERE id = $1`, [
      noSmtp.id,
    ]);
    const created = await post(token, '/v1/campaign/create', {
      name: 'No SMTP',
      assigned_to: noSmtp.email,
      use_smtp: true,
    });
    expect((created.body.data as Json).setting).toMatchObject({ use_smtp: false });
  });

  it('updates the start step without taking progress back', async () => {
    const { workspaceId, token, account } = await owner();
    const other = await buildMailAccount(t.database.db, { workspaceId });
    const campaign = await buildCampaign(t.database.db, { workspaceId, mailAccountId: account.id });
    await t.database.db.query(
      `UPDATE campaign SET current_tab = 'preview', completed_tabs = '{start,add-recipients,compose}'
        WHERE id = $1`,
      [campaign.id],
    );
    const updated = await post(token, '/v1/campaign/update', {
      id: campaign.id,
      name: 'Renamed',
      assigned_to: other.id,
      use_smtp: false,
      current_tab: 'add-recipients',
      completed_tabs: ['start'],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'Renamed',
      assigned_to: other.id,
      current_tab: 'preview',
      completed_tabs: ['start', 'add-recipients', 'compose'],
    });
    const missing = await post(token, '/v1/campaign/update', { name: 'A', assigned_to: other.id });
    expect(missing).toMatchObject({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.campaignIdMissing },
    });
  });

  it('renames with Edit Title and refuses an empty title', async () => {
    const { workspaceId, token } = await owner();
    const campaign = await buildCampaign(t.database.db, { workspaceId });
    const renamed = await t.gql<{ renameCampaign: { name: string } }>(
      `mutation($id: ID!) { renameCampaign(id: $id, name: "New title") { name } }`,
      { id: campaign.id },
      { token },
    );
    expect(renamed.data).toEqual({ renameCampaign: { name: 'New title' } });
    const empty = await post(token, '/v1/campaign/title/update', {
      campaign_id: campaign.id,
      name: ' ',
    });
    expect(empty).toMatchObject({ status: 400, body: { message: CAMPAIGN_MESSAGES.titleEmpty } });
  });
});

describe('the campaign list', () => {
  it('searches, filters by mailbox and labels, pages, and leaves deleted campaigns out', async () => {
    const { workspaceId, token, account } = await owner();
    const db = t.database.db;
    const other = await buildMailAccount(db, { workspaceId });
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const alpha = await buildCampaign(db, {
      workspaceId,
      mailAccountId: account.id,
      name: 'Alpha launch',
      createdAt: at(5),
    });
    const beta = await buildCampaign(db, {
      workspaceId,
      mailAccountId: other.id,
      name: 'Beta 100%',
      createdAt: at(4),
    });
    await buildCampaign(db, {
      workspaceId,
      mailAccountId: account.id,
      name: 'Gamma',
      createdAt: at(3),
    });
    const gone = await buildCampaign(db, {
      workspaceId,
      mailAccountId: account.id,
      name: 'Alpha old',
      createdAt: at(2),
    });
    await post(token, '/v1/campaign/status/update', { campaigns_id: [gone.id], status: 'deleted' });
    await buildCampaign(db, {
      workspaceId: (await buildWorkspace(db)).id,
      name: 'Alpha elsewhere',
    });

    const hot = await post(token, '/v1/label/create', { label_name: 'Hot' });
    const cold = await post(token, '/v1/label/create', { label_name: 'Cold' });
    const hotId = (hot.body.data as Json)._id as string;
    const coldId = (cold.body.data as Json)._id as string;
    await post(token, '/v1/campaign/label/add', {
      campaigns_id: [alpha.id, beta.id],
      label_id: hotId,
    });
    await post(token, '/v1/campaign/label/add', { campaigns_id: [beta.id], label_id: coldId });

    const names = async (body: Json) => {
      const answer = await post(token, '/v1/campaign/list', body);
      expect(answer.status).toBe(200);
      return (answer.body.campaigns as { name: string }[]).map((c) => c.name);
    };
    expect(await names({})).toEqual(['Gamma', 'Beta 100%', 'Alpha launch']);
    expect(await names({ campaign_name: 'alpha' })).toEqual(['Alpha launch']);
    expect(await names({ campaign_name: '100%' })).toEqual(['Beta 100%']);
    expect(await names({ assigned_to: account.id })).toEqual(['Gamma', 'Alpha launch']);
    expect(await names({ assigned_to: other.email })).toEqual(['Beta 100%']);
    expect(await names({ labels_id: [coldId] })).toEqual(['Beta 100%']);
    expect(await names({ labels_id: [hotId, coldId] })).toEqual(['Beta 100%', 'Alpha launch']);
    expect(await names({ unlabeled: true })).toEqual(['Gamma']);
    expect(await names({ labels_id: [coldId], unlabeled: true })).toEqual(['Gamma', 'Beta 100%']);
    const page = await post(token, '/v1/campaign/list', { offset: 1, limit: 1 });
    expect(page.body.total_count).toBe(3);
    expect((page.body.campaigns as Json[]).map((c) => c.name)).toEqual(['Beta 100%']);
    expect((page.body.campaigns as Json[])[0].labels).toEqual([
      { label_id: coldId, label_name: 'Cold' },
      { label_id: hotId, label_name: 'Hot' },
    ]);
    expect((await post(token, '/v1/campaign/list', { limit: 101 })).status).toBe(400);

    const gql = await t.gql<{
      campaigns: { total: number; campaigns: { name: string; counts: { sent: number } }[] };
    }>(
      `query { campaigns(input: { search: "a", unlabeled: true }) { total campaigns { name counts { sent } } } }`,
      {},
      { token },
    );
    expect(gql.data?.campaigns).toEqual({
      total: 1,
      campaigns: [{ name: 'Gamma', counts: { sent: 0 } }],
    });
    const namesList = await post(token, '/v1/campaign/names/list');
    expect((namesList.body.campaignNames as Json[]).map((c) => c.name)).toEqual([
      'Alpha launch',
      'Beta 100%',
      'Gamma',
    ]);
  });
});

describe('labels', () => {
  it('follow the spec’s rules and messages', async () => {
    const { workspaceId, token } = await owner();
    const created = await post(token, '/v1/label/create', { label_name: 'Priority' });
    expect(created.status).toBe(200);
    const id = (created.body.data as Json)._id as string;
    expect(await post(token, '/v1/label/create', { label_name: ' ' })).toMatchObject({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.labelRequired },
    });
    expect(await post(token, '/v1/label/create', { label_name: 'PRIORITY' })).toEqual({
      status: 409,
      body: { message: CAMPAIGN_MESSAGES.labelExists },
    });
    const second = await post(token, '/v1/label/create', { label_name: 'Later' });
    const secondId = (second.body.data as Json)._id as string;
    expect(await post(token, '/v1/label/update', { label_id: id, label_name: '' })).toMatchObject({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.labelEditEmpty },
    });
    expect(
      await post(token, '/v1/label/update', { label_id: secondId, label_name: 'priority' }),
    ).toEqual({
      status: 409,
      body: { message: CAMPAIGN_MESSAGES.labelExists },
    });
    // Renaming a label to another case of its own name is fine.
    expect(
      (await post(token, '/v1/label/update', { label_id: id, label_name: 'PRIORITY' })).status,
    ).toBe(200);
    // Another workspace may use the same name; its labels are invisible here.
    const other = await buildWorkspace(t.database.db);
    const { token: otherToken } = await t.signIn({ workspace: other });
    expect((await post(otherToken, '/v1/label/create', { label_name: 'Priority' })).status).toBe(
      200,
    );
    expect(await post(otherToken, '/v1/label/delete', { label_id: id })).toEqual({
      status: 404,
      body: { message: CAMPAIGN_MESSAGES.labelNotFound },
    });

    const campaign = await buildCampaign(t.database.db, { workspaceId });
    expect(
      await post(token, '/v1/campaign/label/add', { campaigns_id: [campaign.id] }),
    ).toMatchObject({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.selectLabel },
    });
    expect(
      (await post(token, '/v1/campaign/label/add', { campaigns_id: [campaign.id], label_id: id }))
        .status,
    ).toBe(200);
    const listed = await post(token, '/v1/label/list');
    expect(listed.body.labels).toEqual([
      { _id: secondId, label_name: 'Later' },
      { _id: id, label_name: 'PRIORITY' },
    ]);
    expect((await post(token, '/v1/label/delete', { label_id: id })).status).toBe(200);
    const after = await post(token, '/v1/campaign/get', { campaign_id: campaign.id });
    expect((after.body.data as Json).labels).toEqual([]);
  });
});

describe('status changes', () => {
  async function ready(
    workspaceId: string,
    status: 'draft' | 'started' | 'paused' | 'scheduled' | 'complete' = 'draft',
  ) {
    const contact = await buildContact(t.database.db, { workspaceId });
    const list = await buildContactList(t.database.db, { workspaceId, contactIds: [contact.id] });
    return buildCampaign(t.database.db, { workspaceId, status, steps: 2, listIds: [list.id] });
  }
  const setStatus = (token: string, ids: string[], status: string, extra: Json = {}) =>
    post(token, '/v1/campaign/status/update', { campaigns_id: ids, status, ...extra });

  it('allows the spec’s transitions and refuses the others, changing nothing', async () => {
    const { workspaceId, token } = await owner();
    const campaign = await ready(workspaceId);
    expect(await setStatus(token, [campaign.id], 'started')).toEqual({
      status: 200,
      body: { message: CAMPAIGN_MESSAGES.statusUpdated },
    });
    expect(await setStatus(token, [campaign.id], 'paused')).toMatchObject({ status: 200 });
    expect(await setStatus(token, [campaign.id], 'paused')).toEqual({
      status: 409,
      body: { message: CAMPAIGN_MESSAGES.alreadyInStatus('paused') },
    });
    expect(await setStatus(token, [campaign.id], 'started')).toMatchObject({ status: 200 });
    expect((await campaignRow(campaign.id)).status).toBe('started');
    // started → scheduled is not a change the list offers.
    const refused = await setStatus(token, [campaign.id], 'scheduled', {
      start_time: new Date(Date.now() + 3_600_000).toISOString(),
      start_time_zone: 'Europe/Paris',
    });
    expect(refused).toEqual({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.statusChangeRefused('started', 'scheduled') },
    });
    const complete = await ready(workspaceId, 'complete');
    expect((await setStatus(token, [complete.id], 'started')).status).toBe(400);
    expect((await setStatus(token, [campaign.id], 'complete')).status).toBe(400);

    // Bulk: one refused campaign means none changes.
    const paused = await ready(workspaceId, 'paused');
    const bulk = await setStatus(token, [paused.id, complete.id], 'paused');
    expect(bulk.status).toBe(400);
    expect((await campaignRow(paused.id)).status).toBe('paused');
  });

  it('needs messages and a list to start', async () => {
    const { workspaceId, token } = await owner();
    const empty = await buildCampaign(t.database.db, { workspaceId, steps: 1 });
    expect(await setStatus(token, [empty.id], 'started')).toEqual({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.startNeedsSteps },
    });
    expect((await campaignRow(empty.id)).status).toBe('draft');
  });

  it('schedules with a zone, reschedules, starts now, and validates the time', async () => {
    const { workspaceId, token } = await owner();
    const campaign = await ready(workspaceId);
    const start = new Date(Date.now() + 86_400_000);
    start.setUTCMinutes(15, 0, 0);
    expect(
      await setStatus(token, [campaign.id], 'scheduled', { start_time_zone: 'Europe/Paris' }),
    ).toMatchObject({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.fieldRequired },
    });
    expect(
      await setStatus(token, [campaign.id], 'scheduled', {
        start_time: start.toISOString(),
        start_time_zone: 'Mars/Base',
      }),
    ).toMatchObject({ status: 400, body: { message: CAMPAIGN_MESSAGES.fieldRequired } });
    expect(
      await setStatus(token, [campaign.id], 'scheduled', {
        start_time: new Date(Date.now() - 3_600_000).toISOString(),
        start_time_zone: 'Europe/Paris',
      }),
    ).toMatchObject({ status: 400, body: { message: CAMPAIGN_MESSAGES.scheduleInPast } });
    expect(
      await setStatus(token, [campaign.id], 'scheduled', {
        start_time: start.toISOString(),
        start_time_zone: 'Europe/Paris',
        time_offset: 60,
      }),
    ).toEqual({ status: 200, body: { message: CAMPAIGN_MESSAGES.scheduled } });
    expect(await campaignRow(campaign.id)).toMatchObject({
      status: 'scheduled',
      start_time: start,
      start_time_zone: 'Europe/Paris',
      time_offset: 60,
    });
    const later = new Date(start.getTime() + 86_400_000);
    expect(
      (
        await setStatus(token, [campaign.id], 'scheduled', {
          start_time: later.toISOString(),
          start_time_zone: 'Asia/Tokyo',
        })
      ).status,
    ).toBe(200);
    expect(await campaignRow(campaign.id)).toMatchObject({
      start_time: later,
      start_time_zone: 'Asia/Tokyo',
    });
    expect((await setStatus(token, [campaign.id], 'started')).status).toBe(200);
  });

  it('deletes in bulk (the list forgets them) and asks for a selection', async () => {
    const { workspaceId, token } = await owner();
    const a = await ready(workspaceId, 'started');
    const b = await buildCampaign(t.database.db, { workspaceId });
    expect(await setStatus(token, [], 'deleted')).toMatchObject({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.selectCampaignToDelete },
    });
    expect(await setStatus(token, [a.id, b.id], 'deleted')).toMatchObject({ status: 200 });
    expect((await campaignRow(a.id)).deleted_at).not.toBeNull();
    expect((await post(token, '/v1/campaign/list')).body.total_count).toBe(0);
    expect(await post(token, '/v1/campaign/get', { campaign_id: a.id })).toEqual({
      status: 404,
      body: { message: CAMPAIGN_MESSAGES.notFound },
    });
    // The contacts no longer count the deleted campaign.
    const [activity] = await t.database.db.query(
      `SELECT campaign_count FROM contact_activity a JOIN campaign_recipient r ON r.contact_id = a.contact_id
        WHERE r.campaign_id = $1`,
      [a.id],
    );
    expect(activity.campaign_count).toBe(0);
  });

  it('answers another workspace’s campaign exactly like a missing one', async () => {
    const { token } = await owner();
    const other = await buildWorkspace(t.database.db);
    const theirs = await buildCampaign(t.database.db, { workspaceId: other.id, steps: 1 });
    const notFound = { status: 404, body: { message: CAMPAIGN_MESSAGES.notFound } };
    expect(await setStatus(token, [theirs.id], 'paused')).toEqual(notFound);
    expect(await setStatus(token, ['00000000-0000-4000-8000-000000000000'], 'paused')).toEqual(
      notFound,
    );
    expect(await post(token, '/v1/campaign/duplicate', { campaign_id: theirs.id })).toEqual(
      notFound,
    );
    expect(await post(token, '/v1/campaign/get', { campaign_id: theirs.id })).toEqual(notFound);
    expect(await post(token, '/v1/campaign/get', { campaign_id: 'nope' })).toEqual(notFound);
    const gql = await t.gql(
      `query($id: ID!) { campaign(id: $id) { name } }`,
      { id: theirs.id },
      { token },
    );
    expect(gql.errors?.[0]).toMatchObject({
      message: CAMPAIGN_MESSAGES.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('duplicate', () => {
  it('copies messages, options, lists and labels as a draft, without sends', async () => {
    const { workspaceId, token } = await owner();
    const db = t.database.db;
    const [a, b] = [
      await buildContact(db, { workspaceId }),
      await buildContact(db, { workspaceId, status: 'bounced' }),
    ];
    const list = await buildContactList(db, { workspaceId, contactIds: [a.id, b.id] });
    const source = await buildCampaign(db, {
      workspaceId,
      status: 'started',
      steps: 3,
      listIds: [list.id],
      name: 'Source',
    });
    await db.query(
      `UPDATE campaign SET track_open = false, message_mime_type = 'text/plain' WHERE id = $1`,
      [source.id],
    );
    await db.query(`UPDATE campaign_counter SET sent = 5 WHERE campaign_id = $1`, [source.id]);
    const label = await post(token, '/v1/label/create', { label_name: 'Copied' });
    await post(token, '/v1/campaign/label/add', {
      campaigns_id: [source.id],
      label_id: (label.body.data as Json)._id,
    });

    const copy = await post(token, '/v1/campaign/duplicate', { campaign_id: source.id });
    expect(copy.status).toBe(200);
    expect(copy.body.data).toMatchObject({
      name: 'Source (copy)',
      status: 'Draft',
      steps_count: 3,
      recipients_count: 2,
      message_mime_type: 'text/plain',
      setting: { track_open: false },
      total_email_event_counts: { sent: 0 },
      labels: [{ label_name: 'Copied' }],
    });
    const states = await db.query(
      `SELECT state FROM campaign_recipient WHERE campaign_id = $1 ORDER BY state`,
      [copy.body.campaignID],
    );
    expect(states.map((row: { state: string }) => row.state)).toEqual(['active', 'suppressed']);
    const [activity] = await db.query(
      `SELECT campaign_count FROM contact_activity WHERE contact_id = $1`,
      [a.id],
    );
    expect(activity.campaign_count).toBe(2);
  });
});

describe('mailbox deletion', () => {
  it('names the campaigns using the mailbox, then pauses the sending ones and keeps them', async () => {
    const { workspaceId, token, account } = await owner();
    const started = await buildCampaign(t.database.db, {
      workspaceId,
      mailAccountId: account.id,
      status: 'started',
      name: 'Running',
    });
    const draft = await buildCampaign(t.database.db, {
      workspaceId,
      mailAccountId: account.id,
      name: 'Drafting',
    });
    const using = await t.gql<{ mailAccountCampaigns: string[] }>(
      `query($e: String!) { mailAccountCampaigns(email: $e) }`,
      { e: account.email },
      { token },
    );
    expect(using.data?.mailAccountCampaigns).toEqual(['Drafting', 'Running']);
    await t.services.mailbox.deleteAccount(
      { workspaceId, userId: '', sessionId: '', role: 'admin' as const },
      account.email,
    );
    expect((await campaignRow(started.id)).status).toBe('paused');
    expect((await campaignRow(draft.id)).status).toBe('draft');
    const after = await post(token, '/v1/campaign/get', { campaign_id: started.id });
    expect((after.body.data as Json).assigned_to_user).toMatchObject({ status: 'deleted' });
  });
});

describe('GraphQL status and label changes', () => {
  it('answer the changed campaigns in the order asked', async () => {
    const { workspaceId, token } = await owner();
    const contact = await buildContact(t.database.db, { workspaceId });
    const list = await buildContactList(t.database.db, { workspaceId, contactIds: [contact.id] });
    const a = await buildCampaign(t.database.db, {
      workspaceId,
      steps: 1,
      listIds: [list.id],
      name: 'A',
    });
    const b = await buildCampaign(t.database.db, {
      workspaceId,
      steps: 1,
      listIds: [list.id],
      name: 'B',
    });
    const label = await t.gql<{ createLabel: { id: string } }>(
      `mutation { createLabel(name: "Batch") { id } }`,
      {},
      { token },
    );
    const labelled = await t.gql<{
      setCampaignLabel: { name: string; labels: { name: string }[] }[];
    }>(
      `mutation($ids: [ID!]!, $label: ID) { setCampaignLabel(campaignIds: $ids, labelId: $label, add: true) { name labels { name } } }`,
      { ids: [b.id, a.id], label: label.data!.createLabel.id },
      { token },
    );
    expect(labelled.data?.setCampaignLabel).toEqual([
      { name: 'B', labels: [{ name: 'Batch' }] },
      { name: 'A', labels: [{ name: 'Batch' }] },
    ]);
    const started = await t.gql<{ setCampaignStatus: { name: string; status: string }[] }>(
      `mutation($ids: [ID!]!) { setCampaignStatus(ids: $ids, status: "started") { name status } }`,
      { ids: [a.id, b.id] },
      { token },
    );
    expect(started.data?.setCampaignStatus).toEqual([
      { name: 'A', status: 'started' },
      { name: 'B', status: 'started' },
    ]);
  });
});
