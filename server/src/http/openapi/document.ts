import { CAMPAIGN_MESSAGES, MESSAGES } from '@outbound/common';
import type { MinimumRole } from '../roles';
import { toJsonSchema, type RouteDoc } from './declare';
import type { JsonSchema } from './yup-json-schema';

/** A `/v1` route as registered: its method, URL, role and declaration (when it has one). */
export interface DeclaredRoute {
  method: string;
  url: string;
  role: MinimumRole;
  doc?: RouteDoc;
}

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
};

/** The error answers, each `{ message, ...details }`, with a typical message. */
const ERRORS: Record<string, { description: string; message: string }> = {
  '400': {
    description: 'The input is not valid: the message names the first wrong field.',
    message: MESSAGES.global.badRequest,
  },
  '401': { description: 'No valid session or key.', message: MESSAGES.global.sessionExpired },
  '403': {
    description: 'The caller’s role is below the route’s minimum role.',
    message: MESSAGES.global.forbidden,
  },
  '404': {
    description: 'Nothing of that id in the caller’s workspace.',
    message: MESSAGES.global.notFound,
  },
  '409': {
    description: 'The change conflicts with the current state.',
    message: CAMPAIGN_MESSAGES.alreadyInStatus('started'),
  },
  '429': {
    description: 'Too many requests: wait `Retry-After` seconds.',
    message: MESSAGES.global.tooManyRequests,
  },
  '500': {
    description:
      'Something failed unexpectedly (a mail server down): `requestId` names it in the logs.',
    message: MESSAGES.global.serverError,
  },
};

/** Fastify's `/v1/campaign/:id/pool` as OpenAPI's `/v1/campaign/{id}/pool`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

function pathParameters(url: string) {
  return [...url.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function queryParameters(schema: JsonSchema) {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema: property,
  }));
}

function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/v1\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0].toUpperCase() + word.slice(1))].join(
    '',
  );
}

function successContent(doc: RouteDoc | undefined) {
  if (doc?.produces) return { [doc.produces]: { schema: { type: 'string' } } };
  const media: Record<string, unknown> = { schema: doc?.response ?? { type: 'object' } };
  if (doc?.example !== undefined) media.example = doc.example;
  return { 'application/json': media };
}

function requestBody(doc: RouteDoc | undefined) {
  if (doc?.body) {
    return { required: true, content: { 'application/json': { schema: toJsonSchema(doc.body) } } };
  }
  if (doc?.multipart) {
    return { required: true, content: { 'multipart/form-data': { schema: doc.multipart } } };
  }
  return undefined;
}

function operation(route: DeclaredRoute) {
  const { doc, role } = route;
  const responses: Record<string, unknown> = {
    '200': { description: 'Done.', content: successContent(doc) },
  };
  for (const status of doc?.alsoStatus ?? []) {
    responses[String(status)] = {
      description: 'Accepted, still running.',
      content: successContent(doc),
    };
  }
  for (const status of Object.keys(ERRORS)) {
    if (role === 'public' && status === '403') continue;
    responses[status] = { $ref: `#/components/responses/E${status}` };
  }
  const query = doc?.query ? queryParameters(toJsonSchema(doc.query)) : [];
  const parameters = [...pathParameters(route.url), ...query];
  const body = requestBody(doc);
  return {
    operationId: operationId(route.method, route.url),
    tags: [route.url.split('/')[2]],
    summary: doc?.summary ?? 'Not described yet.',
    description: role === 'public' ? 'Needs no session.' : `Minimum role: ${role}.`,
    'x-minimum-role': role,
    ...(role === 'public' ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the given `/v1` routes. */
export function buildDocument(routes: readonly DeclaredRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...routes].sort(
    (a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method),
  );
  for (const route of sorted) {
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  const responses: Record<string, unknown> = {};
  for (const [status, { description, message }] of Object.entries(ERRORS)) {
    responses[`E${status}`] = {
      description,
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          example: { message },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Outbound /v1 API',
      version: '1',
      description:
        'The JSON API of an Outbound server. Every route is a POST or GET under /v1; signed-in routes take `Authorization: Bearer <token>`. Errors answer `{ message }` with the status.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { Error: ERROR_SCHEMA },
      responses,
    },
  };
}
