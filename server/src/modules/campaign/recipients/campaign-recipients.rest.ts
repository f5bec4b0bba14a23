import {
  recipientListCommandSchema,
  recipientPauseCommandSchema,
  recipientMoveSchema,
} from '@outbound/common';
import type {
  RecipientListCommand,
  RecipientMoveCommand,
  RecipientPauseCommand,
} from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../../http/legacy-fields';
import { requireRestCaller } from '../../../http/rest';
import type { CampaignRecipient } from './campaign-recipients.service';
import { documented, int, legacyBody, list, obj, str } from '../../../http/openapi/declare';
import { recipientAnswer } from '../../../http/openapi/answers';
import { minRole } from '../../../http/roles';

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
    mail_account_id: recipient.sender?.id ?? null,
    mail_account_email: recipient.sender?.email ?? null,
    waiting_reason: recipient.waitingReason,
    status: recipient.status,
    reason: recipient.reason,
    flags: recipient.flags,
  };
}

/** `recipients/list` reads `campaignID` first, `playPause` `campaign_id` first. */
const listCommand = legacy<RecipientListCommand>({
  campaignId: ['campaignID', 'campaign_id'],
  eventType: ['eventType'],
  text: ['text'],
  listId: ['listID'],
  offset: ['offset'],
  limit: ['limit'],
});

const pauseCommand = legacy<RecipientPauseCommand>({
  campaignId: ['campaign_id', 'campaignID'],
  emails: ['email_list'],
  action: ['action'],
});

const moveCommand = legacy<RecipientMoveCommand>({
  campaignId: ['campaign_id', 'campaignID'],
  emails: ['email_list'],
  mailAccountId: ['mail_account_id'],
});

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** POST /v1/campaign/recipients/list */
  recipientsList: documented(minRole.viewer, {
    summary: 'A campaign’s recipients, filtered and paged.',
    body: legacyBody(listCommand, recipientListCommandSchema),
    response: obj({ contacts: list(recipientAnswer), display_keys: list(str), total_count: int }),
  }),
  /** POST /v1/campaign/contacts/playPause */
  playPause: documented(minRole.member, {
    summary: 'Pause or resume recipients.',
    body: legacyBody(pauseCommand, recipientPauseCommandSchema),
    response: obj({ message: str, updated_count: int }),
  }),
  /** POST /v1/campaign/recipients/moveSender */
  recipientsMoveSender: documented(minRole.member, {
    summary: 'Move recipients to another mailbox of the pool.',
    body: legacyBody(moveCommand, recipientMoveSchema),
    response: obj({ message: str, updated_count: int }),
  }),
};

/** `/v1/campaign/recipients/list` and `/v1/campaign/contacts/playPause`: the Recipients tab. */
export async function campaignRecipientsRoutes(app: FastifyInstance): Promise<void> {
  const { campaignRecipients } = app.services;

  app.post<{ Body: Body }>('/v1/campaign/recipients/list', api.recipientsList, async (request) => {
    const page = await campaignRecipients.list(
      requireRestCaller(request),
      listCommand(request.body ?? {}),
    );
    return {
      contacts: page.recipients.map((row) => recipientJson(row, page.displayKeys)),
      display_keys: page.displayKeys,
      total_count: page.total,
    };
  });

  app.post<{ Body: Body }>('/v1/campaign/contacts/playPause', api.playPause, async (request) => {
    const result = await campaignRecipients.setPaused(
      requireRestCaller(request),
      pauseCommand(request.body ?? {}),
    );
    return { message: result.message, updated_count: result.changed.length };
  });

  // Sending pools: recipients move to another mailbox of the pool (a new thread from it).
  app.post<{ Body: Body }>(
    '/v1/campaign/recipients/moveSender',
    api.recipientsMoveSender,
    async (request) => {
      const result = await campaignRecipients.moveToMailbox(
        requireRestCaller(request),
        moveCommand(request.body ?? {}),
      );
      return { message: result.message, updated_count: result.moved.length };
    },
  );
}
