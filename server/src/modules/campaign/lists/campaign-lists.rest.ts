import {
  CAMPAIGN_MESSAGES,
  type CampaignListLinkCommand,
  type CampaignListUnlinkCommand,
} from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../../http/legacy-fields';
import { requireRestCaller } from '../../../http/rest';
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

/** `/v1/campaign/contactsList*` and `/v1/campaign/emailVariables/get` (spec 01 §7). */
export async function campaignListsRoutes(app: FastifyInstance): Promise<void> {
  const { campaignLists } = app.services;

  app.post<{ Body: Body }>('/v1/campaign/contactsList', minRole.viewer, async (request) => {
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
  app.post<{ Body: Body }>('/v1/campaign/contactsList/update', minRole.member, async (request) => {
    await campaignLists.linkListToCampaign(
      requireRestCaller(request),
      linkCommand(request.body ?? {}),
    );
    return { message: CAMPAIGN_MESSAGES.listLinked };
  });

  app.post<{ Body: Body }>('/v1/campaign/contactsList/delete', minRole.member, async (request) => {
    await campaignLists.unlinkList(requireRestCaller(request), unlinkCommand(request.body ?? {}));
    return { message: CAMPAIGN_MESSAGES.listDeleted };
  });

  app.post<{ Body: Body }>('/v1/campaign/emailVariables/get', minRole.viewer, async (request) => {
    const { campaignId } = readCommand(request.body ?? {});
    const keys = await campaignLists.variables(requireRestCaller(request), campaignId);
    return { data: { list_data_keys: keys } };
  });
}
