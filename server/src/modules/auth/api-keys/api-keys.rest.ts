import {
  API_KEY_MESSAGES,
  API_KEY_SCOPES,
  apiKeyCreateSchema,
  type ApiKeyCreateCommand,
} from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../../http/legacy-fields';
import { requireRestCaller } from '../../../http/rest';
import {
  data,
  date,
  documented,
  legacyBody,
  list,
  message,
  messageAnd,
  obj,
  oneOfValues,
  orNull,
  str,
  uuid,
} from '../../../http/openapi/declare';
import { minRole } from '../../../http/roles';
import type { ApiKeyView } from './api-keys.service';

type Body = Record<string, unknown> | undefined;

const createCommand = legacy<ApiKeyCreateCommand>({
  name: ['name'],
  scopes: ['scopes'],
  expiresAt: ['expires_at', 'expiresAt'],
});
const revokeCommand = legacy<{ id: unknown }>({ id: ['api_key_id', 'id'] });

/** A key as listed: never the key itself, only its prefix. */
const keyFields = {
  id: uuid,
  name: str,
  prefix: str,
  scopes: list(oneOfValues(...API_KEY_SCOPES)),
  created_at: date,
  expires_at: orNull(date),
  last_used_at: orNull(date),
};
const keyAnswer = obj(keyFields);

/** A few short fields: a larger body is refused (413) before it is parsed. */
const api = {
  create: {
    bodyLimit: 16 * 1024,
    ...documented(minRole.admin, {
      summary: 'Create an API key (the key is answered once).',
      body: legacyBody(createCommand, apiKeyCreateSchema),
      response: messageAnd(obj({ ...keyFields, key: str })),
      example: { message: API_KEY_MESSAGES.created },
    }),
  },
  list: documented(minRole.admin, {
    summary: "The workspace's API keys (not revoked).",
    none: true,
    response: data(list(keyAnswer)),
  }),
  revoke: {
    bodyLimit: 16 * 1024,
    ...documented(minRole.admin, {
      summary: 'Revoke an API key.',
      body: legacyBody(revokeCommand, { id: uuid }),
      response: message,
      example: { message: API_KEY_MESSAGES.revoked },
    }),
  },
};

/** A key in the /v1 shape (snake case, like the other /v1 answers); never the key itself. */
function apiKeyJson(key: ApiKeyView) {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    created_at: key.createdAt,
    expires_at: key.expiresAt,
    last_used_at: key.lastUsedAt,
  };
}

/** `/v1/apiKeys/*`: the same calls as GraphQL's, over the same service. Admins only. */
export async function apiKeyRoutes(app: FastifyInstance): Promise<void> {
  const { apiKeys } = app.services;

  app.post<{ Body: Body }>('/v1/apiKeys/create', api.create, async (request) => {
    const created = await apiKeys.create(requireRestCaller(request), createCommand(request.body));
    return {
      message: API_KEY_MESSAGES.created,
      data: { ...apiKeyJson(created.apiKey), key: created.key },
    };
  });

  app.get('/v1/apiKeys/list', api.list, async (request) => {
    const keys = await apiKeys.list(requireRestCaller(request));
    return { data: keys.map(apiKeyJson) };
  });

  app.post<{ Body: Body }>('/v1/apiKeys/revoke', api.revoke, async (request) => {
    const { id } = revokeCommand(request.body ?? {});
    await apiKeys.revoke(requireRestCaller(request), id);
    return { message: API_KEY_MESSAGES.revoked };
  });
}
