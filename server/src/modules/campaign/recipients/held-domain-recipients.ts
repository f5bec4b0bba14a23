/**
 * The recipients a deferring domain holds back (`sending/domain-deferrals.ts`), for the sending
 * calendar's and the dashboard's forecast: the dispatcher leaves a held domain's recipients out
 * of every burst until the hold ends, so the forecast plans them from then. Read through the
 * workspace's contacts at those domains (`contact_domain_idx`, migration 0062), and, for the
 * first messages any mailbox may take, the others counted as `countUnboundFirstMessagesWaiting`
 * counts them.
 */
import type { DataSource } from 'typeorm';
import { RECIPIENT_STATE_SQL } from './recipients-sql';

/** Recipients of held domains due before their hold ends, grouped as the forecast counts them. */
export interface HeldRecipientsWaiting {
  campaignId: string;
  /** Their sender, or null: first messages any mailbox of the pool may take. */
  mailboxId: string | null;
  position: number;
  /** When the hold of their domain ends. */
  heldUntil: Date;
  count: number;
}

/**
 * Per campaign of `campaignIds`, sender, step and hold, the active recipients (not paused) of the
 * held `domains` that would be due before their domain's hold ends.
 */
export async function heldRecipientsWaiting(
  db: DataSource,
  workspaceId: string,
  campaignIds: string[],
  domains: { domain: string; heldUntil: Date }[],
): Promise<HeldRecipientsWaiting[]> {
  if (domains.length === 0 || campaignIds.length === 0) return [];
  const rows: {
    campaign_id: string;
    mail_account_id: string | null;
    position: number;
    held_until: Date;
    count: number;
  }[] = await db.query(
    `SELECT r.campaign_id, r.mail_account_id, r.next_position AS position, h.held_until,
            count(*)::int AS count
       FROM unnest($2::text[], $3::timestamptz[]) AS h(domain, held_until)
       JOIN contact ct
         ON ct.workspace_id = $1 AND lower(split_part(ct.email::text, '@', 2)) = h.domain
       JOIN campaign_recipient r ON r.contact_id = ct.id AND r.state = 'active'
      WHERE r.campaign_id = ANY($4::uuid[]) AND NOT r.paused
        AND (r.next_send_at IS NULL OR r.next_send_at < h.held_until)
        -- A message already claimed is the sender's retry (planned as one), not one waiting.
        AND NOT EXISTS (SELECT 1 FROM send x JOIN step s ON s.id = x.step_id
                         WHERE x.recipient_id = r.id AND s.position = r.next_position)
      GROUP BY r.campaign_id, r.mail_account_id, r.next_position, h.held_until`,
    [workspaceId, domains.map((d) => d.domain), domains.map((d) => d.heldUntil), campaignIds],
  );
  return rows.map((row) => ({
    campaignId: row.campaign_id,
    mailboxId: row.mail_account_id,
    position: row.position,
    heldUntil: row.held_until,
    count: row.count,
  }));
}

/**
 * Per campaign, its recipients without a sender waiting for their first message whose domain is
 * none of `domains`, at most `most` (as `countUnboundFirstMessagesWaiting` counts them, on
 * campaign_recipient_unbound_first_idx): what the pool may send while those domains are held.
 */
export async function countUnboundFirstMessagesOutside(
  db: DataSource,
  campaignIds: string[],
  domains: string[],
  most: number,
): Promise<Map<string, number>> {
  if (campaignIds.length === 0) return new Map();
  const rows: { campaign_id: string; count: number }[] = await db.query(
    `SELECT k.id AS campaign_id, w.count
       FROM unnest($1::uuid[]) AS k(id)
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS count FROM (
           SELECT 1
             FROM campaign_recipient r
             JOIN campaign c ON c.id = r.campaign_id
             JOIN contact ct ON ct.id = r.contact_id
             JOIN step s ON s.campaign_id = r.campaign_id AND s.position = r.next_position
            WHERE r.campaign_id = k.id AND r.next_position = 1 AND r.mail_account_id IS NULL
              AND r.state = 'active' AND NOT r.paused AND s.status = 'active'
              AND split_part(r.email, '@', 2) <> ALL ($3::text[])
              AND ${RECIPIENT_STATE_SQL} = 'active'
              AND NOT EXISTS (SELECT 1 FROM send x WHERE x.recipient_id = r.id AND x.step_id = s.id)
            LIMIT $2) waiting) w`,
    [campaignIds, most, domains],
  );
  return new Map(rows.map((row) => [row.campaign_id, row.count]));
}
