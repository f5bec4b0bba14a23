import type { FastifyInstance } from 'fastify';
import { legacy } from '../../../http/legacy-fields';
import { requireRestCaller } from '../../../http/rest';
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

/** `/v1/campaign/{campaignID}/mailAccounts/*`: the campaign's sending pool (issue 26). */
export async function campaignPoolRoutes(app: FastifyInstance): Promise<void> {
  const { campaignPool } = app.services;

  app.get<{ Params: Params }>(
    '/v1/campaign/:id/mailAccounts/get',
    minRole.viewer,
    async (request) => {
      const pool = await campaignPool.get(requireRestCaller(request), request.params.id);
      return { data: { mail_accounts: pool.map(mailboxWithSendsJson) } };
    },
  );

  app.post<{ Params: Params; Body: Body }>(
    '/v1/campaign/:id/mailAccounts/update',
    minRole.member,
    async (request) => {
      const { pool } = await campaignPool.update(requireRestCaller(request), {
        ...updateCommand(request.body ?? {}),
        campaignId: request.params.id,
      });
      return { data: { mail_accounts: pool.map(mailboxJson) } };
    },
  );
}
