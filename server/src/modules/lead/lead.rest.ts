import {
  LEAD_MESSAGES,
  type LeadSearchCommand,
  type LeadSettingsCommand,
  type LeadUpdateCommand,
  leadSearchSchema,
  leadUpdateSchema,
  leadSettingsSchema,
} from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy, legacyEach } from '../../http/legacy-fields';
import { requireRestCaller } from '../../http/rest';
import type { LeadSettings } from './lead-settings.service';
import type { Lead } from './lead.service';
import {
  data,
  documented,
  fields,
  int,
  legacyBody,
  list,
  messageAnd,
  obj,
  str,
  uuid,
} from '../../http/openapi/declare';
import { leadSettingsAnswer, leadAnswer } from '../../http/openapi/answers';
import { minRole } from '../../http/roles';

type Body = Record<string, unknown> | undefined;

/** The lead rules as /v1 sends them: `assigned_to`, `conditions[].event_count`. */
const leadSettingsCommand = legacy<LeadSettingsCommand>({
  assignedTo: ['assigned_to'],
  clause: ['clause'],
  conditions: {
    from: ['conditions'],
    map: legacyEach(legacy({ type: ['type'], eventCount: ['event_count'] })),
  },
});

/** `settingLeads/get` reads `campaignID` first, `settingLeads/update` `campaign_id` first. */
const settingsGetCommand = legacy<{ campaignId: string }>({
  campaignId: ['campaignID', 'campaign_id'],
});
const settingsUpdateCommand = legacy<{ campaignId: string; leads: LeadSettingsCommand }>({
  campaignId: ['campaign_id', 'campaignID'],
  leads: { from: ['leads'], map: leadSettingsCommand },
});

const leadSearchCommand = legacy<LeadSearchCommand>({
  searchText: ['searchText'],
  campaignId: ['campaignID'],
  assignedTo: ['assignedTo'],
  status: ['status'],
  offset: ['offset'],
  limit: ['limit'],
});

const leadUpdateCommand = legacy<LeadUpdateCommand>({
  leadIds: ['leadID'],
  status: ['status'],
  assignedToEmail: ['assignedToEmail'],
});

/** Lead settings in the /v1 shape (spec 01 §3 Lead settings). */
function leadSettingsJson(settings: LeadSettings) {
  return {
    assigned_to: settings.assignedTo ?? '',
    clause: settings.clause,
    conditions: settings.conditions.map((condition) => ({
      type: condition.type,
      event_count: condition.eventCount,
    })),
  };
}

/**
 * A lead in the /v1 shape (spec 02 §3 Lead), and the contact's reply (`reply`: subject, snippet,
 * received_at; null when none), which the spec's fields do not have.
 */
function leadJson(lead: Lead) {
  return {
    _id: lead.id,
    email: lead.email,
    campaign_id: lead.campaignId,
    campaign_name: lead.campaignName,
    status: lead.status,
    assigned_to: lead.assignedToEmail ?? '',
    assigned_to_name: lead.assignedToName ?? '',
    created_at: lead.createdAt,
    reply: lead.reply && {
      subject: lead.reply.subject ?? '',
      snippet: lead.reply.snippet ?? '',
      received_at: lead.reply.receivedAt,
    },
  };
}

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** POST /v1/campaign/settingLeads/get */
  leadsGet: documented(minRole.viewer, {
    summary: 'A campaign’s lead rules.',
    body: legacyBody(settingsGetCommand, { campaignId: uuid }),
    response: data(obj({ leads: leadSettingsAnswer })),
  }),
  /** POST /v1/campaign/settingLeads/update */
  leadsUpdate: documented(minRole.member, {
    summary: 'Change a campaign’s lead rules.',
    body: legacyBody(
      settingsUpdateCommand,
      { campaignId: uuid },
      {},
      {
        leads: legacyBody(
          leadSettingsCommand,
          leadSettingsSchema,
          {},
          { conditions: list(fields({ type: str, event_count: int }, ['type', 'event_count'])) },
        ),
      },
    ),
    response: messageAnd(obj({ leads: leadSettingsAnswer })),
    example: { message: LEAD_MESSAGES.settingsUpdated },
  }),
  /** POST /v1/lead/get */
  get: documented(minRole.viewer, {
    summary: 'Leads, filtered and paged.',
    body: legacyBody(leadSearchCommand, leadSearchSchema),
    response: obj({ leads: list(leadAnswer), total_count: int }),
  }),
  /** POST /v1/lead/update */
  update: documented(minRole.member, {
    summary: 'Set leads’ status or assignee.',
    body: legacyBody(leadUpdateCommand, leadUpdateSchema),
    response: obj({ message: str, leads: list(leadAnswer) }),
    example: { message: LEAD_MESSAGES.statusUpdated },
  }),
};

/** `/v1/campaign/settingLeads/*` and `/v1/lead/*`. */
export async function leadRoutes(app: FastifyInstance): Promise<void> {
  const { leadSettings, leads } = app.services;

  app.post<{ Body: Body }>('/v1/campaign/settingLeads/get', api.leadsGet, async (request) => {
    const { campaignId } = settingsGetCommand(request.body ?? {});
    const settings = await leadSettings.get(requireRestCaller(request), campaignId);
    return { data: { leads: leadSettingsJson(settings) } };
  });

  app.post<{ Body: Body }>('/v1/campaign/settingLeads/update', api.leadsUpdate, async (request) => {
    const { campaignId, leads } = settingsUpdateCommand(request.body ?? {});
    const settings = await leadSettings.update(requireRestCaller(request), campaignId, leads);
    return { message: LEAD_MESSAGES.settingsUpdated, data: { leads: leadSettingsJson(settings) } };
  });

  app.post<{ Body: Body }>('/v1/lead/get', api.get, async (request) => {
    const page = await leads.search(requireRestCaller(request), leadSearchCommand(request.body));
    return { leads: page.leads.map(leadJson), total_count: page.total };
  });

  app.post<{ Body: Body }>('/v1/lead/update', api.update, async (request) => {
    const updated = await leads.update(requireRestCaller(request), leadUpdateCommand(request.body));
    return { message: LEAD_MESSAGES.statusUpdated, leads: updated.map(leadJson) };
  });
}
