import {
  WEBHOOK_MESSAGES,
  type WebhookCreateCommand,
  type WebhookUpdateCommand,
  webhookCreateSchema,
  webhookUpdateSchema,
} from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../http/legacy-fields';
import { requireRestCaller } from '../../http/rest';
import type { Webhook, WebhookDelivery } from './webhook.service';
import {
  data,
  documented,
  fields,
  legacyBody,
  list,
  message,
  messageAnd,
  uuid,
} from '../../http/openapi/declare';
import {
  webhookAnswer,
  webhookDeliveryAnswer,
  webhookWithSecretAnswer,
} from '../../http/openapi/answers';
import { minRole } from '../../http/roles';

type Body = Record<string, unknown> | undefined;

const createCommand = legacy<WebhookCreateCommand>({
  url: ['url'],
  events: ['events'],
  enabled: ['enabled'],
});
const updateCommand = legacy<WebhookUpdateCommand & { webhookId: unknown }>({
  webhookId: ['webhook_id', 'id'],
  url: ['url'],
  events: ['events'],
  enabled: ['enabled'],
});
const webhookIdOf = (body: Body) => body?.webhook_id ?? body?.id;

/** An endpoint in the /v1 shape (snake case, like the other /v1 answers). */
function webhookJson(webhook: Webhook) {
  return {
    _id: webhook.id,
    url: webhook.url,
    events: webhook.events,
    enabled: webhook.enabled,
    disabled_reason: webhook.disabledReason,
    failing_since: webhook.failingSince,
    created_at: webhook.createdAt,
  };
}

function deliveryJson(delivery: WebhookDelivery) {
  return {
    _id: delivery.id,
    event_id: delivery.eventId,
    event_type: delivery.eventType,
    state: delivery.state,
    attempts: delivery.attempts,
    created_at: delivery.createdAt,
    attempted_at: delivery.attemptedAt,
    delivered_at: delivery.deliveredAt,
    next_attempt_at: delivery.nextAttemptAt,
    answer_status: delivery.answerStatus,
    answer_body: delivery.answerBody,
    duration_ms: delivery.durationMs,
    error: delivery.error,
  };
}

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** GET /v1/webhooks */
  webhooks: documented(minRole.admin, {
    summary: 'The workspace’s webhooks.',
    none: true,
    response: data(list(webhookAnswer)),
  }),
  /** POST /v1/webhooks/create */
  create: documented(minRole.admin, {
    summary: 'Create a webhook (its signing secret is shown once).',
    body: legacyBody(createCommand, webhookCreateSchema),
    response: messageAnd(webhookWithSecretAnswer),
    example: { message: WEBHOOK_MESSAGES.created },
  }),
  /** POST /v1/webhooks/update */
  update: documented(minRole.admin, {
    summary: 'Change a webhook.',
    body: legacyBody(updateCommand, webhookUpdateSchema, { webhookId: uuid }),
    response: messageAnd(webhookAnswer),
    example: { message: WEBHOOK_MESSAGES.updated },
  }),
  /** POST /v1/webhooks/delete */
  delete: documented(minRole.admin, {
    summary: 'Delete a webhook.',
    body: fields({ webhook_id: uuid, id: uuid }),
    response: message,
  }),
  /** POST /v1/webhooks/rotateSecret */
  rotateSecret: documented(minRole.admin, {
    summary: 'Replace a webhook’s signing secret.',
    body: fields({ webhook_id: uuid, id: uuid }),
    response: messageAnd(webhookWithSecretAnswer),
    example: { message: WEBHOOK_MESSAGES.rotated },
  }),
  /** POST /v1/webhooks/deliveries */
  deliveries: documented(minRole.admin, {
    summary: 'A webhook’s recent deliveries.',
    body: fields({ webhook_id: uuid, id: uuid }),
    response: data(list(webhookDeliveryAnswer)),
  }),
  /** POST /v1/webhooks/test */
  test: documented(minRole.admin, {
    summary: 'Send a test event to a webhook.',
    body: fields({ webhook_id: uuid, id: uuid }),
    response: messageAnd(webhookDeliveryAnswer),
    example: { message: WEBHOOK_MESSAGES.testSent },
  }),
};

/** `/v1/webhooks/*`: the same calls as GraphQL's, over the same service. */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const { webhooks } = app.services;

  app.get('/v1/webhooks', api.webhooks, async (request) => {
    const list = await webhooks.list(requireRestCaller(request));
    return { data: list.map(webhookJson) };
  });

  app.post<{ Body: Body }>('/v1/webhooks/create', api.create, async (request) => {
    const created = await webhooks.create(requireRestCaller(request), createCommand(request.body));
    return {
      message: WEBHOOK_MESSAGES.created,
      data: { ...webhookJson(created.webhook), secret: created.secret },
    };
  });

  app.post<{ Body: Body }>('/v1/webhooks/update', api.update, async (request) => {
    const { webhookId, ...command } = updateCommand(request.body ?? {});
    const webhook = await webhooks.update(requireRestCaller(request), webhookId, command);
    return { message: WEBHOOK_MESSAGES.updated, data: webhookJson(webhook) };
  });

  app.post<{ Body: Body }>('/v1/webhooks/delete', api.delete, async (request) => {
    await webhooks.delete(requireRestCaller(request), webhookIdOf(request.body));
    return { message: WEBHOOK_MESSAGES.deleted };
  });

  app.post<{ Body: Body }>('/v1/webhooks/rotateSecret', api.rotateSecret, async (request) => {
    const rotated = await webhooks.rotateSecret(
      requireRestCaller(request),
      webhookIdOf(request.body),
    );
    return {
      message: WEBHOOK_MESSAGES.rotated,
      data: { ...webhookJson(rotated.webhook), secret: rotated.secret },
    };
  });

  app.post<{ Body: Body }>('/v1/webhooks/deliveries', api.deliveries, async (request) => {
    const list = await webhooks.deliveries(requireRestCaller(request), webhookIdOf(request.body));
    return { data: list.map(deliveryJson) };
  });

  app.post<{ Body: Body }>('/v1/webhooks/test', api.test, async (request) => {
    const delivery = await webhooks.sendTest(requireRestCaller(request), webhookIdOf(request.body));
    const delivered = delivery.state === 'delivered';
    return {
      message: delivered ? WEBHOOK_MESSAGES.testSent : WEBHOOK_MESSAGES.testFailed,
      data: deliveryJson(delivery),
    };
  });
}
