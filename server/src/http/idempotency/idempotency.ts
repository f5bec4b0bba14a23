import crypto from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@outbound/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { claimKey, finishKey, releaseKey } from './queries';

/**
 * `Idempotency-Key` on POSTs of /v1 and GraphQL mutations, for signed-in callers (a session or an
 * API key): the first request with a key runs and its answer (status and body) is kept 24 hours
 * in Postgres (`idempotency_key`, one row per workspace and key); the same key with the same
 * method, URL and body replays that answer (header `Idempotent-Replayed: true`) and runs nothing;
 * with another body it is a 422. While the first still runs, a second answers 409 with
 * Retry-After: 1. A 5xx keeps nothing (the work was rolled back; a retry runs it). An answer
 * carrying a secret shown once (an API key, a webhook secret) is kept and replayed with that value
 * null. GraphQL queries and public calls (no workspace) ignore the header.
 *
 * Crash: a key whose process died mid-request stays pending; a minute later the same request
 * claims it again and runs. Its first run may have committed just before the crash, the one
 * window in which a retry may do it twice.
 */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/; // visible ASCII; anchored, one class: linear
const MAX_KEPT_BODY = 1024 * 1024;

/**
 * Calls whose answer carries a secret shown once (an API key, a webhook secret): their answer is
 * kept with those values as null, so that a secret is never stored in clear nor given twice.
 */
const SECRET_ROUTES = new Set([
  'POST /v1/apiKeys/create',
  'POST /v1/webhooks/create',
  'POST /v1/webhooks/rotateSecret',
]);
const SECRET_FIELDS = new Set(['createApiKey', 'createWebhook', 'rotateWebhookSecret']);
const SECRET_NAMES = new Set(['key', 'secret']);

interface HeldKey {
  workspaceId: string;
  key: string;
  redact: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey?: HeldKey;
  }
}

const isApi = (url: string) => url.startsWith('/v1/') || url.startsWith('/graphql');

/** Installs the hooks: after the caller, role and rate-limit checks, before any handler runs. */
export function installIdempotency(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || !isApi(request.url)) return;
    const header = request.headers['idempotency-key'];
    const caller = request.caller;
    if (header === undefined || !caller) return;
    if (typeof header !== 'string' || header.length > 255 || !KEY_PATTERN.test(header))
      return refuse(request, reply, 400, IDEMPOTENCY_MESSAGES.keyInvalid);
    let redact = SECRET_ROUTES.has(`${request.method} ${request.routeOptions.url}`);
    if (request.url.startsWith('/graphql')) {
      const mutation = mutationOf(request.body);
      if (!mutation) return;
      redact = mutation.some((field) => field === null || SECRET_FIELDS.has(field));
    }
    const { db } = app.services;
    const claim = await claimKey(db, caller.workspaceId, header, requestHash(request));
    if (claim.kind === 'claimed') {
      request.idempotencyKey = { workspaceId: caller.workspaceId, key: header, redact };
      return;
    }
    if (claim.kind === 'differs')
      return refuse(request, reply, 422, IDEMPOTENCY_MESSAGES.bodyDiffers);
    if (claim.kind === 'pending') {
      reply.header('Retry-After', '1');
      return refuse(request, reply, 409, IDEMPOTENCY_MESSAGES.inProgress);
    }
    reply.status(claim.status).header('Idempotent-Replayed', 'true');
    if (claim.contentType) reply.header('content-type', claim.contentType);
    return reply.send(claim.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotencyKey;
    if (!held) return payload;
    request.idempotencyKey = undefined;
    const { db } = app.services;
    try {
      if (reply.statusCode >= 500) await releaseKey(db, held.workspaceId, held.key);
      else await finishKey(db, held.workspaceId, held.key, keptAnswer(reply, payload, held));
    } catch (err) {
      // Left pending: the same request claims it again after a minute.
      request.log.error({ err, requestId: request.id }, 'idempotency key not kept');
    }
    return payload;
  });
}

/**
 * The answer as kept: its status, type and text (secrets null where `redact`). One that cannot be
 * kept as text (a stream, over 1 MB, binary) was done all the same: its status is kept, with a note.
 */
export function keptAnswer(reply: FastifyReply, payload: unknown, held: HeldKey) {
  const text =
    typeof payload === 'string' && payload.length <= MAX_KEPT_BODY
      ? payload
      : Buffer.isBuffer(payload) && payload.length <= MAX_KEPT_BODY
        ? utf8(payload)
        : null;
  const body = text !== null && held.redact ? withoutSecrets(text) : text;
  const contentType = reply.getHeader('content-type');
  // Postgres text holds no NUL.
  if (body === null || body.includes('\u0000'))
    return {
      status: reply.statusCode,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ message: IDEMPOTENCY_MESSAGES.notKept }),
    };
  return {
    status: reply.statusCode,
    contentType: typeof contentType === 'string' ? contentType : null,
    body,
  };
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A buffer's text, or null when it is not UTF-8 (binary). */
function utf8(buffer: Buffer): string | null {
  try {
    return strictUtf8.decode(buffer);
  } catch {
    return null;
  }
}

/**
 * What "the same request" means: method, URL (path and query) and the parsed body. A multipart
 * upload's body is read by its handler, after this check: it is compared by its type and size.
 */
function requestHash(request: FastifyRequest): string {
  const body = request.isMultipart()
    ? `multipart ${request.headers['content-length'] ?? ''}`
    : JSON.stringify(request.body ?? null);
  return crypto
    .createHash('sha256')
    .update(`${request.method} ${request.url}\n${body}`)
    .digest('hex');
}

/**
 * The root fields of the mutation a /graphql body runs (null for a fragment at the root), or
 * undefined when it runs none (a query; an unparsable body is left to Apollo to refuse).
 */
function mutationOf(body: unknown): (string | null)[] | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { query, operationName } = body as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return undefined;
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return undefined;
  }
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation =
    typeof operationName === 'string'
      ? operations.find((candidate) => candidate.name?.value === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
  if (operation?.operation !== 'mutation') return undefined;
  return operation.selectionSet.selections.map((selection) =>
    selection.kind === Kind.FIELD ? selection.name.value : null,
  );
}

/** A JSON answer with every `key` and `secret` value set to null; null when it is not JSON. */
function withoutSecrets(text: string): string | null {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return null;
  }
  const stack: unknown[] = [answer];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item || typeof item !== 'object') continue;
    for (const [name, value] of Object.entries(item)) {
      if (SECRET_NAMES.has(name) && typeof value === 'string')
        (item as Record<string, unknown>)[name] = null;
      else stack.push(value);
    }
  }
  return JSON.stringify(answer);
}

/** A 4xx with the message, in the GraphQL shape on /graphql. */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  reply.status(status);
  if (!request.url.startsWith('/graphql')) return reply.send({ message });
  const code = status === 400 ? 'BAD_REQUEST' : status === 409 ? 'CONFLICT' : 'UNPROCESSABLE';
  return reply.send({ message, errors: [{ message, extensions: { code, status } }] });
}
