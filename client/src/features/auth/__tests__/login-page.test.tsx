import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MESSAGES } from '@outbound/common';
import { TOKEN_KEY, USER_KEY } from '../../../app/session';
import { LoginDocument, MeDocument } from '../../../generated/graphql';
import { currentPath, renderApp } from '../../../test/render-app';
import { emptyDashboardMock } from '../../home/__tests__/factories';

const EMAIL = 'ada@example.com';
const PASSWORD = 'correct horse';

const ME = {
  __typename: 'User',
  id: 'u-1',
  name: 'Ada Owner',
  email: EMAIL,
  status: 'active',
  createdAt: '2025-01-02T03:04:05.000Z',
};

const loginMock = {
  request: { query: LoginDocument, variables: { email: EMAIL, password: PASSWORD } },
  result: { data: { login: { __typename: 'LoginPayload', token: 'fresh-token' } } },
};
const meMock = { request: { query: MeDocument }, result: { data: { me: ME } } };

function fields() {
  return {
    email: screen.getByLabelText('Email Address'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Login' }),
  };
}

describe('Login page', () => {
  it('shows both messages when both fields are empty', async () => {
    const { user } = renderApp('/login');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(fields().submit);
    expect(await screen.findByText(MESSAGES.login.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.login.passwordRequired)).toBeInTheDocument();
  });

  it('asks only for the password when only the email is given', async () => {
    const { user } = renderApp('/login');
    await user.type(fields().email, EMAIL);
    await user.click(fields().submit);
    expect(await screen.findByText(MESSAGES.login.passwordRequired)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.login.emailRequired)).not.toBeInTheDocument();
  });

  it('asks only for the email when only the password is given', async () => {
    const { user } = renderApp('/login');
    await user.type(fields().password, PASSWORD);
    await user.click(fields().submit);
    expect(await screen.findByText(MESSAGES.login.emailRequired)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.login.passwordRequired)).not.toBeInTheDocument();
  });

  it('rejects a malformed email', async () => {
    const { user } = renderApp('/login');
    await user.type(fields().email, 'ada@example');
    await user.type(fields().password, PASSWORD);
    await user.click(fields().submit);
    expect(await screen.findByText(MESSAGES.login.emailInvalid)).toBeInTheDocument();
  });

  it('submits with the Enter key', async () => {
    const { user } = renderApp('/login');
    await user.type(fields().password, `${PASSWORD}{Enter}`);
    expect(await screen.findByText(MESSAGES.login.emailRequired)).toBeInTheDocument();
  });

  it('stores the token and the user, then goes to redirectTo', async () => {
    const { user, router } = renderApp('/login?redirectTo=/campaign/all', {
      mocks: [loginMock, meMock],
    });
    await user.type(fields().email, EMAIL);
    await user.type(fields().password, `${PASSWORD}{Enter}`);

    await waitFor(() => expect(currentPath(router)).toBe('/campaign/all'));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('fresh-token');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toMatchObject({
      id: 'u-1',
      email: EMAIL,
    });
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
  });

  it('goes home after login without redirectTo', async () => {
    const { user, router } = renderApp('/login', {
      mocks: [loginMock, meMock, emptyDashboardMock()],
    });
    await user.type(fields().email, EMAIL);
    await user.type(fields().password, PASSWORD);
    await user.click(fields().submit);

    expect(await screen.findByText('Welcome to Outbound')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
  });

  it('tells the user when the credentials are wrong and stays signed out', async () => {
    const { user, router } = renderApp('/login', {
      mocks: [
        {
          request: { query: LoginDocument, variables: { email: EMAIL, password: 'wrong' } },
          result: {
            errors: [
              new GraphQLError(MESSAGES.global.invalidCredentials, {
                extensions: { code: 'INVALID_CREDENTIALS', status: 401 },
              }),
            ],
          },
        },
      ],
    });
    await user.type(fields().email, EMAIL);
    await user.type(fields().password, 'wrong{Enter}');

    expect(await screen.findByText(MESSAGES.global.invalidCredentials)).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(currentPath(router)).toBe('/login');
  });

  it('names the failed login on a 400, not the bare Bad Request', async () => {
    const { user, router } = renderApp('/login', {
      mocks: [
        {
          request: { query: LoginDocument, variables: { email: EMAIL, password: PASSWORD } },
          result: {
            errors: [
              new GraphQLError(MESSAGES.global.badRequest, {
                extensions: { code: 'BAD_REQUEST', status: 400 },
              }),
            ],
          },
        },
      ],
    });
    await user.type(fields().email, EMAIL);
    await user.type(fields().password, `${PASSWORD}{Enter}`);

    expect(await screen.findByText(MESSAGES.login.badRequest)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.global.badRequest)).not.toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(currentPath(router)).toBe('/login');
  });
});
