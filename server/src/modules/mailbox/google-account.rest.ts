import { MAIL_ACCOUNT_MESSAGES } from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { requireRestCaller } from '../../http/rest';

type Body = Record<string, unknown> | undefined;

/** Google mailboxes over `/v1/mailAccount/*` (spec 02 §7). */
export async function googleAccountRoutes(app: FastifyInstance): Promise<void> {
  const { google } = app.services;

  app.post<{ Body: Body }>('/v1/mailAccount/create/google', async (request) => {
    const account = await google.connect(requireRestCaller(request), request.body ?? {});
    return { message: 'Google account connected', data: { id: account.id, email: account.email } };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/reconnect/google', async (request) => {
    await google.reconnect(requireRestCaller(request), request.body ?? {});
    return { message: 'Google account reconnected' };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/google-smtp/get', async (request) => {
    const smtp = await google.getSmtp(requireRestCaller(request), String(request.body?.id ?? ''));
    return { data: { credentials: { smtp } } };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/google-smtp/update', async (request) => {
    const body = request.body ?? {};
    await google.updateSmtp(requireRestCaller(request), String(body.id ?? ''), body.smtp);
    return { message: MAIL_ACCOUNT_MESSAGES.updated };
  });
}
