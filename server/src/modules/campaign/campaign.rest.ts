import type { FastifyInstance } from 'fastify';
import { requireRestCaller } from '../../http/rest';
import type { Campaign } from './campaign.service';

type Body = Record<string, unknown> | undefined;

/** A campaign in the /v1 shape (spec 01 §3). */
export function campaignJson(campaign: Campaign) {
  return {
    _id: campaign.id,
    name: campaign.name,
    status: campaign.status === 'draft' ? 'Draft' : campaign.status,
    current_tab: campaign.currentTab,
    completed_tab: campaign.completedTabs,
    completed_tabs: campaign.completedTabs,
    created_at: campaign.createdAt,
    assigned_to: campaign.mailAccount?.id ?? null,
    assigned_to_user: campaign.mailAccount
      ? {
          _id: campaign.mailAccount.id,
          email: campaign.mailAccount.email,
          name: campaign.mailAccount.name,
          status: 'active',
          account_status: campaign.mailAccount.status,
          has_smtp: campaign.mailAccount.hasSmtp,
        }
      : { _id: null, email: null, name: null, status: 'deleted' },
    recipients_count: campaign.counts.recipients,
    steps_count: campaign.stepsCount,
    total_email_event_counts: {
      sent: campaign.counts.sent,
      lead: campaign.counts.lead,
      reply: campaign.counts.reply,
      open: campaign.counts.open,
      bounce: campaign.counts.bounce,
      click: campaign.counts.click,
      unsubscribe: campaign.counts.unsubscribe,
    },
    created_by_user: { name: campaign.createdBy?.name ?? null },
    message_mime_type: campaign.messageMimeType,
    setting: {
      use_smtp: campaign.useSmtp,
      track_open: campaign.trackOpen,
      track_clicks: campaign.trackClicks,
      schedule_send: campaign.status === 'scheduled',
      pertinent_laws: campaign.pertinentLaws,
      start_time: campaign.startTime,
      start_time_zone: campaign.startTimeZone,
    },
    labels: campaign.labels.map((label) => ({ label_id: label.id, label_name: label.name })),
  };
}

/** `/v1/campaign/*` (create, update, list, status, duplicate, names) and `/v1/label/*`. */
export async function campaignRoutes(app: FastifyInstance): Promise<void> {
  const { campaigns, campaignSearch, campaignStatus, labels } = app.services;

  app.post<{ Body: Body }>('/v1/campaign/create', async (request) => {
    const campaign = await campaigns.create(requireRestCaller(request), request.body);
    return { campaignID: campaign.id, data: campaignJson(campaign) };
  });

  app.post<{ Body: Body }>('/v1/campaign/update', async (request) => {
    const campaign = await campaigns.update(requireRestCaller(request), request.body);
    return { campaignID: campaign.id, data: campaignJson(campaign) };
  });

  app.post<{ Body: Body }>('/v1/campaign/title/update', async (request) => {
    const body = request.body ?? {};
    const campaign = await campaigns.rename(
      requireRestCaller(request),
      body.campaign_id ?? body.id,
      body.name,
    );
    return { data: campaignJson(campaign) };
  });

  app.post<{ Body: Body }>('/v1/campaign/get', async (request) => {
    const body = request.body ?? {};
    const campaign = await campaigns.get(
      requireRestCaller(request),
      body.campaign_id ?? body.campaignID,
    );
    return { data: campaignJson(campaign) };
  });

  app.post<{ Body: Body }>('/v1/campaign/list', async (request) => {
    const page = await campaignSearch.list(requireRestCaller(request), request.body);
    return { campaigns: page.campaigns.map(campaignJson), total_count: page.total };
  });

  app.post('/v1/campaign/names/list', async (request) => {
    const names = await campaignSearch.names(requireRestCaller(request));
    return { campaignNames: names.map((entry) => ({ _id: entry.id, name: entry.name })) };
  });

  app.post<{ Body: Body }>('/v1/campaign/status/update', async (request) => {
    return { message: await campaignStatus.setStatus(requireRestCaller(request), request.body) };
  });

  app.post<{ Body: Body }>('/v1/campaign/duplicate', async (request) => {
    const campaign = await campaignStatus.duplicate(
      requireRestCaller(request),
      request.body?.campaign_id,
    );
    return { campaignID: campaign.id, data: campaignJson(campaign) };
  });

  app.post<{ Body: Body }>('/v1/campaign/label/add', async (request) => {
    await labels.apply(requireRestCaller(request), request.body, true);
    return { message: 'Label added to the selected campaign(s).' };
  });

  app.post<{ Body: Body }>('/v1/campaign/label/delete', async (request) => {
    await labels.apply(requireRestCaller(request), request.body, false);
    return { message: 'Label removed from the selected campaign(s).' };
  });

  app.post('/v1/label/list', async (request) => {
    const all = await labels.list(requireRestCaller(request));
    return { labels: all.map((label) => ({ _id: label.id, label_name: label.name })) };
  });

  app.post<{ Body: Body }>('/v1/label/create', async (request) => {
    const label = await labels.create(requireRestCaller(request), request.body);
    return { message: 'Label created.', data: { _id: label.id, label_name: label.name } };
  });

  app.post<{ Body: Body }>('/v1/label/update', async (request) => {
    const label = await labels.update(requireRestCaller(request), request.body);
    return { message: 'Label updated.', data: { _id: label.id, label_name: label.name } };
  });

  app.post<{ Body: Body }>('/v1/label/delete', async (request) => {
    await labels.delete(requireRestCaller(request), request.body?.label_id);
    return { message: 'Label deleted.' };
  });
}
