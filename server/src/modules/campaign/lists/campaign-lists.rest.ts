import {
  CAMPAIGN_MESSAGES,
  type CampaignListLinkCommand,
  type CampaignListUnlinkCommand,
} from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../../http/legacy-fields';
import { requireRestCaller } from '../../../http/rest';
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
} from '../../../http/openapi/declare';
import { minRole } from '../../../http/roles';

type Body = Record<string, unknown> | undefined;

/** Reading a campaign's lists or variables takes `campaignID` first, then `campaign_id`. */
const readCommand = legacy<{ campaignId: string }>({ campaignId: ['campaignID', 'campaign_id'] });

const linkCommand = legacy<CampaignListLinkCommand>({
  campaignId: ['campaign_id'],
  listId: ['list_id'],
  mapping: ['mapping'],
});

const unlinkCommand = legacy<CampaignListUnlinkCommand>({
  campaignId: ['campaign_id'],
  listId: ['list_id'],
});

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** POST /v1/campaign/contactsList */
  contactsList: documented(minRole.viewer, {
    summary: 'The contact lists linked with a campaign.',
    body: legacyBody(readCommand, { campaignId: uuid }),
    response: obj({
      contacts_list: list(obj({ _id: str, name: str, contacts_count: int, recipients_count: int })),
    }),
  }),
  /** POST /v1/campaign/contactsList/update */
  listUpdate: documented(minRole.member, {
    summary: 'Link a contact list with a campaign.',
    body: legacyBody(linkCommand, { campaignId: uuid }),
    response: message,
    example: { message: CAMPAIGN_MESSAGES.listLinked },
  }),
  /** POST /v1/campaign/contactsList/delete */
  listDelete: documented(minRole.member, {
    summary: 'Unlink a contact list from a campaign.',
    body: legacyBody(unlinkCommand, { campaignId: uuid }),
    response: message,
    example: { message: CAMPAIGN_MESSAGES.listDeleted },
  }),
  /** POST /v1/campaign/emailVariables/get */
  variablesGet: documented(minRole.viewer, {
    summary: 'The variables a campaign’s messages may use.',
    body: legacyBody(readCommand, { campaignId: uuid }),
    response: data(obj({ list_data_keys: list(str) })),
  }),
};

/** `/v1/campaign/contactsList*` and `/v1/campaign/emailVariables/get` (spec 01 §7). */
export async function campaignListsRoutes(app: FastifyInstance): Promise<void> {
  const { campaignLists } = app.services;

  app.post<{ Body: Body }>('/v1/campaign/contactsList', api.contactsList, async (request) => {
    const { campaignId } = readCommand(request.body ?? {});
    const lists = await campaignLists.lists(requireRestCaller(request), campaignId);
    return {
      contacts_list: lists.map((list) => ({
        _id: list.id,
        name: list.name,
        contacts_count: list.contactsCount,
        recipients_count: list.recipientsCount,
      })),
    };
  });

  /** `current_tab` / `completed_tabs` of the payload are not needed: the server keeps progress. */
  app.post<{ Body: Body }>('/v1/campaign/contactsList/update', api.listUpdate, async (request) => {
    await campaignLists.linkListToCampaign(
      requireRestCaller(request),
      linkCommand(request.body ?? {}),
    );
    return { message: CAMPAIGN_MESSAGES.listLinked };
  });

  app.post<{ Body: Body }>('/v1/campaign/contactsList/delete', api.listDelete, async (request) => {
    await campaignLists.unlinkList(requireRestCaller(request), unlinkCommand(request.body ?? {}));
    return { message: CAMPAIGN_MESSAGES.listDeleted };
  });

  app.post<{ Body: Body }>('/v1/campaign/emailVariables/get', api.variablesGet, async (request) => {
    const { campaignId } = readCommand(request.body ?? {});
    const keys = await campaignLists.variables(requireRestCaller(request), campaignId);
    return { data: { list_data_keys: keys } };
  });
}
