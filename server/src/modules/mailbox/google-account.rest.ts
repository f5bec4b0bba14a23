import { MAIL_ACCOUNT_MESSAGES } from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../http/legacy-fields';
import { requireRestCaller } from '../../http/rest';
import type {
  GoogleConnectCommand,
  GoogleReconnectCommand,
  GoogleSmtpCommand,
} from './google-account.service';
import {
  documented,
  fields,
  legacyBody,
  message,
  messageAnd,
  obj,
  str,
  uuid,
} from '../../http/openapi/declare';
import { minRole } from '../../http/roles';

type Body = Record<string, unknown> | undefined;

const connectCommand = legacy<GoogleConnectCommand>({
  authCode: ['authCode'],
  redirectUrl: ['redirectUrl'],
  timeZone: ['time_zone'],
});

const reconnectCommand = legacy<GoogleReconnectCommand>({
  email: ['email'],
  authCode: ['authCode'],
  redirectUrl: ['redirectUrl'],
  name: ['name'],
});

const smtpCommand = legacy<GoogleSmtpCommand>({ id: ['id'], smtp: ['smtp'] });

/** The account id as /v1 always read it: any value as text, none as empty. */
const idText = (id: unknown) => String(id ?? '');

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** POST /v1/mailAccount/create/google */
  createGoogle: documented(minRole.admin, {
    summary: 'Connect a Google mailbox (OAuth code).',
    body: legacyBody(connectCommand, {}),
    response: messageAnd(obj({ id: str, email: str })),
  }),
  /** POST /v1/mailAccount/reconnect/google */
  reconnect: documented(minRole.admin, {
    summary: 'Reconnect a Google mailbox.',
    body: legacyBody(reconnectCommand, {}),
    response: message,
  }),
  /** POST /v1/mailAccount/google-smtp/get */
  get: documented(minRole.admin, {
    summary: 'A Google mailbox’s SMTP settings.',
    body: fields({ id: uuid }),
  }),
  /** POST /v1/mailAccount/google-smtp/update */
  update: documented(minRole.admin, {
    summary: 'Change a Google mailbox’s SMTP settings.',
    body: legacyBody(smtpCommand, { id: uuid }),
    response: message,
  }),
};

/** Google mailboxes over `/v1/mailAccount/*` (spec 02 §7). */
export async function googleAccountRoutes(app: FastifyInstance): Promise<void> {
  const { google } = app.services;

  app.post<{ Body: Body }>('/v1/mailAccount/create/google', api.createGoogle, async (request) => {
    const account = await google.connect(
      requireRestCaller(request),
      connectCommand(request.body ?? {}),
    );
    return { message: 'Google account connected', data: { id: account.id, email: account.email } };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/reconnect/google', api.reconnect, async (request) => {
    await google.reconnect(requireRestCaller(request), reconnectCommand(request.body ?? {}));
    return { message: 'Google account reconnected' };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/google-smtp/get', api.get, async (request) => {
    const { id } = smtpCommand(request.body ?? {});
    const smtp = await google.getSmtp(requireRestCaller(request), idText(id));
    return { data: { credentials: { smtp } } };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/google-smtp/update', api.update, async (request) => {
    const command = smtpCommand(request.body ?? {});
    await google.updateSmtp(requireRestCaller(request), { ...command, id: idText(command.id) });
    return { message: MAIL_ACCOUNT_MESSAGES.updated };
  });
}
