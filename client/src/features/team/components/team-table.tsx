import { useState } from 'react';
import {
  ASSIGNABLE_ROLES,
  MESSAGES,
  canAssign,
  canManage,
  isRole,
  roleAtLeast,
  type Role,
} from '@outbound/common';
import { showSuccess } from '../../../components/toast';
import type { TeamMemberFieldsFragment } from '../../../generated/graphql';
import { useSetUserRole } from '../hooks/use-team-changes';
import { RemoveTeammateDialog } from './remove-teammate-dialog';
import { ROLE_LABELS, roleLabel } from './role-labels';

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}

type TeamTableProps = {
  users: TeamMemberFieldsFragment[];
  /** The signed-in user (from `me`): what they may change is offered, the rest only shown. */
  me?: { id: string; role: Role };
};

export function TeamTable({ users, me }: TeamTableProps) {
  const [removing, setRemoving] = useState<TeamMemberFieldsFragment | null>(null);
  const manages = me !== undefined && roleAtLeast(me.role, 'admin');
  const manageable = (user: TeamMemberFieldsFragment) =>
    me !== undefined && user.id !== me.id && isRole(user.role) && canManage(me.role, user.role);

  return (
    <>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Created</th>
            {manages && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td>{user.name}</td>
              <td>{user.email}</td>
              <td>
                {me && manageable(user) ? (
                  <RoleSelect user={user} myRole={me.role} />
                ) : (
                  roleLabel(user.role)
                )}
              </td>
              <td>
                <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
              </td>
              {manages && (
                <td>
                  {manageable(user) && (
                    <button
                      type="button"
                      className="button button--danger"
                      onClick={() => setRemoving(user)}
                    >
                      Remove
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {removing && <RemoveTeammateDialog teammate={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}

/** The roles the signed-in user may give this teammate; a change is saved at once. */
function RoleSelect({ user, myRole }: { user: TeamMemberFieldsFragment; myRole: Role }) {
  const [setUserRole, { loading }] = useSetUserRole();
  const options = ASSIGNABLE_ROLES.filter((role) => canAssign(myRole, role));
  return (
    <select
      aria-label={`Role of ${user.name}`}
      value={user.role}
      disabled={loading}
      onChange={(event) => {
        const role = event.target.value;
        void setUserRole({ variables: { userId: user.id, role } }).then(
          () => showSuccess(MESSAGES.team.roleChanged),
          () => undefined, // Reported by the global error handling.
        );
      }}
    >
      {options.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}
