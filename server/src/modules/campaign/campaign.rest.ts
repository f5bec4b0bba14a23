import {
  CAMPAIGN_MESSAGES,
  type CampaignCreateCommand,
  type CampaignRenameCommand,
  type CampaignSearchCommand,
  type CampaignStatusCommand,
  type CampaignUpdateCommand,
  campaignCreateCommandSchema,
  campaignSearchCommandSchema,
  campaignScheduleCommandSchema,
} from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../http/legacy-fields';
import { requireRestCaller } from '../../http/rest';
import type { Campaign } from './campaign.service';
import {
  data,
  documented,
  int,
  legacyBody,
  list,
  message,
  obj,
  str,
  uuid,
} from '../../http/openapi/declare';
import { campaignAnswer } from '../../http/openapi/answers';
import { minRole } from '../../http/roles';

type Body = Record<string, unknown> | undefined;

const createCommand = legacy<CampaignCreateCommand>({
  name: ['name'],
  assignedTo: ['assigned_to'],
  useSmtp: ['use_smtp'],
});

const updateCommand = legacy<CampaignUpdateCommand>({
  id: ['id'],
  name: ['name'],
  assignedTo: ['assigned_to'],
  useSmtp: ['use_smtp'],
});

const renameCommand = legacy<CampaignRenameCommand>({
  id: ['campaign_id', 'id'],
  name: ['name'],
});

/** `campaign/get` reads `campaign_id` first, then `campaignID`; `duplicate` only `campaign_id`. */
const getCommand = legacy<{ campaignId: string }>({ campaignId: ['campaign_id', 'campaignID'] });
const duplicateCommand = legacy<{ campaignId: string }>({ campaignId: ['campaign_id'] });

const searchCommand = legacy<CampaignSearchCommand>({
  search: ['campaign_name'],
  mailAccount: ['assigned_to'],
  labelIds: ['labels_id'],
  unlabeled: ['unlabeled'],
  offset: ['offset'],
  limit: ['limit'],
});

const statusCommand = legacy<CampaignStatusCommand>({
  campaignIds: ['campaigns_id'],
  status: ['status'],
  startTime: ['start_time'],
  startTimeZone: ['start_time_zone'],
  timeOffset: ['time_offset'],
});

/** A campaign in the /v1 shape (spec 01 §3). */
function campaignJson(campaign: Campaign) {
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

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** POST /v1/campaign/create */
  create: documented(minRole.member, {
    summary: "Create a campaign (the wizard's start step).",
    body: legacyBody(createCommand, campaignCreateCommandSchema),
    response: obj({ campaignID: str, data: campaignAnswer }),
  }),
  /** POST /v1/campaign/update */
  update: documented(minRole.member, {
    summary: "Change a campaign's name, mailbox or SMTP use.",
    body: legacyBody(updateCommand, campaignCreateCommandSchema, { id: uuid }),
    response: obj({ campaignID: str, data: campaignAnswer }),
  }),
  /** POST /v1/campaign/title/update */
  titleUpdate: documented(minRole.member, {
    summary: 'Rename a campaign.',
    body: legacyBody(renameCommand, campaignCreateCommandSchema.pick(['name']), { id: uuid }),
    response: data(campaignAnswer),
  }),
  /** POST /v1/campaign/get */
  get: documented(minRole.viewer, {
    summary: 'One campaign.',
    body: legacyBody(getCommand, { campaignId: uuid }),
    response: data(campaignAnswer),
  }),
  /** POST /v1/campaign/list */
  list: documented(minRole.viewer, {
    summary: 'The campaign list, filtered and paged.',
    body: legacyBody(searchCommand, campaignSearchCommandSchema),
    response: obj({ campaigns: list(campaignAnswer), total_count: int }),
  }),
  /** POST /v1/campaign/names/list */
  namesList: documented(minRole.viewer, {
    summary: "Every campaign's id and name.",
    none: true,
    response: obj({ campaignNames: list(obj({ _id: str, name: str })) }),
  }),
  /** POST /v1/campaign/status/update */
  statusUpdate: documented(minRole.member, {
    summary: 'Start, pause, schedule or stop campaigns.',
    body: legacyBody(statusCommand, campaignScheduleCommandSchema, {
      campaignIds: list(uuid),
      status: { enum: ['started', 'paused', 'scheduled', 'complete', 'deleted', 'draft'] },
    }),
    response: message,
    example: { message: CAMPAIGN_MESSAGES.statusUpdated },
  }),
  /** POST /v1/campaign/duplicate */
  duplicate: documented(minRole.member, {
    summary: 'Copy a campaign as a new draft.',
    body: legacyBody(duplicateCommand, { campaignId: uuid }),
    response: obj({ campaignID: str, data: campaignAnswer }),
  }),
};

/** `/v1/campaign/*`: create, update, list, status, duplicate, names (labels: `labels/label.rest.ts`). */
export async function campaignRoutes(app: FastifyInstance): Promise<void> {
  const { campaigns, campaignSearch, campaignStatus } = app.services;

  app.post<{ Body: Body }>('/v1/campaign/create', api.create, async (request) => {
    const campaign = await campaigns.create(
      requireRestCaller(request),
      createCommand(request.body ?? {}),
    );
    return { campaignID: campaign.id, data: campaignJson(campaign) };
  });

  app.post<{ Body: Body }>('/v1/campaign/update', api.update, async (request) => {
    const campaign = await campaigns.update(
      requireRestCaller(request),
      updateCommand(request.body ?? {}),
    );
    return { campaignID: campaign.id, data: campaignJson(campaign) };
  });

  app.post<{ Body: Body }>('/v1/campaign/title/update', api.titleUpdate, async (request) => {
    const campaign = await campaigns.rename(
      requireRestCaller(request),
      renameCommand(request.body ?? {}),
    );
    return { data: campaignJson(campaign) };
  });

  app.post<{ Body: Body }>('/v1/campaign/get', api.get, async (request) => {
    const { campaignId } = getCommand(request.body ?? {});
    const campaign = await campaigns.get(requireRestCaller(request), campaignId);
    return { data: campaignJson(campaign) };
  });

  app.post<{ Body: Body }>('/v1/campaign/list', api.list, async (request) => {
    const page = await campaignSearch.list(
      requireRestCaller(request),
      searchCommand(request.body ?? {}),
    );
    return { campaigns: page.campaigns.map(campaignJson), total_count: page.total };
  });

  app.post('/v1/campaign/names/list', api.namesList, async (request) => {
    const names = await campaignSearch.names(requireRestCaller(request));
    return { campaignNames: names.map((entry) => ({ _id: entry.id, name: entry.name })) };
  });

  app.post<{ Body: Body }>('/v1/campaign/status/update', api.statusUpdate, async (request) => {
    const command = statusCommand(request.body ?? {});
    await campaignStatus.setStatus(requireRestCaller(request), command);
    const scheduled = command.status === 'scheduled';
    return { message: scheduled ? CAMPAIGN_MESSAGES.scheduled : CAMPAIGN_MESSAGES.statusUpdated };
  });

  app.post<{ Body: Body }>('/v1/campaign/duplicate', api.duplicate, async (request) => {
    const { campaignId } = duplicateCommand(request.body ?? {});
    const campaign = await campaignStatus.duplicate(requireRestCaller(request), campaignId);
    return { campaignID: campaign.id, data: campaignJson(campaign) };
  });
}
