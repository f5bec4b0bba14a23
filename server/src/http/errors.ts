import { HeaderMap } from '@apollo/server';
import { MESSAGES } from '@outbound/common';

/** Stable error codes. Each maps to one HTTP status (for /v1) and is the GraphQL `extensions.code`. */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'INVALID_CREDENTIALS'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case 'BAD_REQUEST':
      return 400;
    case 'UNAUTHENTICATED':
    case 'INVALID_CREDENTIALS':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
      return 409;
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 415;
    case 'TOO_MANY_REQUESTS':
      return 429;
    case 'INTERNAL_SERVER_ERROR':
      return 500;
  }
}

/** The one error type services throw. `details` travel to the client (e.g. a 409's parameters). */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return httpStatusOf(this.code);
  }

  static badRequest(message: string, details?: Record<string, unknown>): AppError {
    return new AppError('BAD_REQUEST', message, details);
  }

  static unauthenticated(): AppError {
    return new AppError('UNAUTHENTICATED', MESSAGES.global.sessionExpired);
  }

  static notFound(message: string = MESSAGES.global.notFound): AppError {
    return new AppError('NOT_FOUND', message);
  }

  static conflict(message: string, details?: Record<string, unknown>): AppError {
    return new AppError('CONFLICT', message, details);
  }
}

/**
 * A 429 from a rate limit or the sign-in throttle: the client may try again after
 * `retryAfterSeconds`. /v1 answers it with Retry-After (`rest.ts`); thrown from a resolver, its
 * `extensions` (which graphql-js copies onto the located error) make Apollo answer HTTP 429 with
 * Retry-After too, and `retryAfter` travels in the error's extensions.
 */
export class RateLimitedError extends AppError {
  readonly extensions: { http: { status: number; headers: HeaderMap } };

  constructor(
    readonly retryAfterSeconds: number,
    message: string = MESSAGES.global.tooManyRequests,
  ) {
    super('TOO_MANY_REQUESTS', message, { retryAfter: retryAfterSeconds });
    const headers = new HeaderMap([['retry-after', String(retryAfterSeconds)]]);
    this.extensions = { http: { status: 429, headers } };
  }
}

/** A yup ValidationError (or anything with `errors: string[]`) as a 400 with the first message. */
export function validationError(error: unknown): AppError | undefined {
  if (
    error &&
    typeof error === 'object' &&
    (error as { name?: string }).name === 'ValidationError'
  ) {
    const messages = (error as { errors?: string[] }).errors ?? [];
    return AppError.badRequest(messages[0] ?? MESSAGES.global.badRequest, { errors: messages });
  }
  return undefined;
}
