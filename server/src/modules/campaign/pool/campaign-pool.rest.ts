import type { FastifyInstance } from 'fastify';
import { legacy } from '../../../http/legacy-fields';
import { requireRestCaller } from '../../../http/rest';
import {
  anyObject,
  data,
  documented,
  legacyBody,
  list,
  obj,
  uuid,
} from '../../../http/openapi/declare';
import { minRole } from '../../../http/roles';
import type { CampaignPoolMailbox } from './campaign-pool.service';

type Body = Record<string, unknown> | undefined;
type Params = { id: string };

/** A pool mailbox in the /v1 shape: id, email, name (what `update` answers). */
const mailboxJson = (mailbox: CampaignPoolMailbox) => ({
  id: mailbox.id,
  email: mailbox.email,
  name: mailbox.name,
});

/** With the campaign's sends it made, its daily cap and its sends today (what `get` answers). */
const mailboxWithSendsJson = (mailbox: CampaignPoolMailbox) => ({
  ...mailboxJson(mailbox),
  sent: mailbox.sent,
  daily_cap: mailbox.dailyCap,
  sent_today: mailbox.sentToday,
});

const updateCommand = legacy<{ mailAccountIds: unknown }>({
  mailAccountIds: ['mail_account_ids'],
});

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** GET /v1/campaign/:id/mailAccounts/get */
  byIdMailAccountsGet: documented(minRole.viewer, {
    summary: 'The mailboxes a campaign sends from (its pool).',
    none: true,
    response: data(obj({ mail_accounts: list(anyObject) })),
  }),
  /** POST /v1/campaign/:id/mailAccounts/update */
  byIdMailAccountsUpdate: documented(minRole.member, {
    summary: 'Set the mailboxes a campaign sends from.',
    body: legacyBody(updateCommand, { mailAccountIds: list(uuid) }),
    response: data(obj({ mail_accounts: list(anyObject) })),
  }),
};

/** `/v1/campaign/{campaignID}/mailAccounts/*`: the campaign's sending pool (issue 26). */
export async function campaignPoolRoutes(app: FastifyInstance): Promise<void> {
  const { campaignPool } = app.services;

  app.get<{ Params: Params }>(
    '/v1/campaign/:id/mailAccounts/get',
    api.byIdMailAccountsGet,
    async (request) => {
      const pool = await campaignPool.get(requireRestCaller(request), request.params.id);
      return { data: { mail_accounts: pool.map(mailboxWithSendsJson) } };
    },
  );

  app.post<{ Params: Params; Body: Body }>(
    '/v1/campaign/:id/mailAccounts/update',
    api.byIdMailAccountsUpdate,
    async (request) => {
      const { pool } = await campaignPool.update(requireRestCaller(request), {
        ...updateCommand(request.body ?? {}),
        campaignId: request.params.id,
      });
      return { data: { mail_accounts: pool.map(mailboxJson) } };
    },
  );
}
