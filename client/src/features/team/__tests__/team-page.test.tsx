import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MESSAGES, TEAM_PAGE_SIZE } from '@outbound/common';
import { TOKEN_KEY, USER_KEY } from '../../../app/session';
import { InviteUserDocument, SearchUsersDocument } from '../../../generated/graphql';
import { currentPath, renderApp } from '../../../test/render-app';

function member(n: number) {
  return {
    __typename: 'User',
    id: `u-${n}`,
    name: `Member ${n}`,
    email: `member${n}@example.com`,
    createdAt: new Date(Date.UTC(2025, 0, n)).toISOString(),
  };
}

function searchMock(offset: number, count: number, total: number) {
  return {
    request: { query: SearchUsersDocument, variables: { offset, limit: TEAM_PAGE_SIZE } },
    result: {
      data: {
        searchUsers: {
          __typename: 'UserPage',
          total,
          users: Array.from({ length: count }, (_, i) => member(offset + i + 1)),
        },
      },
    },
  };
}

function rows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body).queryAllByRole('row');
}

describe('Team page', () => {
  it('lists members page by page with Load more', async () => {
    const { user } = renderApp('/team/teammates', {
      signedIn: true,
      mocks: [searchMock(0, TEAM_PAGE_SIZE, 12), searchMock(TEAM_PAGE_SIZE, 2, 12)],
    });
    expect(screen.getByRole('heading', { name: 'Team Members' })).toBeInTheDocument();
    expect(await screen.findByText('member1@example.com')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Created' })).toBeInTheDocument();
    expect(rows()).toHaveLength(TEAM_PAGE_SIZE);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('member12@example.com')).toBeInTheDocument();
    expect(rows()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('validates the invite form', async () => {
    const { user } = renderApp('/team/teammates', {
      signedIn: true,
      mocks: [searchMock(0, 1, 1)],
    });
    await screen.findByText('member1@example.com');

    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText(MESSAGES.invite.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.invite.emailRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full Name'), 'Grace');
    await user.type(screen.getByLabelText('Email'), 'grace@invalid{Enter}');
    expect(await screen.findByText(MESSAGES.invite.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.invite.nameRequired)).not.toBeInTheDocument();
  });

  it('invites a member, confirms it, and shows them in the list without refetching', async () => {
    const grace = {
      __typename: 'User',
      id: 'u-new',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      createdAt: '2025-06-01T10:00:00.000Z',
    };
    const { user } = renderApp('/team/teammates', {
      signedIn: true,
      // No second SearchUsers answer: a refetch would fail the test.
      mocks: [
        searchMock(0, 2, 2),
        {
          request: {
            query: InviteUserDocument,
            variables: { name: 'Grace Hopper', email: 'grace@example.com' },
          },
          result: { data: { inviteUser: grace } },
        },
      ],
    });
    await screen.findByText('member1@example.com');

    await user.type(screen.getByLabelText('Full Name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));

    expect(await screen.findByText(MESSAGES.invite.sent)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'grace@example.com' })).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it('shows the server message when the email is already a member', async () => {
    const { user } = renderApp('/team/teammates', {
      signedIn: true,
      mocks: [
        searchMock(0, 1, 1),
        {
          request: {
            query: InviteUserDocument,
            variables: { name: 'Member 1', email: 'member1@example.com' },
          },
          result: {
            errors: [
              new GraphQLError(MESSAGES.invite.duplicate, {
                extensions: { code: 'CONFLICT', status: 409 },
              }),
            ],
          },
        },
      ],
    });
    await screen.findByRole('cell', { name: 'member1@example.com' });
    await user.type(screen.getByLabelText('Full Name'), 'Member 1');
    await user.type(screen.getByLabelText('Email'), 'member1@example.com{Enter}');

    expect(await screen.findByText(MESSAGES.invite.duplicate)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.invite.sent)).not.toBeInTheDocument();
  });

  it('ends an expired session and goes to the login page after 2 s', async () => {
    const { router } = renderApp('/team/teammates', {
      signedIn: true,
      mocks: [
        {
          request: { query: SearchUsersDocument, variables: { offset: 0, limit: TEAM_PAGE_SIZE } },
          result: {
            errors: [
              new GraphQLError('Not signed in', {
                extensions: { code: 'UNAUTHENTICATED', status: 401 },
              }),
            ],
          },
        },
      ],
    });

    expect(await screen.findByText(MESSAGES.global.sessionExpired)).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
    expect(currentPath(router)).toBe('/login?redirectTo=/team/teammates');
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });
});
