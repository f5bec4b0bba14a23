import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../config';
import { httpDuration } from '../metrics/process-metrics';

/**
 * Request ids (README, "Operations"): every request gets one, Fastify's logger writes it on each
 * line the request logs (`reqId`), and the answer carries it as `X-Request-Id` (a 500's body too,
 * `rest.ts`), so a user's report ("request id …", shown with the UI's errors) finds its lines.
 * Behind a trusted proxy (TRUST_PROXY) the proxy's own `X-Request-Id` is kept when it is a plain
 * token, so one id follows the request through both logs.
 */

/** Longest id taken from a proxy. */
const MAX_ID_LENGTH = 64;

/** Letters, digits, `.`, `_`, `-` only, 8 to 64 of them: checked character by character. */
function isPlainToken(value: string): boolean {
  if (value.length < 8 || value.length > MAX_ID_LENGTH) return false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    const ok =
      (c >= 48 && c <= 57) || // 0-9
      (c >= 65 && c <= 90) || // A-Z
      (c >= 97 && c <= 122) || // a-z
      c === 45 || // -
      c === 46 || // .
      c === 95; // _
    if (!ok) return false;
  }
  return true;
}

/** Fastify's `genReqId`: the trusted proxy's id when it sent a plain one, else a new UUID. */
export function requestIdOf(trust: TrustProxy): (request: IncomingMessage) => string {
  const fromProxy = trust !== false && !(Array.isArray(trust) && trust.length === 0);
  return (request) => {
    const given = fromProxy ? request.headers['x-request-id'] : undefined;
    return typeof given === 'string' && isPlainToken(given) ? given : crypto.randomUUID();
  };
}

/**
 * Answers every request with its id (`X-Request-Id`), and times it by route pattern for
 * `/metrics` (`outbound_http_request_duration_seconds`; a URL no route matched counts as one).
 */
export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
