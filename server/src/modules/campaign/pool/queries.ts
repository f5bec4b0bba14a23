import type { SendingPreference } from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * The named statements of sending pools: a campaign's mailboxes (`campaign_mail_account`, in
 * `position` order), the workspace's mailboxes a pool may hold, and the recipients' senders.
 * Each runs in the service's transaction where it writes, after the campaign row was locked.
 */

/** A mailbox as the pool shows it. */
export interface PoolMailboxRow {
  id: string;
  email: string;
  name: string;
  status: string;
  has_smtp: boolean;
  sending_preference: SendingPreference;
}

const MAILBOX_COLUMNS = `m.id, m.email::text AS email, m.name, m.status, m.has_smtp,
  m.sending_preference`;

/** The pools of `campaignIds` (of the workspace), each in its order: one statement. */
export async function selectPools(
  db: DataSource | EntityManager,
  workspaceId: string,
  campaignIds: string[],
): Promise<(PoolMailboxRow & { campaign_id: string })[]> {
  return db.query(
    `SELECT p.campaign_id, ${MAILBOX_COLUMNS}
       FROM campaign_mail_account p JOIN mail_account m ON m.id = p.mail_account_id
      WHERE p.workspace_id = $1 AND p.campaign_id = ANY($2::uuid[])
      ORDER BY p.campaign_id, p.position, m.email`,
    [workspaceId, campaignIds],
  );
}

/** The mailboxes of the workspace among `ids` (another workspace's are not found). */
export async function selectWorkspaceMailboxes(
  db: DataSource | EntityManager,
  workspaceId: string,
  ids: string[],
): Promise<PoolMailboxRow[]> {
  return db.query(
    `SELECT ${MAILBOX_COLUMNS} FROM mail_account m
      WHERE m.workspace_id = $1 AND m.id = ANY($2::uuid[])`,
    [workspaceId, ids],
  );
}

/** Every mailbox of the workspace, by address (what a pool may be picked from). */
export async function selectAllWorkspaceMailboxes(
  db: DataSource,
  workspaceId: string,
): Promise<PoolMailboxRow[]> {
  return db.query(
    `SELECT ${MAILBOX_COLUMNS} FROM mail_account m WHERE m.workspace_id = $1 ORDER BY m.email`,
    [workspaceId],
  );
}

/** The campaign's pool as stored, in order (row locked by the caller). */
export async function selectPoolIds(tx: EntityManager, campaignId: string): Promise<string[]> {
  const rows: { mail_account_id: string }[] = await tx.query(
    `SELECT mail_account_id FROM campaign_mail_account WHERE campaign_id = $1 ORDER BY position`,
    [campaignId],
  );
  return rows.map((row) => row.mail_account_id);
}

/** Sets the campaign's first mailbox (row locked by the caller; its trigger follows in the pool). */
export async function setFirstMailbox(
  tx: EntityManager,
  campaignId: string,
  mailboxId: string,
): Promise<void> {
  await tx.query(`UPDATE campaign SET mail_account_id = $2, updated_at = now() WHERE id = $1`, [
    campaignId,
    mailboxId,
  ]);
}

/** Replaces the campaign's pool by `ids`, in that order (row locked by the caller). */
export async function replacePool(
  tx: EntityManager,
  campaignId: string,
  workspaceId: string,
  ids: string[],
): Promise<void> {
  await tx.query(`DELETE FROM campaign_mail_account WHERE campaign_id = $1`, [campaignId]);
  await tx.query(
    `INSERT INTO campaign_mail_account (campaign_id, mail_account_id, workspace_id, position)
     SELECT $1, id, $2, position - 1 FROM unnest($3::uuid[]) WITH ORDINALITY AS p(id, position)`,
    [campaignId, workspaceId, ids],
  );
}

/**
 * The SQL condition of a recipient that a single-mailbox move rebinds: one with a sender other
 * than the new one, or past its first message (its sender went with a deleted mailbox).
 */
const TO_REBIND = `r.campaign_id = $1 AND r.mail_account_id IS DISTINCT FROM $2
  AND (r.mail_account_id IS NOT NULL OR r.next_position > 1 OR r.last_sent_at IS NOT NULL)`;

/**
 * Locks, in id order (the dispatcher's and the event recorder's order), every recipient the move
 * of the campaign to `mailboxId` touches: those it rebinds and those of its claimed sends, which
 * the move releases. One pass, so the locks are taken in one order.
 */
export async function lockRecipientsOfMove(
  tx: EntityManager,
  campaignId: string,
  mailboxId: string,
): Promise<void> {
  await tx.query(
    `SELECT r.id FROM campaign_recipient r
      WHERE (${TO_REBIND})
         OR (r.campaign_id = $1 AND EXISTS (
               SELECT 1 FROM send s WHERE s.recipient_id = r.id AND s.state = 'claimed'))
      ORDER BY r.id FOR UPDATE OF r`,
    [campaignId, mailboxId],
  );
}

/** Binds the campaign's recipients to `mailboxId` (locked by `lockRecipientsOfMove`). */
export async function rebindRecipients(
  tx: EntityManager,
  campaignId: string,
  mailboxId: string,
): Promise<void> {
  await tx.query(`UPDATE campaign_recipient r SET mail_account_id = $2 WHERE ${TO_REBIND}`, [
    campaignId,
    mailboxId,
  ]);
}
