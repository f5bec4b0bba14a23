import type { GraphQLFormattedError } from 'graphql';
import { MESSAGES } from '@outbound/common';
import { PATHS } from './paths';

/** What the client does about a failed request (spec 01 §8). */
type ErrorOutcome =
  | { kind: 'toast'; message: string; requestId?: string }
  | { kind: 'session-expired'; message: string };

/** The transport error shapes Apollo hands to an error link, reduced to what the policy reads. */
type RequestFailure = {
  graphQLErrors?: ReadonlyArray<GraphQLFormattedError>;
  networkError?: (Error & { statusCode?: number; result?: unknown }) | null;
};

/** HTTP status of each server error code, for errors that carry a code but no status. */
const STATUS_BY_CODE: Record<string, number> = {
  BAD_REQUEST: 400,
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
};

type Described = { status?: number; code?: string; message?: string; requestId?: string };

function describeGraphQLError(error: GraphQLFormattedError): Described {
  const extensions = (error.extensions ?? {}) as {
    code?: unknown;
    status?: unknown;
    requestId?: unknown;
  };
  const code = typeof extensions.code === 'string' ? extensions.code : undefined;
  const status =
    typeof extensions.status === 'number' ? extensions.status : code && STATUS_BY_CODE[code];
  // A 500 names its request id, so that a user's report finds the server's log lines.
  const requestId = typeof extensions.requestId === 'string' ? extensions.requestId : undefined;
  return { status: status || undefined, code, message: error.message, requestId };
}

function errorsInBody(result: unknown): GraphQLFormattedError[] {
  if (result && typeof result === 'object' && 'errors' in result) {
    const errors = (result as { errors?: unknown }).errors;
    if (Array.isArray(errors)) return errors as GraphQLFormattedError[];
  }
  return [];
}

function describeFailure({ graphQLErrors, networkError }: RequestFailure): Described | null {
  if (graphQLErrors && graphQLErrors.length > 0) return describeGraphQLError(graphQLErrors[0]);
  if (!networkError) return null;
  const [first] = errorsInBody(networkError.result);
  const fromBody = first ? describeGraphQLError(first) : {};
  // No HTTP status at all means the request never reached a server; a success status with an
  // unreadable body means the server misbehaved.
  const status = networkError.statusCode ?? fromBody.status ?? 503;
  return { ...fromBody, status: status < 400 ? 500 : status };
}

/**
 * Decides the global reaction to a failed request; `pathname` is the page the user is on, and
 * `badRequestMessage` (when given) replaces the server's text on a 400.
 */
export function errorOutcome(
  failure: RequestFailure,
  pathname: string,
  badRequestMessage?: string,
): ErrorOutcome | null {
  const described = describeFailure(failure);
  if (!described) return null;
  const { status, code, message, requestId } = described;
  if (code === 'INVALID_CREDENTIALS' || (status === 401 && pathname === PATHS.login)) {
    return { kind: 'toast', message: MESSAGES.global.invalidCredentials };
  }
  switch (status) {
    case 401:
      return { kind: 'session-expired', message: MESSAGES.global.sessionExpired };
    case 403:
      return { kind: 'toast', message: MESSAGES.global.forbidden };
    case 500:
      return { kind: 'toast', message: MESSAGES.global.serverError, requestId };
    case 502:
    case 503:
    case 504:
      return { kind: 'toast', message: MESSAGES.global.serverOffline };
    case 400:
      return { kind: 'toast', message: badRequestMessage || message || MESSAGES.global.badRequest };
    default:
      if (status !== undefined && status > 500) {
        return { kind: 'toast', message: MESSAGES.global.serverError };
      }
      return { kind: 'toast', message: message || MESSAGES.global.badRequest };
  }
}
