import type { FastifyRequest } from 'fastify';
import type { Caller, RequestOrigin } from '../modules/auth/caller';
import type { Services } from '../services';
import { AppError } from './errors';

export interface GraphQLContext {
  services: Services;
  caller: Caller | undefined;
  ip: string;
  requestId: string;
  /** The request's Cookie header (the sign-in's known-device cookie). */
  cookie: string | undefined;
  /** Adds a Set-Cookie header to the answer. */
  setCookie(header: string): void;
}

/** The bearer token of a request: `Authorization: Bearer <token>` (a bare token is accepted too). */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
}

/** Longest User-Agent kept with a caller: enough to tell browsers and scripts apart. */
const USER_AGENT_MAX_LENGTH = 256;

/** The client address and User-Agent of a request, for the audit log. */
export function requestOrigin(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, USER_AGENT_MAX_LENGTH) : undefined,
  };
}

/** Resolves the caller, with where the request came from, once per request; cached on the request. */
export async function resolveCaller(request: FastifyRequest): Promise<Caller | undefined> {
  if (request.caller === undefined) {
    const token = bearerToken(request);
    const origin = requestOrigin(request);
    const caller = token
      ? await request.server.services.auth.authenticate(token, origin)
      : undefined;
    request.caller = caller ? { ...caller, ...origin } : null;
  }
  return request.caller ?? undefined;
}

export function requireCaller(ctx: { caller: Caller | undefined }): Caller {
  if (!ctx.caller) throw AppError.unauthenticated();
  return ctx.caller;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyRequest {
    caller?: Caller | null;
  }
}
