import type { FastifyInstance } from 'fastify';
import { requireRestCaller } from '../../http/rest';
import { stepJson } from './campaign-steps.rest';

type Body = Record<string, unknown> | undefined;

/** `/v1/campaign/preview`, `/v1/campaign/preview/messages` and `/v1/campaign/testsend`. */
export async function campaignPreviewRoutes(app: FastifyInstance): Promise<void> {
  const { campaignPreview } = app.services;

  app.post<{ Body: Body }>('/v1/campaign/preview', async (request) => {
    const body = request.body ?? {};
    const preview = await campaignPreview.preview(
      requireRestCaller(request),
      body.campaign_id ?? body.campaignID,
    );
    const { campaign } = preview;
    return {
      campaignPreview: {
        campaign_id: campaign.id,
        completed_tab: campaign.completedTabs,
        current_tab: campaign.currentTab,
        message_mime_type: campaign.messageMimeType,
        list_details: preview.lists.map((list) => ({
          _id: list.id,
          name: list.name,
          contacts_count: list.contactsCount,
        })),
        assigned_to_user: campaign.mailAccount
          ? {
              email: campaign.mailAccount.email,
              name: campaign.mailAccount.name,
              status: campaign.mailAccount.status,
            }
          : { email: null, name: null, status: 'deleted' },
        contacts_data: { contacts_list: preview.contacts.map((email) => ({ email })) },
        steps: preview.steps.map(stepJson),
      },
    };
  });

  app.post<{ Body: Body }>('/v1/campaign/preview/messages', async (request) => {
    const body = request.body ?? {};
    const page = await campaignPreview.messages(
      requireRestCaller(request),
      body.campaign_id ?? body.campaignID,
      body,
    );
    return {
      data: { email: page.email, offset: page.offset, total: page.total, steps: page.messages },
    };
  });

  app.post<{ Body: Body }>('/v1/campaign/testsend', async (request) => ({
    message: await campaignPreview.sendTest(requireRestCaller(request), request.body),
  }));
}
