import { isRole, type Role } from '@outbound/common';

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  viewer: 'Viewer',
};

export function roleLabel(role: string): string {
  return isRole(role) ? ROLE_LABELS[role] : role;
}
