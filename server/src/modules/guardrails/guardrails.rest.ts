import { GUARDRAIL_MESSAGES } from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { requireRestCaller } from '../../http/rest';
import { minRole } from '../../http/roles';
import { healthItem } from '../mailbox/mailbox.rest';

type Body = Record<string, unknown> | undefined;

/** The account's email as /v1 reads it: anything but text counts as none. */
const emailOf = (body: Body) => (typeof body?.email === 'string' ? body.email : '');

/** `/v1/mailAccount/health/*`: resuming a mailbox the deliverability guard paused. */
export async function guardrailRoutes(app: FastifyInstance): Promise<void> {
  const { guardrails } = app.services;

  app.post<{ Body: Body }>('/v1/mailAccount/health/resume', minRole.admin, async (request) => {
    const account = await guardrails.resume(requireRestCaller(request), emailOf(request.body));
    return { message: GUARDRAIL_MESSAGES.resumed, data: { health: healthItem(account) } };
  });
}
