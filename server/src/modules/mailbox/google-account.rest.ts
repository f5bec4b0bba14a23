import { MAIL_ACCOUNT_MESSAGES } from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../http/legacy-fields';
import { requireRestCaller } from '../../http/rest';
import type {
  GoogleConnectCommand,
  GoogleReconnectCommand,
  GoogleSmtpCommand,
} from './google-account.service';
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

/** Google mailboxes over `/v1/mailAccount/*` (spec 02 §7). */
export async function googleAccountRoutes(app: FastifyInstance): Promise<void> {
  const { google } = app.services;

  app.post<{ Body: Body }>('/v1/mailAccount/create/google', minRole.admin, async (request) => {
    const account = await google.connect(
      requireRestCaller(request),
      connectCommand(request.body ?? {}),
    );
    return { message: 'Google account connected', data: { id: account.id, email: account.email } };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/reconnect/google', minRole.admin, async (request) => {
    await google.reconnect(requireRestCaller(request), reconnectCommand(request.body ?? {}));
    return { message: 'Google account reconnected' };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/google-smtp/get', minRole.admin, async (request) => {
    const { id } = smtpCommand(request.body ?? {});
    const smtp = await google.getSmtp(requireRestCaller(request), idText(id));
    return { data: { credentials: { smtp } } };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/google-smtp/update', minRole.admin, async (request) => {
    const command = smtpCommand(request.body ?? {});
    await google.updateSmtp(requireRestCaller(request), { ...command, id: idText(command.id) });
    return { message: MAIL_ACCOUNT_MESSAGES.updated };
  });
}
