import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@outbound/common';
import type { Caller } from '../modules/auth/caller';
import { AppError, RateLimitedError } from './errors';
import { reportUnexpected } from '../error-reporting';

/** Set by the /v1 pre-handler for every request that carries a valid token. */
export function requireRestCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw AppError.unauthenticated();
  return request.caller;
}

/**
 * One error answer for every route: `{ message, ...details }` with the code's status. Anything that
 * is not an AppError is logged with the request id and answered as a plain 500, never a stack trace.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof RateLimitedError) return rateLimited(error, request, reply);
      if (error instanceof AppError) {
        return reply.status(error.status).send({ message: error.message, ...error.details });
      }
      const fastifyError = error as FastifyError;
      if (
        fastifyError.validation ||
        fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500)
      ) {
        const status = fastifyError.statusCode ?? 400;
        return reply
          .status(status)
          .send({ message: status === 400 ? MESSAGES.global.badRequest : fastifyError.message });
      }
      request.log.error({ err: error, requestId: request.id }, 'unhandled error');
      reportUnexpected(error, String(request.id));
      return reply
        .status(500)
        .send({ message: MESSAGES.global.serverError, requestId: request.id });
    },
  );
}

/** 429 with Retry-After; on /graphql the answer also carries a GraphQL `errors` list. */
function rateLimited(error: RateLimitedError, request: FastifyRequest, reply: FastifyReply) {
  reply.status(429).header('Retry-After', String(error.retryAfterSeconds));
  if (!request.url.startsWith('/graphql')) return reply.send({ message: error.message });
  const extensions = { code: error.code, status: 429, retryAfter: error.retryAfterSeconds };
  return reply.send({ message: error.message, errors: [{ message: error.message, extensions }] });
}
