import {
  SENDING_ACCOUNT_MESSAGES,
  type CampaignSendingAccountCommand,
  sendingAccountSchema,
} from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../../http/legacy-fields';
import { requireRestCaller } from '../../../http/rest';
import type { CampaignSendingAccount } from './campaign-sending-account.service';
import { anyObject, data, documented, legacyBody, messageAnd } from '../../../http/openapi/declare';
import { minRole } from '../../../http/roles';

type Body = Record<string, unknown> | undefined;
type Params = { id: string };

/**
 * The campaign-level mail account in the /v1 shape (spec 01 §3): `assigned_to` is the mailbox id,
 * as the start step (`/v1/campaign/update`) sends and answers it.
 */
function mailAccountJson(account: CampaignSendingAccount) {
  return {
    assigned_to: account.mailAccount?.id ?? null,
    assigned_to_email: account.mailAccount?.email ?? null,
    assigned_to_name: account.fromName,
    has_smtp: account.mailAccount?.hasSmtp ?? false,
    status: account.mailAccount?.status ?? null,
    use_smtp: account.useSmtp,
  };
}

const updateCommand = legacy<Omit<CampaignSendingAccountCommand, 'campaignId'>>({
  assignedTo: ['assigned_to'],
  fromName: ['assigned_to_name'],
  useSmtp: ['use_smtp'],
});

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** GET /v1/campaign/:id/mailAccount/get */
  byIdMailAccountGet: documented(minRole.viewer, {
    summary: 'A campaign’s first mailbox.',
    none: true,
    response: data(anyObject),
  }),
  /** POST /v1/campaign/:id/mailAccount/update */
  byIdMailAccountUpdate: documented(minRole.member, {
    summary: 'Set a campaign’s first mailbox.',
    body: legacyBody(updateCommand, sendingAccountSchema),
    response: messageAnd(anyObject),
  }),
};

/** `/v1/campaign/{id}/mailAccount/*`: the Sending account box of campaign settings. */
export async function campaignSendingAccountRoutes(app: FastifyInstance): Promise<void> {
  const { campaignSendingAccount } = app.services;

  app.get<{ Params: Params }>(
    '/v1/campaign/:id/mailAccount/get',
    api.byIdMailAccountGet,
    async (request) => {
      const account = await campaignSendingAccount.get(
        requireRestCaller(request),
        request.params.id,
      );
      return { data: mailAccountJson(account) };
    },
  );

  app.post<{ Params: Params; Body: Body }>(
    '/v1/campaign/:id/mailAccount/update',
    api.byIdMailAccountUpdate,
    async (request) => {
      const account = await campaignSendingAccount.update(requireRestCaller(request), {
        ...updateCommand(request.body ?? {}),
        campaignId: request.params.id,
      });
      return { message: SENDING_ACCOUNT_MESSAGES.updated, data: mailAccountJson(account) };
    },
  );
}
