import { auditPageSchema, type AuditAction, type AuditPageCommand } from '@outbound/common';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../../db/sql';
import { parse } from '../../http/parse-input';
import { assertRole } from '../../http/roles';
import type { Caller, RequestOrigin } from '../auth/caller';
import {
  storableIp,
  storableLabel,
  storableMeta,
  storableText,
  storableUserAgent,
} from './audit-values';
import {
  deleteExpiredAuditEntries,
  insertAuditEntry,
  selectAuditPage,
  type AuditEntryRow,
  type AuditRow,
} from './queries';

/** What was done, to what, with which details (capped when stored). */
export interface AuditEntryInput {
  action: AuditAction;
  target?: { type: string; id?: string | null; label?: string | null };
  meta?: Record<string, unknown>;
}

export interface AuditPage {
  entries: AuditEntryRow[];
  total: number;
}

/**
 * The workspace's audit log. An audited change that has a transaction records in it (`tx`), so
 * the change and its entry commit together; a database error there is the transaction's and is
 * thrown. A change without one records right after it, and a failure to record is logged, never
 * the caller's error (the change is done). The entry's own values are capped and cleaned first,
 * so that they cannot be what fails.
 */
export class AuditService {
  constructor(
    private readonly db: DataSource,
    private readonly logger: Logger,
  ) {}

  async record(caller: Caller, input: AuditEntryInput, tx?: EntityManager): Promise<void> {
    // A change made with an API key names the key (its id, never the key).
    const entry = caller.apiKeyId
      ? { ...input, meta: { ...input.meta, api_key_id: caller.apiKeyId } }
      : input;
    if (tx)
      return insertAuditEntry(tx, rowOf(caller.workspaceId, caller.userId, null, entry, caller));
    await this.insertAfter(() => rowOf(caller.workspaceId, caller.userId, null, entry, caller));
  }

  /**
   * A change to a teammate (role changed, removed), in the change's transaction: the entry names
   * them by their address, read in the same transaction.
   */
  async recordTeammateChange(
    caller: Caller,
    action: 'team.role_changed' | 'team.user_removed',
    teammateId: string,
    meta: Record<string, unknown>,
    tx: EntityManager,
  ): Promise<void> {
    const [teammate]: { email: string }[] = await tx.query(
      `SELECT email::text AS email FROM "user" WHERE id = $1 AND workspace_id = $2`,
      [teammateId, caller.workspaceId],
    );
    const target = { type: 'user', id: teammateId, label: teammate?.email ?? null };
    await this.record(caller, { action, target, meta }, tx);
  }

  /**
   * A sign-in of a known account, succeeded or failed, from `origin`; recorded after the answer is
   * decided and never failing it.
   */
  async recordSignIn(
    user: { id: string; workspaceId: string; email: string },
    succeeded: boolean,
    origin: RequestOrigin,
  ): Promise<void> {
    const entry: AuditEntryInput = {
      action: succeeded ? 'auth.signed_in' : 'auth.sign_in_failed',
      target: { type: 'user', id: user.id, label: user.email },
    };
    await this.insertAfter(() => rowOf(user.workspaceId, user.id, user.email, entry, origin));
  }

  /** A page of the caller's workspace's log, newest first (offset and limit bounded: 400). Admins. */
  async page(caller: Caller, command: AuditPageCommand): Promise<AuditPage> {
    assertRole(caller, 'admin');
    const { offset, limit } = await parse(auditPageSchema, command);
    const { rows, total } = await selectAuditPage(this.db, caller.workspaceId, { offset, limit });
    return { entries: rows, total };
  }

  /** Housekeeping: deletes entries past the year of retention; answers how many. */
  async purgeExpired(): Promise<number> {
    const purged = await deleteExpiredAuditEntries(this.db);
    if (purged > 0) this.logger.info({ purged }, 'purged audit entries older than a year');
    return purged;
  }

  /** Records outside any transaction; never rejects (the audited change is already done). */
  private async insertAfter(build: () => AuditRow): Promise<void> {
    try {
      await insertAuditEntry(this.db.manager, build());
    } catch (err) {
      this.logger.error({ err }, 'audit entry not recorded');
    }
  }
}

function rowOf(
  workspaceId: string,
  userId: string,
  actorEmail: string | null,
  entry: AuditEntryInput,
  origin: RequestOrigin,
): AuditRow {
  return {
    workspaceId,
    userId: isUuid(userId) ? userId : null,
    actorEmail: storableLabel(actorEmail),
    action: entry.action,
    targetType: storableText(entry.target?.type, 40),
    targetId: storableText(entry.target?.id, 100),
    targetLabel: storableLabel(entry.target?.label),
    ip: storableIp(origin.ip),
    userAgent: storableUserAgent(origin.userAgent),
    meta: storableMeta(entry.meta),
  };
}
