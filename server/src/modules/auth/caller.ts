import type { Role } from '@outbound/common';

/** Who is calling: every service method that reads or writes workspace data takes this. */
export interface Caller {
  userId: string;
  workspaceId: string;
  sessionId: string;
  /** The user's role, read with the session on every request (a change applies at once). */
  role: Role;
}
