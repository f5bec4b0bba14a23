/**
 * A teammate's role, lowest first. Each role may do everything the roles before it may:
 * - `viewer`: reads only (no exports);
 * - `member`: campaigns, lists and contacts, leads, the inbox, exports;
 * - `admin`: the team and roles, mailboxes and their credentials, webhooks, API access and the
 *   suppression lists (unsubscribers);
 * - `owner`: one per workspace (the first user); cannot be removed or demoted by anyone.
 */
export const ROLES = ['viewer', 'member', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** The roles an invite or a role change may give; `owner` is never given. */
export const ASSIGNABLE_ROLES = ['admin', 'member', 'viewer'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether `role` may do what needs `minimum`. */
export function roleAtLeast(role: Role, minimum: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(minimum);
}

/**
 * Who may give a role or take a teammate away (the Teammates page shows only these choices):
 * an admin manages members and viewers; only the owner makes, demotes or removes admins. Nobody
 * changes the owner, and nobody changes their own role.
 */
export function canManage(actor: Role, target: Role): boolean {
  if (target === 'owner') return false;
  if (target === 'admin') return actor === 'owner';
  return roleAtLeast(actor, 'admin');
}

/** Whether `actor` may give `role` (to a new or an existing teammate). */
export function canAssign(actor: Role, role: Role): boolean {
  return role !== 'owner' && canManage(actor, role);
}
