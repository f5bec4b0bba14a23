import type { Role } from '@outbound/common';

/**
 * Where a request came from: the client address (Fastify's `request.ip`, which follows
 * TRUST_PROXY) and its User-Agent. The audit log records it; absent for callers built outside a
 * request (jobs, tests).
 */
export interface RequestOrigin {
  ip?: string;
  userAgent?: string;
}

/** Who is calling: every service method that reads or writes workspace data takes this. */
export interface Caller extends RequestOrigin {
  userId: string;
  workspaceId: string;
  sessionId: string;
  /** The user's role, read with the session on every request (a change applies at once). */
  role: Role;
  /** Set when the request carries an API key instead of a session (`api-keys/`). */
  apiKeyId?: string;
}
