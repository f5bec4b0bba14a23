import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MESSAGES, TEAM_PAGE_SIZE } from '@outbound/common';
import { TOKEN_KEY, USER_KEY } from '../../../app/session';
import {
  InviteUserDocument,
  MyRoleDocument,
  RemoveUserDocument,
  SearchUsersDocument,
  SetUserRoleDocument,
} from '../../../generated/graphql';
import { currentPath, renderApp } from '../../../test/render-app';

function member(n: number, role = 'member') {
  return {
    __typename: 'User',
    id: `u-${n}`,
    name: `Member ${n}`,
    email: `member${n}@example.com`,
    role,
    createdAt: new Date(Date.UTC(2025, 0, n)).toISOString(),
  };
}

/** The signed-in user's own role, as `me` answers it (asked once per page). */
function myRole(role: string) {
  return {
    request: { query: MyRoleDocument },
    result: { data: { me: { __typename: 'User', id: 'u-self', role } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
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
      mocks: [
        myRole('admin'),
        searchMock(0, TEAM_PAGE_SIZE, 12),
        searchMock(TEAM_PAGE_SIZE, 2, 12),
      ],
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
      mocks: [myRole('admin'), searchMock(0, 1, 1)],
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
      role: 'member',
      createdAt: '2025-06-01T10:00:00.000Z',
    };
    const { user } = renderApp('/team/teammates', {
      signedIn: true,
      // No second SearchUsers answer: a refetch would fail the test.
      mocks: [
        myRole('admin'),
        searchMock(0, 2, 2),
        {
          request: {
            query: InviteUserDocument,
            variables: { name: 'Grace Hopper', email: 'grace@example.com', role: 'member' },
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
        myRole('admin'),
        searchMock(0, 1, 1),
        {
          request: {
            query: InviteUserDocument,
            variables: { name: 'Member 1', email: 'member1@example.com', role: 'member' },
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
        myRole('admin'),
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

  it('caps the invite name at 100 characters with the shared message', async () => {
    const { user } = renderApp('/team/teammates', {
      signedIn: true,
      mocks: [myRole('admin'), searchMock(0, 1, 1)],
    });
    await screen.findByText('member1@example.com');
    await user.click(screen.getByLabelText('Full Name'));
    await user.paste('N'.repeat(101));
    await user.type(screen.getByLabelText('Email'), 'long@example.com{Enter}');
    expect(await screen.findByText(MESSAGES.invite.nameTooLong)).toBeInTheDocument();
  });

  it('invites with a role: an admin offers members and viewers', async () => {
    const grace = { ...member(9, 'viewer'), name: 'Grace', email: 'grace@example.com' };
    const { user } = renderApp('/team/teammates', {
      signedIn: true,
      mocks: [
        myRole('admin'),
        searchMock(0, 1, 1),
        {
          request: {
            query: InviteUserDocument,
            variables: { name: 'Grace', email: 'grace@example.com', role: 'viewer' },
          },
          result: { data: { inviteUser: grace } },
        },
      ],
    });
    await screen.findByText('member1@example.com');
    const role = screen.getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Member', 'Viewer']);
    expect(role).toHaveValue('member');
    await user.type(screen.getByLabelText('Full Name'), 'Grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.selectOptions(role, 'viewer');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText(MESSAGES.invite.sent)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'grace@example.com' })).toBeInTheDocument();
  });

  it('shows each role; an admin changes members and viewers, but not the owner or admins', async () => {
    const users = [
      member(1, 'owner'),
      member(2, 'admin'),
      member(3, 'member'),
      member(4, 'viewer'),
    ];
    const { user } = renderApp('/team/teammates', {
      signedIn: true,
      mocks: [
        myRole('admin'),
        {
          request: { query: SearchUsersDocument, variables: { offset: 0, limit: TEAM_PAGE_SIZE } },
          result: { data: { searchUsers: { __typename: 'UserPage', total: 4, users } } },
        },
        {
          request: { query: SetUserRoleDocument, variables: { userId: 'u-3', role: 'viewer' } },
          result: { data: { setUserRole: member(3, 'viewer') } },
        },
      ],
    });
    await screen.findByText('member1@example.com');
    expect(screen.getByRole('columnheader', { name: 'Role' })).toBeInTheDocument();
    const [owner, admin] = rows();
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
    for (const row of [owner, admin]) {
      expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    }

    const select = screen.getByRole('combobox', { name: 'Role of Member 3' });
    expect(select).toHaveValue('member');
    expect(within(select).queryByRole('option', { name: 'Admin' })).not.toBeInTheDocument();
    await user.selectOptions(select, 'viewer');
    expect(await screen.findByText(MESSAGES.team.roleChanged)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Member 3' })).toHaveValue('viewer');
  });

  it('lets the owner make an admin', async () => {
    renderApp('/team/teammates', {
      signedIn: true,
      mocks: [myRole('owner'), searchMock(0, 2, 2)],
    });
    const select = await screen.findByRole('combobox', { name: 'Role of Member 1' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Admin', 'Member', 'Viewer']);
  });

  it('removes a teammate after a confirmation, and takes them off the list', async () => {
    const { user } = renderApp('/team/teammates', {
      signedIn: true,
      mocks: [
        myRole('admin'),
        searchMock(0, 3, 3),
        {
          request: { query: RemoveUserDocument, variables: { userId: 'u-2' } },
          result: { data: { removeUser: true } },
        },
      ],
    });
    await screen.findByText('member2@example.com');
    const [, second] = rows();
    await user.click(within(second).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Member 2?' });
    expect(within(dialog).getByText(MESSAGES.team.removeConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rows()).toHaveLength(3);

    await user.click(within(second).getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(MESSAGES.team.removed)).toBeInTheDocument();
    expect(screen.queryByText('member2@example.com')).not.toBeInTheDocument();
    expect(rows()).toHaveLength(2);
  });

  it('shows members and viewers the team without the invite form or any change', async () => {
    for (const role of ['member', 'viewer']) {
      const view = renderApp('/team/teammates', {
        signedIn: true,
        mocks: [myRole(role), searchMock(0, 2, 2)],
      });
      await screen.findByText('member1@example.com');
      expect(screen.getAllByText('Member')).toHaveLength(2);
      expect(
        screen.queryByRole('heading', { name: 'Invite a team member' }),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
