import type { DataSource } from 'typeorm';
import { updatedRows } from '../../db/sql';
import type { MailAccountStatus } from './mail-account.entity';

/**
 * The statements of mailboxes that the `MailAccount` repository does not express: inserts that
 * must not race (UNIQUE(workspace_id, email), ON CONFLICT instead of a read then a write) and
 * counters incremented in place. A deleted mailbox's unfinished sends are settled by the sending
 * module (`sending/deleted-mailbox.ts`); single-row reads and writes go through the repository.
 */

/** A new mailbox's columns, sealed and serialised by the service. */
interface NewMailAccount {
  workspaceId: string;
  email: string;
  name: string;
  /** `CredentialsVault.seal` of its logins. */
  credentials: string;
  /** JSON of its sending preference. */
  sendingPreference: string;
}

/**
 * Inserts an active SMTP mailbox. ON CONFLICT on UNIQUE(workspace_id, email): two requests for the
 * same address cannot both create it (the id is null for the one that lost).
 */
export async function insertSmtpAccount(
  db: DataSource,
  account: NewMailAccount & { connection: string; trustedAuthHost: string | null },
): Promise<string | null> {
  const inserted: { id: string }[] = await db.query(
    `INSERT INTO mail_account
       (workspace_id, type, email, name, status, has_smtp, credentials, connection, sending_preference,
        trusted_auth_host)
     VALUES ($1, 'smtp', $2, $3, 'active', true, $4, $5, $6, $7)
     ON CONFLICT (workspace_id, email) DO NOTHING RETURNING id`,
    [
      account.workspaceId,
      account.email,
      account.name,
      account.credentials,
      account.connection,
      account.sendingPreference,
      account.trustedAuthHost,
    ],
  );
  return inserted[0]?.id ?? null;
}

/** Inserts an active Google mailbox (its connection settings left to the default), as above. */
export async function insertGoogleAccount(
  db: DataSource,
  account: NewMailAccount,
): Promise<string | null> {
  const inserted: { id: string }[] = await db.query(
    `INSERT INTO mail_account
       (workspace_id, type, email, name, status, has_smtp, credentials, sending_preference)
     VALUES ($1, 'google', $2, $3, 'active', false, $4, $5)
     ON CONFLICT (workspace_id, email) DO NOTHING RETURNING id`,
    [
      account.workspaceId,
      account.email,
      account.name,
      account.credentials,
      account.sendingPreference,
    ],
  );
  return inserted[0]?.id ?? null;
}

/**
 * Counts a login outcome on one protocol's counter, in place (two jobs failing at once both
 * count): a success resets it; a failure adds one and stops an active mailbox at `maxFailures`.
 * Answers the mailbox's status, undefined when it does not exist.
 */
export async function countLoginOutcome(
  db: DataSource,
  accountId: string,
  counter: 'consecutive_failures' | 'imap_login_failures',
  succeeded: boolean,
  maxFailures: number,
): Promise<MailAccountStatus | undefined> {
  const updated = updatedRows<{ status: MailAccountStatus }>(
    await db.query(
      succeeded
        ? `UPDATE mail_account SET ${counter} = 0 WHERE id = $1 RETURNING status`
        : `UPDATE mail_account SET ${counter} = ${counter} + 1,
             status = CASE WHEN ${counter} + 1 >= $2 AND status = 'active'
                           THEN 'stopped' ELSE status END
           WHERE id = $1 RETURNING status`,
      succeeded ? [accountId] : [accountId, maxFailures],
    ),
  );
  return updated[0]?.status;
}

/** Names of the workspace's live campaigns sending from the mailbox, by name. */
export async function selectCampaignNamesUsing(
  db: DataSource,
  workspaceId: string,
  accountId: string,
): Promise<string[]> {
  const rows: { name: string }[] = await db.query(
    `SELECT name FROM campaign
      WHERE workspace_id = $1 AND mail_account_id = $2 AND deleted_at IS NULL
      ORDER BY lower(name), id`,
    [workspaceId, accountId],
  );
  return rows.map((row) => row.name);
}
