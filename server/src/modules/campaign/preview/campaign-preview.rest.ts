import { CAMPAIGN_MESSAGES, testSendCommandSchema } from '@outbound/common';
import type { PreviewMessagesCommand, TestSendCommand } from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../../http/legacy-fields';
import { requireRestCaller } from '../../../http/rest';
import { stepJson } from '../steps/campaign-steps.rest';
import { documented, legacyBody, message, uuid } from '../../../http/openapi/declare';
import { minRole } from '../../../http/roles';

type Body = Record<string, unknown> | undefined;

const previewCommand = legacy<{ campaignId: string }>({
  campaignId: ['campaign_id', 'campaignID'],
});

const messagesCommand = legacy<PreviewMessagesCommand>({
  campaignId: ['campaign_id', 'campaignID'],
  email: ['email'],
  offset: ['offset'],
  variant: ['variant'],
});

const testSendCommand = legacy<TestSendCommand>({
  campaignId: ['campaign_id'],
  email: ['email'],
  subject: ['subject'],
  body: ['body'],
  mimeType: ['mime_type'],
  stepId: ['step_id'],
  variant: ['variant'],
});

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** POST /v1/campaign/preview */
  preview: documented(minRole.viewer, {
    summary: 'A campaign’s messages as a recipient will read them.',
    body: legacyBody(previewCommand, { campaignId: uuid }),
  }),
  /** POST /v1/campaign/preview/messages */
  messages: documented(minRole.viewer, {
    summary: 'The previewed messages of one recipient.',
    body: legacyBody(messagesCommand, { campaignId: uuid }),
  }),
  /** POST /v1/campaign/testsend */
  testsend: documented(minRole.member, {
    summary: 'Send a test of a campaign’s messages.',
    body: legacyBody(testSendCommand, testSendCommandSchema),
    response: message,
    example: { message: CAMPAIGN_MESSAGES.testSent },
  }),
};

/** `/v1/campaign/preview`, `/v1/campaign/preview/messages` and `/v1/campaign/testsend`. */
export async function campaignPreviewRoutes(app: FastifyInstance): Promise<void> {
  const { campaignPreview } = app.services;

  app.post<{ Body: Body }>('/v1/campaign/preview', api.preview, async (request) => {
    const { campaignId } = previewCommand(request.body ?? {});
    const preview = await campaignPreview.preview(requireRestCaller(request), campaignId);
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

  app.post<{ Body: Body }>('/v1/campaign/preview/messages', api.messages, async (request) => {
    const page = await campaignPreview.messages(
      requireRestCaller(request),
      messagesCommand(request.body ?? {}),
    );
    return {
      data: { email: page.email, offset: page.offset, total: page.total, steps: page.messages },
    };
  });

  app.post<{ Body: Body }>('/v1/campaign/testsend', api.testsend, async (request) => ({
    message: await campaignPreview.sendTest(
      requireRestCaller(request),
      testSendCommand(request.body ?? {}),
    ),
  }));
}
