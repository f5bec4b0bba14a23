import {
  MAIL_ACCOUNT_MESSAGES,
  MESSAGES,
  type SmtpAccountCommand,
  smtpAccountCommandSchema,
  mailAccountProfileSchema,
  sendingPreferenceSchema,
} from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../http/legacy-fields';
import { requireRestCaller } from '../../http/rest';
import type { MailAccount } from './mail-account.entity';
import { mailboxHealth } from './mailbox-health';
import type { MailAccountProfileCommand, SendingPreferenceCommand } from './mailbox.service';
import {
  anyObject,
  data,
  documented,
  fields,
  legacyBody,
  list,
  message,
  obj,
  str,
} from '../../http/openapi/declare';
import { mailboxAnswer, mailboxDetailAnswer } from '../../http/openapi/answers';
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

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** GET /v1/mailAccount/list */
  list: documented(minRole.viewer, {
    summary: 'Every mailbox with its health.',
    none: true,
    response: data(list(mailboxAnswer)),
  }),
  /** POST /v1/mailAccount/create/smtp */
  createSmtp: documented(minRole.admin, {
    summary: 'Add an SMTP/IMAP mailbox.',
    body: legacyBody(smtpAccountCommand, smtpAccountCommandSchema()),
    response: message,
    example: { message: MAIL_ACCOUNT_MESSAGES.created },
  }),
  /** GET /v1/mailAccount/get/:email */
  getByEmail: documented(minRole.viewer, {
    summary: 'One mailbox.',
    none: true,
    response: data(mailboxDetailAnswer),
  }),
  /** POST /v1/mailAccount/reconnect/smtp */
  reconnectSmtp: documented(minRole.admin, {
    summary: 'Change an SMTP/IMAP mailbox’s connection.',
    body: legacyBody(smtpAccountCommand, smtpAccountCommandSchema()),
    response: message,
    example: { message: MAIL_ACCOUNT_MESSAGES.updated },
  }),
  /** POST /v1/mailAccount/disable */
  disable: documented(minRole.admin, {
    summary: 'Disable a mailbox.',
    body: fields({ email: str }, ['email']),
    response: message,
    example: { message: MAIL_ACCOUNT_MESSAGES.disabled },
  }),
  /** POST /v1/mailAccount/enable */
  enable: documented(minRole.admin, {
    summary: 'Enable a mailbox.',
    body: fields({ email: str }, ['email']),
    response: message,
    example: { message: MAIL_ACCOUNT_MESSAGES.enabled },
  }),
  /** POST /v1/mailAccount/profile/update */
  profileUpdate: documented(minRole.admin, {
    summary: 'Change a mailbox’s name and signature.',
    body: legacyBody(profileCommand, mailAccountProfileSchema),
    response: message,
    example: { message: MAIL_ACCOUNT_MESSAGES.profileUpdated },
  }),
  /** POST /v1/mailAccount/campaigns */
  campaigns: documented(minRole.viewer, {
    summary: 'The campaigns sending from a mailbox.',
    body: fields({ email: str }, ['email']),
    response: obj({ campaigns: list(obj({ campaign_name: str })) }),
  }),
  /** POST /v1/mailAccount/preference */
  preference: documented(minRole.viewer, {
    summary: 'A mailbox’s sending window and pace.',
    body: fields({ email: str }, ['email']),
    response: data(anyObject),
  }),
  /** POST /v1/mailAccount/preference/update */
  update: documented(minRole.admin, {
    summary: 'Change a mailbox’s sending window and pace.',
    body: legacyBody(preferenceCommand, { email: str, preference: sendingPreferenceSchema }),
    response: message,
    example: { message: MESSAGES.sendingPreference.updated },
  }),
  /** POST /v1/mailAccount/delete */
  delete: documented(minRole.admin, {
    summary: 'Delete a mailbox.',
    body: fields({ email: str }, ['email']),
    response: message,
    example: { message: MAIL_ACCOUNT_MESSAGES.deleted },
  }),
};

/** `/v1/mailAccount/*`: the same service as GraphQL, in the legacy REST shapes. */
export async function mailboxRoutes(app: FastifyInstance): Promise<void> {
  const { mailbox } = app.services;

  app.get('/v1/mailAccount/list', api.list, async (request) => {
    const accounts = await mailbox.listAccounts(requireRestCaller(request));
    return { data: accounts.map(listItem) };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/create/smtp', api.createSmtp, async (request) => {
    await mailbox.createSmtpAccount(
      requireRestCaller(request),
      smtpAccountCommand(request.body ?? {}),
    );
    return { message: MAIL_ACCOUNT_MESSAGES.created };
  });

  app.get<{ Params: { email: string } }>(
    '/v1/mailAccount/get/:email',
    api.getByEmail,
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

  app.post<{ Body: Body }>('/v1/mailAccount/reconnect/smtp', api.reconnectSmtp, async (request) => {
    await mailbox.reconnectSmtpAccount(
      requireRestCaller(request),
      smtpAccountCommand(request.body ?? {}),
    );
    return { message: MAIL_ACCOUNT_MESSAGES.updated };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/disable', api.disable, async (request) => {
    await mailbox.setEnabled(requireRestCaller(request), emailOf(request.body), false);
    return { message: MAIL_ACCOUNT_MESSAGES.disabled };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/enable', api.enable, async (request) => {
    await mailbox.setEnabled(requireRestCaller(request), emailOf(request.body), true);
    return { message: MAIL_ACCOUNT_MESSAGES.enabled };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/profile/update', api.profileUpdate, async (request) => {
    const command = profileCommand(request.body ?? {});
    await mailbox.updateProfile(requireRestCaller(request), {
      ...command,
      email: emailOf(command),
    });
    return { message: MAIL_ACCOUNT_MESSAGES.profileUpdated };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/campaigns', api.campaigns, async (request) => {
    const names = await mailbox.campaignsUsing(requireRestCaller(request), emailOf(request.body));
    return { campaigns: names.map((campaign_name) => ({ campaign_name })) };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/preference', api.preference, async (request) => {
    const data = await mailbox.getSendingPreference(
      requireRestCaller(request),
      emailOf(request.body),
    );
    return { data };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/preference/update', api.update, async (request) => {
    const command = preferenceCommand(request.body ?? {});
    await mailbox.updateSendingPreference(requireRestCaller(request), {
      ...command,
      email: emailOf(command),
    });
    return { message: MESSAGES.sendingPreference.updated };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/delete', api.delete, async (request) => {
    await mailbox.deleteAccount(requireRestCaller(request), emailOf(request.body));
    return { message: MAIL_ACCOUNT_MESSAGES.deleted };
  });
}
