import {
  CONTACT_SEARCH_MESSAGES,
  deleteUnsubscribeDomainsSchema,
  deleteUnsubscribersSchema,
  MIN_SEARCH_LENGTH,
  UNSUBSCRIBERS_MESSAGES,
  unsubscriberSearchSchema,
} from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { Caller } from '../auth/caller';
import { likePattern } from '../../db/sql';

export interface Unsubscriber {
  /** The address, lower-cased: one row per address. */
  id: string;
  email: string;
  updatedAt: Date;
  /** Newest first. */
  unsubscribes: { domain: string; createTime: Date }[];
}

/**
 * Unsubscribes are per (address, sender domain): a recipient who unsubscribed from one sender's
 * campaigns can still get another sender's. A contact whose status is `unsubscribed` has at least
 * one entry (or unsubscribed from everything); deleting the last entry makes it active again.
 */
export class UnsubscribeService {
  constructor(private readonly db: DataSource) {}

  /** Records an unsubscribe from a sender domain (idempotent) and flags the contact. */
  async record(
    workspaceId: string,
    email: string,
    domain: string,
    manager: EntityManager = this.db.manager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO unsubscribe (workspace_id, email, domain) VALUES ($1, $2, lower($3))
       ON CONFLICT (workspace_id, email, domain) DO NOTHING`,
      [workspaceId, email, domain],
    );
    await manager.query(
      `UPDATE contact SET status = 'unsubscribed', updated_at = now()
        WHERE workspace_id = $1 AND email = $2 AND status = 'active'`,
      [workspaceId, email],
    );
  }

  /** Whether `email` unsubscribed from `domain` (the sending engine asks before every send). */
  async isUnsubscribed(workspaceId: string, email: string, domain: string): Promise<boolean> {
    const [row] = await this.db.query(
      `SELECT 1 FROM unsubscribe WHERE workspace_id = $1 AND email = $2 AND domain = lower($3)`,
      [workspaceId, email, domain],
    );
    return Boolean(row);
  }

  /** Addresses with unsubscribes (or an unsubscribed contact), most recent first. */
  async search(caller: Caller, input: unknown): Promise<{ rows: Unsubscriber[]; total: number }> {
    const query = await parse(unsubscriberSearchSchema, input);
    const text = query.searchText ?? '';
    const params: unknown[] = [caller.workspaceId];
    let match = '';
    if (text.length >= MIN_SEARCH_LENGTH) {
      params.push(likePattern(text));
      match = `AND email::text ILIKE $2`;
    }
    const addresses = `
      SELECT email FROM unsubscribe WHERE workspace_id = $1 ${match}
      UNION
      SELECT email FROM contact WHERE workspace_id = $1 AND status = 'unsubscribed' ${match}`;
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(
        `WITH addresses AS (${addresses})
         SELECT lower(x.email::text) AS id, x.email::text AS email,
                coalesce(max(u.created_at), max(c.updated_at)) AS updated_at,
                coalesce(json_agg(json_build_object('domain', u.domain, 'createTime', u.created_at)
                           ORDER BY u.created_at DESC) FILTER (WHERE u.id IS NOT NULL), '[]')
                  AS unsubscribes
           FROM addresses x
           LEFT JOIN unsubscribe u ON u.workspace_id = $1 AND u.email = x.email
           LEFT JOIN contact c ON c.workspace_id = $1 AND c.email = x.email
          GROUP BY x.email
          ORDER BY 3 DESC, 1
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, query.offset],
      ),
      this.db.query(`SELECT count(*)::int AS total FROM (${addresses}) x`, params) as Promise<
        { total: number }[]
      >,
    ]);
    return {
      rows: rows.map(
        (row: {
          id: string;
          email: string;
          updated_at: Date;
          unsubscribes: { domain: string; createTime: string }[];
        }) => ({
          id: row.id,
          email: row.email,
          updatedAt: row.updated_at,
          unsubscribes: row.unsubscribes.map((entry) => ({
            domain: entry.domain,
            createTime: new Date(entry.createTime),
          })),
        }),
      ),
      total,
    };
  }

  /** Deletes some domains of one address: those senders may email it again. */
  async deleteDomains(caller: Caller, input: unknown): Promise<string> {
    const { email, domains } = await parse(deleteUnsubscribeDomainsSchema, input);
    await this.db.transaction(async (tx) => {
      await this.assertKnown(tx, caller, [email]);
      await tx.query(
        `DELETE FROM unsubscribe
          WHERE workspace_id = $1 AND email = $2 AND domain = ANY($3::citext[])`,
        [caller.workspaceId, email, domains],
      );
      await this.reactivate(tx, caller, [email]);
    });
    return UNSUBSCRIBERS_MESSAGES.domainsDeleted;
  }

  /** Deletes every unsubscribe of the addresses: they may be emailed again by every sender. */
  async deleteAll(caller: Caller, input: unknown): Promise<string> {
    const { emails } = await parse(deleteUnsubscribersSchema, input);
    await this.db.transaction(async (tx) => {
      await this.assertKnown(tx, caller, emails);
      await tx.query(
        `DELETE FROM unsubscribe WHERE workspace_id = $1 AND email = ANY($2::citext[])`,
        [caller.workspaceId, emails],
      );
      await this.reactivate(tx, caller, emails, true);
    });
    return UNSUBSCRIBERS_MESSAGES.deleted;
  }

  /** Every address must be an unsubscriber of the caller's workspace; nothing changes otherwise. */
  private async assertKnown(tx: EntityManager, caller: Caller, emails: string[]): Promise<void> {
    const known: { email: string }[] = await tx.query(
      `SELECT DISTINCT lower(email::text) AS email FROM (
         SELECT email FROM unsubscribe WHERE workspace_id = $1 AND email = ANY($2::citext[])
         UNION ALL
         SELECT email FROM contact
          WHERE workspace_id = $1 AND status = 'unsubscribed' AND email = ANY($2::citext[])) s`,
      [caller.workspaceId, emails],
    );
    const found = new Set(known.map((row) => row.email));
    if (emails.some((email) => !found.has(email.toLowerCase())))
      throw AppError.notFound(CONTACT_SEARCH_MESSAGES.unsubscriberNotFound);
  }

  /** Unsubscribed contacts without entries left become active (all of them when `all`). */
  private async reactivate(
    tx: EntityManager,
    caller: Caller,
    emails: string[],
    all = false,
  ): Promise<void> {
    await tx.query(
      `UPDATE contact c SET status = 'active', updated_at = now()
        WHERE c.workspace_id = $1 AND c.email = ANY($2::citext[]) AND c.status = 'unsubscribed'
          ${
            all
              ? ''
              : `AND NOT EXISTS (SELECT 1 FROM unsubscribe u
                                 WHERE u.workspace_id = c.workspace_id AND u.email = c.email)`
          }`,
      [caller.workspaceId, emails],
    );
  }
}
