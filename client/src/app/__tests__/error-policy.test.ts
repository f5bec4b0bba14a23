import { GraphQLError } from 'graphql';
import { MESSAGES } from '@outbound/common';
import { errorOutcome } from '../error-policy';

function graphQLFailure(message: string, extensions: Record<string, unknown>) {
  return { graphQLErrors: [new GraphQLError(message, { extensions }).toJSON()] };
}

function httpFailure(statusCode: number, result?: unknown) {
  return {
    networkError: Object.assign(new Error('Response not successful'), { statusCode, result }),
  };
}

describe('errorOutcome', () => {
  it('reports bad credentials on the login page', () => {
    expect(
      errorOutcome(graphQLFailure('x', { code: 'UNAUTHENTICATED', status: 401 }), '/login'),
    ).toEqual({ kind: 'toast', message: MESSAGES.global.invalidCredentials });
    expect(
      errorOutcome(graphQLFailure('x', { code: 'INVALID_CREDENTIALS', status: 401 }), '/login'),
    ).toEqual({ kind: 'toast', message: MESSAGES.global.invalidCredentials });
  });

  it('expires the session on a 401 elsewhere', () => {
    expect(
      errorOutcome(
        graphQLFailure('x', { code: 'UNAUTHENTICATED', status: 401 }),
        '/team/teammates',
      ),
    ).toEqual({ kind: 'session-expired', message: MESSAGES.global.sessionExpired });
    expect(errorOutcome(httpFailure(401), '/')).toEqual({
      kind: 'session-expired',
      message: MESSAGES.global.sessionExpired,
    });
  });

  it('maps 403, 500 and 503 to the spec messages', () => {
    expect(errorOutcome(graphQLFailure('x', { code: 'FORBIDDEN', status: 403 }), '/')).toEqual({
      kind: 'toast',
      message: MESSAGES.global.forbidden,
    });
    expect(errorOutcome(graphQLFailure('boom', { code: 'INTERNAL_SERVER_ERROR' }), '/')).toEqual({
      kind: 'toast',
      message: MESSAGES.global.serverError,
    });
    expect(errorOutcome(httpFailure(500), '/')).toEqual({
      kind: 'toast',
      message: MESSAGES.global.serverError,
    });
    expect(errorOutcome(httpFailure(503), '/')).toEqual({
      kind: 'toast',
      message: MESSAGES.global.serverOffline,
    });
  });

  it('keeps the request id a server failure names, to show with its message', () => {
    const failure = graphQLFailure('x', {
      code: 'INTERNAL_SERVER_ERROR',
      status: 500,
      requestId: 'req-0123456789',
    });
    expect(errorOutcome(failure, '/')).toEqual({
      kind: 'toast',
      message: MESSAGES.global.serverError,
      requestId: 'req-0123456789',
    });
  });

  it('treats an unreachable server as offline', () => {
    expect(errorOutcome({ networkError: new TypeError('Failed to fetch') }, '/')).toEqual({
      kind: 'toast',
      message: MESSAGES.global.serverOffline,
    });
  });

  it('shows the server message for other errors', () => {
    expect(
      errorOutcome(
        graphQLFailure(MESSAGES.invite.duplicate, { code: 'CONFLICT', status: 409 }),
        '/',
      ),
    ).toEqual({ kind: 'toast', message: MESSAGES.invite.duplicate });
    expect(
      errorOutcome(
        httpFailure(400, {
          errors: [{ message: 'Bad Request. Not able to login.', extensions: {} }],
        }),
        '/login',
      ),
    ).toEqual({ kind: 'toast', message: 'Bad Request. Not able to login.' });
  });

  it("uses the screen's own message for a 400 when it has one, and only for a 400", () => {
    const screenMessage = 'Bad Request. Unable to fetch contact summary. Please try again.';
    expect(
      errorOutcome(
        graphQLFailure('Invalid list id', { code: 'BAD_REQUEST', status: 400 }),
        '/contact/all',
        screenMessage,
      ),
    ).toEqual({ kind: 'toast', message: screenMessage });
    expect(
      errorOutcome(
        graphQLFailure('Not found', { code: 'NOT_FOUND', status: 404 }),
        '/contact/all',
        screenMessage,
      ),
    ).toEqual({ kind: 'toast', message: 'Not found' });
    expect(errorOutcome(httpFailure(500), '/contact/all', screenMessage)).toEqual({
      kind: 'toast',
      message: MESSAGES.global.serverError,
    });
  });

  it('ignores a request that did not fail', () => {
    expect(errorOutcome({}, '/')).toBeNull();
  });
});
