import {
  API_KEY_MESSAGES,
  API_KEYS_MAX,
  apiKeyCreateSchema,
  isUuid,
  roleAtLeast,
  type ApiKeyCreateCommand,
  type ApiKeyScope,
  type Role,
} from '@outbound/common';
import type { Logger } from 'pino';
import { IsNull, type DataSource } from 'typeorm';
import { updatedRows } from '../../../db/sql';
import { AppError } from '../../../http/errors';
import { parse } from '../../../http/parse-input';
import { assertRole } from '../../../http/roles';
import type { AuthAudit } from '../audit-trail';
import type { Caller, RequestOrigin } from '../caller';
import { ApiKey } from './api-key.entity';
import { keyMatches, lookupOf, newApiKey, prefixOf } from './api-key-token';
import { findActiveKey, touchKey } from './queries';

/** A key as listed: never the key itself, nor its hash. */
export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

/** The role a key's scopes give: `write` acts as a member, `read` as a viewer; never an admin. */
export function roleOfScopes(scopes: readonly string[]): Role {
  return scopes.includes('write') ? 'member' : 'viewer';
}

const lowerRole = (a: Role, b: Role): Role => (roleAtLeast(a, b) ? b : a);

function viewOf(key: ApiKey): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    prefix: prefixOf(key.lookup),
    scopes: key.scopes as ApiKeyScope[],
    createdAt: key.createdAt,
    expiresAt: key.expiresAt,
    lastUsedAt: key.lastUsedAt,
  };
}

/**
 * A workspace's API keys: admins make, list and revoke them; a key is accepted as a bearer token
 * on /v1 and /graphql, acting as the admin who made it with its scope's role at most (a read key
 * is a viewer, a write key a member), so a key never manages keys. A key ends when revoked, when
 * it expires, or when its maker is removed.
 */
export class ApiKeyService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuthAudit,
    private readonly logger: Logger,
  ) {}

  /** Makes a key; the answer is the only place the key is ever given. */
  async create(
    caller: Caller,
    command: ApiKeyCreateCommand,
  ): Promise<{ key: string; apiKey: ApiKeyView }> {
    assertRole(caller, 'admin');
    const input = await parse(apiKeyCreateSchema, command);
    if (input.expiresAt && input.expiresAt.getTime() <= Date.now())
      throw AppError.badRequest(API_KEY_MESSAGES.expiryInvalid);
    const scopes = [...new Set(input.scopes)] as ApiKeyScope[];
    const made = newApiKey();
    const apiKey = await this.db.transaction(async (tx) => {
      // One key at a time per workspace: the count below cannot be overtaken.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('api_key:' || $1))`, [
        caller.workspaceId,
      ]);
      const held = await tx
        .getRepository(ApiKey)
        .countBy({ workspaceId: caller.workspaceId, revokedAt: IsNull() });
      if (held >= API_KEYS_MAX) throw AppError.badRequest(API_KEY_MESSAGES.tooMany);
      const row = await tx.getRepository(ApiKey).save(
        tx.getRepository(ApiKey).create({
          workspaceId: caller.workspaceId,
          createdBy: caller.userId,
          name: input.name,
          lookup: made.lookup,
          secretHash: made.secretHash,
          scopes,
          expiresAt: input.expiresAt ?? null,
        }),
      );
      const target = { type: 'api_key', id: row.id, label: input.name };
      const meta = {
        prefix: prefixOf(made.lookup),
        scopes,
        expires_at: input.expiresAt?.toISOString() ?? null,
      };
      await this.audit.record(caller, { action: 'api_key.created', target, meta }, tx);
      return row;
    });
    return { key: made.key, apiKey: viewOf(apiKey) };
  }

  /** The workspace's keys not revoked, newest first. Admins. */
  async list(caller: Caller): Promise<ApiKeyView[]> {
    assertRole(caller, 'admin');
    const keys = await this.db.getRepository(ApiKey).find({
      where: { workspaceId: caller.workspaceId, revokedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
    return keys.map(viewOf);
  }

  /** Revokes a key at once (its next request answers 401); another workspace's id is a 404. */
  async revoke(caller: Caller, id: unknown): Promise<void> {
    assertRole(caller, 'admin');
    if (!isUuid(id)) throw AppError.notFound(API_KEY_MESSAGES.notFound);
    await this.db.transaction(async (tx) => {
      const [row] = updatedRows<{ name: string; lookup: string }>(
        await tx.query(
          `UPDATE api_key SET revoked_at = now()
            WHERE id = $1 AND workspace_id = $2 AND revoked_at IS NULL RETURNING name, lookup`,
          [id, caller.workspaceId],
        ),
      );
      if (!row) throw AppError.notFound(API_KEY_MESSAGES.notFound);
      const target = { type: 'api_key', id, label: row.name };
      const meta = { prefix: prefixOf(row.lookup) };
      await this.audit.record(caller, { action: 'api_key.revoked', target, meta }, tx);
    });
  }

  /**
   * The caller behind a key, or undefined (unknown, revoked, expired, its maker gone). Its use is
   * written at most once a minute per key (last use and one audit entry), not on every request.
   */
  async authenticate(token: string, origin: RequestOrigin = {}): Promise<Caller | undefined> {
    const lookup = lookupOf(token);
    if (!lookup) return undefined;
    const row = await findActiveKey(this.db, lookup);
    if (!row || !keyMatches(token, row.secret_hash)) return undefined;
    const caller: Caller = {
      userId: row.created_by,
      workspaceId: row.workspace_id,
      sessionId: row.id,
      apiKeyId: row.id,
      role: lowerRole(roleOfScopes(row.scopes), row.role),
    };
    if (row.stale) await this.recordUse(caller, lookup, origin);
    return caller;
  }

  /** The key's last use and its audit entry, in one transaction (both or neither). */
  private async recordUse(caller: Caller, lookup: string, origin: RequestOrigin): Promise<void> {
    try {
      await this.db.transaction(async (tx) => {
        if (!(await touchKey(tx, caller.apiKeyId!))) return;
        const target = { type: 'api_key', id: caller.apiKeyId, label: prefixOf(lookup) };
        await this.audit.record({ ...caller, ...origin }, { action: 'api_key.used', target }, tx);
      });
    } catch (err) {
      // The request goes on: a missed last-use time is not the caller's error.
      this.logger.error({ err }, 'API key use not recorded');
    }
  }
}
