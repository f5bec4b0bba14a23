import { isRole, roleAtLeast, type Role } from '@outbound/common';
import { useMyRoleQuery } from '../generated/graphql';

/**
 * Whether the signed-in user's role is at least `minimum` (the minimum the server declares for the
 * call a control makes): false while the role is not known yet, so that a control the user may not
 * use is never shown. The server checks the role again.
 */
export function useRoleAtLeast(minimum: Role): boolean {
  const role = useMyRoleQuery().data?.me.role;
  return isRole(role) && roleAtLeast(role, minimum);
}
