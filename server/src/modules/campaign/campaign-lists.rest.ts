import { CAMPAIGN_MESSAGES } from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { requireRestCaller } from '../../http/rest';

type Body = Record<string, unknown> | undefined;

/** `/v1/campaign/contactsList*` and `/v1/campaign/emailVariables/get` (spec 01 §7). */
export async function campaignListsRoutes(app: FastifyInstance): Promise<void> {
  const { campaignLists } = app.services;

  app.post<{ Body: Body }>('/v1/campaign/contactsList', async (request) => {
    const lists = await campaignLists.lists(
      requireRestCaller(request),
      request.body?.campaignID ?? request.body?.campaign_id,
    );
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
  app.post<{ Body: Body }>('/v1/campaign/contactsList/update', async (request) => {
    const body = request.body ?? {};
    await campaignLists.linkListToCampaign(requireRestCaller(request), {
      campaign_id: body.campaign_id,
      list_id: body.list_id,
      mapping: body.mapping,
    });
    return { message: CAMPAIGN_MESSAGES.listLinked };
  });

  app.post<{ Body: Body }>('/v1/campaign/contactsList/delete', async (request) => {
    const body = request.body ?? {};
    await campaignLists.unlinkList(requireRestCaller(request), {
      campaign_id: body.campaign_id,
      list_id: body.list_id,
    });
    return { message: CAMPAIGN_MESSAGES.listDeleted };
  });

  app.post<{ Body: Body }>('/v1/campaign/emailVariables/get', async (request) => {
    const keys = await campaignLists.variables(
      requireRestCaller(request),
      request.body?.campaignID ?? request.body?.campaign_id,
    );
    return { data: { list_data_keys: keys } };
  });
}
