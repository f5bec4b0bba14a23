import { TEAM_PAGE_SIZE } from '@outbound/common';
import { useSearchUsersQuery } from '../../generated/graphql';
import { InviteForm } from './components/invite-form';
import { TeamTable } from './components/team-table';

export function TeamPage() {
  const { data, loading, fetchMore } = useSearchUsersQuery({
    variables: { offset: 0, limit: TEAM_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const users = data?.searchUsers.users ?? [];
  const total = data?.searchUsers.total ?? 0;

  return (
    <div className="page">
      <h1>Team Members</h1>
      <InviteForm />
      <section className="card" aria-label="Team members list">
        {data && <TeamTable users={users} />}
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
