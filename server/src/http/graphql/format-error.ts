import type { GraphQLFormattedError } from 'graphql';
import { MESSAGES } from '@outbound/common';
import { AppError, validationError } from '../errors';

/** Unknown errors become a plain 500 message; AppErrors keep their code, status and details. */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
  log: (error: unknown) => void,
): GraphQLFormattedError {
  const original = (error as { originalError?: unknown })?.originalError;
  const appError = original instanceof AppError ? original : validationError(original);
  if (appError) {
    return {
      message: appError.message,
      path: formatted.path,
      extensions: { code: appError.code, status: appError.status, ...appError.details },
    };
  }
  const typeGraphQLValidation =
    original && (original as { name?: string }).name === 'ArgumentValidationError';
  if (typeGraphQLValidation) {
    return {
      message: MESSAGES.global.badRequest,
      path: formatted.path,
      extensions: { code: 'BAD_REQUEST', status: 400 },
    };
  }
  const code = formatted.extensions?.code;
  if (
    original === undefined ||
    code === 'GRAPHQL_PARSE_FAILED' ||
    code === 'GRAPHQL_VALIDATION_FAILED' ||
    code === 'BAD_USER_INPUT' ||
    code === 'BAD_REQUEST' ||
    code === 'PERSISTED_QUERY_NOT_FOUND' ||
    code === 'OPERATION_RESOLUTION_FAILURE'
  ) {
    const status = (formatted.extensions?.status as number | undefined) ?? 400;
    return {
      message: formatted.message,
      locations: formatted.locations,
      extensions: { code: code ?? 'BAD_REQUEST', status },
    };
  }
  log(original);
  return {
    message: MESSAGES.global.serverError,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
  };
}
