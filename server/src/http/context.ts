import type { FastifyRequest } from 'fastify';
import type { Caller } from '../modules/auth/caller';
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

/** Resolves the caller once per request; cached on the request. */
export async function resolveCaller(request: FastifyRequest): Promise<Caller | undefined> {
  if (request.caller === undefined) {
    const token = bearerToken(request);
    request.caller = token
      ? ((await request.server.services.auth.authenticate(token)) ?? null)
      : null;
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
