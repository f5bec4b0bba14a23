import type { AuditAction } from '@outbound/common';
import type { EntityManager } from 'typeorm';
import type { Caller, RequestOrigin } from './caller';

/**
 * What the auth module records in the audit log. The audit module's `AuditService` is what
 * `createServices` hands in: the audit module depends on this one (its entries name users and
 * workspaces), never the other way, so the calls are declared here.
 */
export interface AuthAudit {
  /** A sign-in of a known account, succeeded or failed; never fails the sign-in. */
  recordSignIn(
    user: { id: string; workspaceId: string; email: string },
    succeeded: boolean,
    origin: RequestOrigin,
  ): Promise<void>;
  /** A change to a teammate, in the change's transaction. */
  recordTeammateChange(
    caller: Caller,
    action: 'team.role_changed' | 'team.user_removed',
    teammateId: string,
    meta: Record<string, unknown>,
    tx: EntityManager,
  ): Promise<void>;
  /** An API key made, revoked or used (at most once a minute per key). */
  record(
    caller: Caller,
    entry: {
      action: Extract<AuditAction, `api_key.${string}`>;
      target?: { type: string; id?: string | null; label?: string | null };
      meta?: Record<string, unknown>;
    },
    tx?: EntityManager,
  ): Promise<void>;
}
