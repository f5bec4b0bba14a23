import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { MESSAGES } from '@outbound/common';
import { reportUnexpected } from '../../error-reporting';
import { AppError, validationError } from '../errors';

/** Unknown errors become a plain 500 message; AppErrors keep their code, status and details. */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
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
  return {
    message: MESSAGES.global.serverError,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
  };
}

/** Whether an error of the operation is answered as a 500 (an unexpected failure). */
function isUnexpected(error: GraphQLError): boolean {
  return formatGraphQLError(error.toJSON(), error).extensions?.code === 'INTERNAL_SERVER_ERROR';
}

/**
 * Logs each unexpected failure of an operation with its request id, and answers that id in the
 * 500's extensions (`requestId`), which the UI shows with its error so a report finds the line.
 */
export function unexpectedErrorsLogged(logger: Logger): ApolloServerPlugin<{ requestId: string }> {
  return {
    async requestDidStart({ contextValue }) {
      const reqId = contextValue.requestId;
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors)
            if (isUnexpected(error)) {
              logger.error({ err: error.originalError ?? error, reqId }, 'graphql resolver failed');
              reportUnexpected(error.originalError ?? error, reqId);
            }
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const failed = response.body.singleResult.errors;
          if (!failed?.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')) return;
          response.body.singleResult.errors = failed.map((e) =>
            e.extensions?.code === 'INTERNAL_SERVER_ERROR'
              ? { ...e, extensions: { ...e.extensions, requestId: reqId } }
              : e,
          );
        },
      };
    },
  };
}
