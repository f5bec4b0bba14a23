import type { FastifyInstance } from 'fastify';
import { requireRestCaller } from '../../http/rest';
import type { CampaignRecipient } from './campaign-recipients.service';

type Body = Record<string, unknown> | undefined;

/** A recipient in the /v1 shape: its display columns, then the fixed fields (spec 01 §3 Recipient). */
function recipientJson(recipient: CampaignRecipient, displayKeys: string[]) {
  return {
    ...Object.fromEntries(displayKeys.map((key) => [key, recipient.values[key] ?? ''])),
    _id: recipient.id,
    email: recipient.email,
    created_at: recipient.createdAt,
    latest_sent_at: recipient.latestSentAt,
    is_ignore_contact: recipient.paused,
    state: recipient.state,
  };
}

/** `/v1/campaign/recipients/list` and `/v1/campaign/contacts/playPause`: the Recipients tab. */
export async function campaignRecipientsRoutes(app: FastifyInstance): Promise<void> {
  const { campaignRecipients } = app.services;

  app.post<{ Body: Body }>('/v1/campaign/recipients/list', async (request) => {
    const body = request.body ?? {};
    const page = await campaignRecipients.list(
      requireRestCaller(request),
      body.campaignID ?? body.campaign_id,
      body,
    );
    return {
      contacts: page.recipients.map((row) => recipientJson(row, page.displayKeys)),
      display_keys: page.displayKeys,
      total_count: page.total,
    };
  });

  app.post<{ Body: Body }>('/v1/campaign/contacts/playPause', async (request) => {
    const body = request.body ?? {};
    const result = await campaignRecipients.setPaused(
      requireRestCaller(request),
      body.campaign_id ?? body.campaignID,
      body,
    );
    return { message: result.message, updated_count: result.changed.length };
  });
}
