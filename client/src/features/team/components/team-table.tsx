import type { TeamMemberFieldsFragment } from '../../../generated/graphql';

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}

export function TeamTable({ users }: { users: TeamMemberFieldsFragment[] }) {
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Created</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id}>
            <td>{user.name}</td>
            <td>{user.email}</td>
            <td>
              <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
