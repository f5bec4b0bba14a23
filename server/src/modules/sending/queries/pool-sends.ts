import type { DataSource, EntityManager } from 'typeorm';
import { affectedCount, updatedRows } from '../../../db/sql';
import { RESENT_MARKER } from './ledger';

/**
 * The statements of a campaign's sending pool (`pool-sends.ts`): its sends per mailbox, and the
 * release of the claims of mailboxes taken out of it. Like `moved-campaign.ts`'s, only `claimed`
 * sends are released; `smtp_started` and `uncertain` ones stay with their mailbox's reconciliation.
 */

/** Per campaign and mailbox, the campaign's sends handed to that mailbox's server (`sent`). */
export async function countSentOfCampaignsByMailbox(
  db: DataSource | EntityManager,
  campaignIds: string[],
): Promise<{ campaign_id: string; mail_account_id: string; sent: number }[]> {
  return db.query(
    `SELECT campaign_id, mail_account_id, count(*)::int AS sent FROM send
      WHERE campaign_id = ANY($1::uuid[]) AND state = 'sent' AND mail_account_id IS NOT NULL
      GROUP BY campaign_id, mail_account_id`,
    [campaignIds],
  );
}

/** The recipients of the campaign's claims from `mailboxIds`, locked in id order. */
export async function lockRecipientsOfMailboxClaims(
  tx: EntityManager,
  campaignId: string,
  mailboxIds: string[],
): Promise<void> {
  await tx.query(
    `SELECT r.id FROM campaign_recipient r JOIN send s ON s.recipient_id = r.id
      WHERE s.campaign_id = $1 AND s.state = 'claimed' AND s.mail_account_id = ANY($2::uuid[])
      ORDER BY r.id FOR UPDATE OF r`,
    [campaignId, mailboxIds],
  );
}

/** Drops the campaign's claims from `mailboxIds` that never reached a server. */
export async function deleteUnsentClaimsOfMailboxes(
  tx: EntityManager,
  campaignId: string,
  mailboxIds: string[],
): Promise<number> {
  return affectedCount(
    await tx.query(
      `DELETE FROM send WHERE campaign_id = $1 AND state = 'claimed'
          AND mail_account_id = ANY($2::uuid[])
          AND NOT starts_with(coalesce(last_error, ''), $3)`,
      [campaignId, mailboxIds, RESENT_MARKER],
    ),
  );
}

/** The campaign's claims from `mailboxIds` sent again after an interruption become `uncertain`. */
export async function markResentClaimsOfMailboxesUncertain(
  tx: EntityManager,
  campaignId: string,
  mailboxIds: string[],
  lastError: string,
) {
  const rows = updatedRows<{
    recipient_id: string;
    campaign_id: string;
    position: number;
    started_at: string;
  }>(
    await tx.query(
      `UPDATE send SET state = 'uncertain', last_error = $3, next_attempt_at = NULL
          WHERE campaign_id = $1 AND state = 'claimed' AND mail_account_id = ANY($2::uuid[])
        RETURNING recipient_id, campaign_id, position,
                  coalesce(smtp_started_at, claimed_at)::text AS started_at`,
      [campaignId, mailboxIds, lastError],
    ),
  );
  return rows.map((row) => ({
    recipientId: row.recipient_id,
    campaignId: row.campaign_id,
    position: row.position,
    startedAt: row.started_at,
  }));
}

/**
 * Among `recipientIds` (locked by the caller), those with a message on its way: a send
 * `smtp_started`, or a claim sent again after an interruption (it may have gone out). Moving them
 * to another mailbox now could send their step twice or thread it wrongly.
 */
export async function selectRecipientsWithSendUnderWay(
  tx: EntityManager,
  recipientIds: string[],
): Promise<string[]> {
  const rows: { recipient_id: string }[] = await tx.query(
    `SELECT DISTINCT recipient_id FROM send
      WHERE recipient_id = ANY($1::uuid[])
        AND (state = 'smtp_started'
             OR (state = 'claimed' AND starts_with(coalesce(last_error, ''), $2)))`,
    [recipientIds, RESENT_MARKER],
  );
  return rows.map((row) => row.recipient_id);
}

/** Drops the claims of `recipientIds` (locked by the caller) that never reached a server. */
export async function deleteUnsentClaimsOfRecipients(
  tx: EntityManager,
  recipientIds: string[],
): Promise<number> {
  return affectedCount(
    await tx.query(
      `DELETE FROM send WHERE recipient_id = ANY($1::uuid[]) AND state = 'claimed'
          AND NOT starts_with(coalesce(last_error, ''), $2)`,
      [recipientIds, RESENT_MARKER],
    ),
  );
}
