import { TEAM_PAGE_SIZE, isRole, roleAtLeast } from '@outbound/common';
import { useMyRoleQuery, useSearchUsersQuery } from '../../generated/graphql';
import { InviteForm } from './components/invite-form';
import { TeamTable } from './components/team-table';

export function TeamPage() {
  const { data, loading, fetchMore } = useSearchUsersQuery({
    variables: { offset: 0, limit: TEAM_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  // The signed-in user's role decides what the page offers; the server checks it again.
  const self = useMyRoleQuery().data?.me;
  const me = self && isRole(self.role) ? { id: self.id, role: self.role } : undefined;
  const users = data?.searchUsers.users ?? [];
  const total = data?.searchUsers.total ?? 0;

  return (
    <div className="page">
      <h1>Team Members</h1>
      {me && roleAtLeast(me.role, 'admin') && <InviteForm myRole={me.role} />}
      <section className="card" aria-label="Team members list">
        {data && <TeamTable users={users} me={me} />}
        {loading && <p role="status">Loading…</p>}
        {data && users.length === 0 && <p className="empty">No team members yet.</p>}
        {data && users.length < total && (
          <button
            type="button"
            className="button"
            disabled={loading}
            onClick={() =>
              void fetchMore({ variables: { offset: users.length, limit: TEAM_PAGE_SIZE } }).catch(
                () => undefined,
              )
            }
          >
            Load more
          </button>
        )}
      </section>
    </div>
  );
}
