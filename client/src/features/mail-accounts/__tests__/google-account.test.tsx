import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  ConnectGoogleAccountDocument,
  ReconnectGoogleAccountDocument,
} from '../../../generated/graphql';
import { currentPath, renderApp } from '../../../test/render-app';
import { GOOGLE_MESSAGES } from '../google-reconnect-page';
import { GOOGLE_SIGN_IN_KEY, browserLocation } from '../google-sign-in';
import {
  buildMailAccount,
  googleAuthUrlMock,
  googleConfiguredMock,
  mailAccountsMock,
} from './factories';

const REDIRECT_URL = 'http://localhost/googlemail-accounts/reconnect';
const CONSENT_URL = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=test&state=tab-state';

/** What the tab kept when it sent the browser to Google. */
function keepSignIn(kept: { redirectUrl: string; email?: string; name?: string }) {
  sessionStorage.setItem(GOOGLE_SIGN_IN_KEY, JSON.stringify({ ...kept, state: 'tab-state' }));
}

const CEO = buildMailAccount({
  id: 'acc-3',
  email: 'ceo@example.com',
  name: 'The CEO',
  type: 'google',
  status: 'stopped',
  hasSmtp: false,
});

let assign: jest.SpyInstance;

beforeEach(() => {
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('Add Google Account', () => {
  it("sends the browser to Google's consent page when sign-in is configured", async () => {
    const { user } = renderApp('/mail-accounts/all', {
      signedIn: true,
      mocks: [
        mailAccountsMock([]),
        googleConfiguredMock(true),
        googleAuthUrlMock({ redirectUrl: REDIRECT_URL }, CONSENT_URL),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Add Google Account' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CONSENT_URL));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(GOOGLE_SIGN_IN_KEY) ?? '{}')).toEqual({
      redirectUrl: REDIRECT_URL,
      state: 'tab-state',
    });
  });

  it('Reconnect signs the account in again, suggesting its address', async () => {
    const reconnectUrl = `${REDIRECT_URL}?email=ceo%40example.com&name=The+CEO`;
    const { user } = renderApp('/mail-accounts/all', {
      signedIn: true,
      mocks: [
        mailAccountsMock([CEO]),
        googleAuthUrlMock({ redirectUrl: reconnectUrl, loginHint: 'ceo@example.com' }, CONSENT_URL),
      ],
    });
    await screen.findByRole('cell', { name: 'ceo@example.com' });
    await user.click(screen.getByRole('button', { name: 'Actions for ceo@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Reconnect' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CONSENT_URL));
    expect(JSON.parse(sessionStorage.getItem(GOOGLE_SIGN_IN_KEY) ?? '{}')).toEqual({
      redirectUrl: reconnectUrl,
      email: 'ceo@example.com',
      name: 'The CEO',
      state: 'tab-state',
    });
  });
});

describe('Google reconnect page', () => {
  it('connects a new account with the code, then goes to the list', async () => {
    const created = buildMailAccount({
      id: 'acc-9',
      email: 'new@example.com',
      name: 'New Box',
      type: 'google',
      hasSmtp: false,
    });
    keepSignIn({ redirectUrl: REDIRECT_URL });
    const { router } = renderApp(
      '/googlemail-accounts/reconnect?code=auth-code&state=tab-state&scope=email',
      {
        signedIn: true,
        mocks: [
          {
            request: {
              query: ConnectGoogleAccountDocument,
              variables: { authCode: 'auth-code', redirectUrl: REDIRECT_URL },
            },
            delay: 30,
            result: { data: { connectGoogleAccount: created } },
          },
          mailAccountsMock([created]),
        ],
      },
    );

    expect(screen.getByRole('heading', { name: 'Connect Google account' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(GOOGLE_MESSAGES.connecting);
    expect(await screen.findByText(GOOGLE_MESSAGES.connected)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/mail-accounts/all'));
    expect(await screen.findByRole('cell', { name: 'new@example.com' })).toBeInTheDocument();
  });

  it('reconnects the account named in the query', async () => {
    keepSignIn({ redirectUrl: `${REDIRECT_URL}?email=ceo%40example.com&name=The+CEO` });
    const path =
      '/googlemail-accounts/reconnect?email=ceo%40example.com&name=The+CEO&code=auth-code&state=tab-state';
    const { router } = renderApp(path, {
      signedIn: true,
      mocks: [
        {
          request: {
            query: ReconnectGoogleAccountDocument,
            variables: {
              email: 'ceo@example.com',
              authCode: 'auth-code',
              redirectUrl: `${REDIRECT_URL}?email=ceo%40example.com&name=The+CEO`,
              name: 'The CEO',
            },
          },
          result: { data: { reconnectGoogleAccount: { ...CEO, status: 'active' } } },
        },
        mailAccountsMock([{ ...CEO, status: 'active' }]),
      ],
    });

    expect(screen.getByRole('heading', { name: 'Reconnect Google account' })).toBeInTheDocument();
    expect(await screen.findByText(GOOGLE_MESSAGES.reconnected)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/mail-accounts/all'));
  });

  it('takes the account and redirect address from the kept state when Google drops the query', async () => {
    const redirectUrl = `${REDIRECT_URL}?email=ceo%40example.com&name=The+CEO`;
    keepSignIn({ redirectUrl, email: 'ceo@example.com', name: 'The CEO' });
    const { router } = renderApp('/googlemail-accounts/reconnect?code=auth-code&state=tab-state', {
      signedIn: true,
      mocks: [
        {
          request: {
            query: ReconnectGoogleAccountDocument,
            variables: {
              email: 'ceo@example.com',
              authCode: 'auth-code',
              redirectUrl,
              name: 'The CEO',
            },
          },
          result: { data: { reconnectGoogleAccount: CEO } },
        },
        mailAccountsMock([CEO]),
      ],
    });

    expect(await screen.findByText(GOOGLE_MESSAGES.reconnected)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/mail-accounts/all'));
    expect(sessionStorage.getItem(GOOGLE_SIGN_IN_KEY)).toBeNull();
  });

  it("shows the server's message once and a way back when the sign-in fails", async () => {
    const message =
      'You signed in to Google as other@example.com, but this mail account is ceo@example.com.';
    keepSignIn({ redirectUrl: `${REDIRECT_URL}?email=ceo%40example.com&name=The+CEO` });
    const { user, router } = renderApp(
      '/googlemail-accounts/reconnect?email=ceo%40example.com&name=The+CEO&code=auth-code&state=tab-state',
      {
        signedIn: true,
        mocks: [
          {
            request: {
              query: ReconnectGoogleAccountDocument,
              variables: {
                email: 'ceo@example.com',
                authCode: 'auth-code',
                redirectUrl: `${REDIRECT_URL}?email=ceo%40example.com&name=The+CEO`,
                name: 'The CEO',
              },
            },
            result: {
              errors: [new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } })],
            },
          },
          mailAccountsMock([CEO]),
        ],
      },
    );

    expect(await screen.findAllByText(message)).toHaveLength(1);
    expect(await screen.findByText(GOOGLE_MESSAGES.failed)).toBeInTheDocument();
    expect(currentPath(router)).toContain('/googlemail-accounts/reconnect');
    await user.click(screen.getByRole('link', { name: 'Back to mail accounts' }));
    expect(currentPath(router)).toBe('/mail-accounts/all');
  });

  it.each([
    ['no state was kept in this tab', undefined],
    ['the state differs', 'tab-state'],
  ])('refuses a code when %s, calling nothing', async (_case, keptState) => {
    if (keptState) keepSignIn({ redirectUrl: REDIRECT_URL });
    renderApp('/googlemail-accounts/reconnect?code=forged-code&state=attacker-state', {
      signedIn: true,
      mocks: [],
    });
    expect(await screen.findByText(GOOGLE_MESSAGES.unverified)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('explains itself without a code', async () => {
    renderApp('/googlemail-accounts/reconnect', { signedIn: true });
    expect(screen.getByText(GOOGLE_MESSAGES.noCode)).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to mail accounts' });
    expect(back).toHaveAttribute('href', '/mail-accounts/all');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the user refused at Google', () => {
    renderApp('/googlemail-accounts/reconnect?error=access_denied', { signedIn: true });
    const card = screen.getByText(GOOGLE_MESSAGES.cancelled).closest('section') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Back to mail accounts' })).toBeInTheDocument();
  });
});
