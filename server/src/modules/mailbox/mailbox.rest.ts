import { MAIL_ACCOUNT_MESSAGES, MESSAGES, type SmtpAccountCommand } from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../http/legacy-fields';
import { requireRestCaller } from '../../http/rest';
import type { MailAccount } from './mail-account.entity';
import { mailboxHealth } from './mailbox-health';
import type { MailAccountProfileCommand, SendingPreferenceCommand } from './mailbox.service';
import { minRole } from '../../http/roles';

type Body = Record<string, unknown> | undefined;

/** The add and edit-connection forms as /v1 sends them: `time_zone`. */
const smtpAccountCommand = legacy<SmtpAccountCommand>({
  name: ['name'],
  email: ['email'],
  smtp: ['smtp'],
  imap: ['imap'],
  timeZone: ['time_zone'],
  trustedAuthHost: ['trusted_auth_host'],
});

const profileCommand = legacy<MailAccountProfileCommand>({
  email: ['email'],
  name: ['name'],
  signature: ['signature'],
});

const preferenceCommand = legacy<SendingPreferenceCommand>({
  email: ['email'],
  preference: ['sending_preference'],
});

/** The list item of spec 01 §7 / 02 §3. */
function listItem(account: MailAccount) {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    type: account.type,
    status: account.status,
    has_smtp: account.hasSmtp,
    signature: account.signature,
    health: healthItem(account),
  };
}

/** `health` of a list item: `{ state, reason, since }` (issue 27 §1). */
export function healthItem(account: MailAccount) {
  const { state, reason, since } = mailboxHealth(account);
  return { state, reason, since: since?.toISOString() ?? null };
}

/** The account's email as /v1 always read it: anything but text counts as none. */
const emailOf = (body: { email?: unknown } | undefined) =>
  typeof body?.email === 'string' ? body.email : '';

/** `/v1/mailAccount/*`: the same service as GraphQL, in the legacy REST shapes. */
export async function mailboxRoutes(app: FastifyInstance): Promise<void> {
  const { mailbox } = app.services;

  app.get('/v1/mailAccount/list', minRole.viewer, async (request) => {
    const accounts = await mailbox.listAccounts(requireRestCaller(request));
    return { data: accounts.map(listItem) };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/create/smtp', minRole.admin, async (request) => {
    await mailbox.createSmtpAccount(
      requireRestCaller(request),
      smtpAccountCommand(request.body ?? {}),
    );
    return { message: MAIL_ACCOUNT_MESSAGES.created };
  });

  app.get<{ Params: { email: string } }>(
    '/v1/mailAccount/get/:email',
    minRole.viewer,
    async (request) => {
      const account = await mailbox.getAccount(requireRestCaller(request), request.params.email);
      return {
        data: {
          ...listItem(account),
          credentials: { smtp: account.connection.smtp, imap: account.connection.imap },
          trusted_auth_host: account.trustedAuthHost,
        },
      };
    },
  );

  app.post<{ Body: Body }>('/v1/mailAccount/reconnect/smtp', minRole.admin, async (request) => {
    await mailbox.reconnectSmtpAccount(
      requireRestCaller(request),
      smtpAccountCommand(request.body ?? {}),
    );
    return { message: MAIL_ACCOUNT_MESSAGES.updated };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/disable', minRole.admin, async (request) => {
    await mailbox.setEnabled(requireRestCaller(request), emailOf(request.body), false);
    return { message: MAIL_ACCOUNT_MESSAGES.disabled };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/enable', minRole.admin, async (request) => {
    await mailbox.setEnabled(requireRestCaller(request), emailOf(request.body), true);
    return { message: MAIL_ACCOUNT_MESSAGES.enabled };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/profile/update', minRole.admin, async (request) => {
    const command = profileCommand(request.body ?? {});
    await mailbox.updateProfile(requireRestCaller(request), {
      ...command,
      email: emailOf(command),
    });
    return { message: MAIL_ACCOUNT_MESSAGES.profileUpdated };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/campaigns', minRole.viewer, async (request) => {
    const names = await mailbox.campaignsUsing(requireRestCaller(request), emailOf(request.body));
    return { campaigns: names.map((campaign_name) => ({ campaign_name })) };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/preference', minRole.viewer, async (request) => {
    const data = await mailbox.getSendingPreference(
      requireRestCaller(request),
      emailOf(request.body),
    );
    return { data };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/preference/update', minRole.admin, async (request) => {
    const command = preferenceCommand(request.body ?? {});
    await mailbox.updateSendingPreference(requireRestCaller(request), {
      ...command,
      email: emailOf(command),
    });
    return { message: MESSAGES.sendingPreference.updated };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/delete', minRole.admin, async (request) => {
    await mailbox.deleteAccount(requireRestCaller(request), emailOf(request.body));
    return { message: MAIL_ACCOUNT_MESSAGES.deleted };
  });
}
