/**
 * The recipients a deferring domain holds back (`sending/domain-deferrals.ts`), for the sending
 * calendar's and the dashboard's forecast: the dispatcher leaves a held domain's recipients out
 * of every burst until the hold ends, so the forecast plans them from then. Read on the
 * workspace's active recipients by domain (`campaign_recipient_domain_idx`, migration 0062).
 */
import type { DataSource } from 'typeorm';

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
       JOIN campaign_recipient r
         ON r.workspace_id = $1 AND r.state = 'active' AND split_part(r.email, '@', 2) = h.domain
      WHERE r.campaign_id = ANY($4::uuid[]) AND NOT r.paused
        AND (r.next_send_at IS NULL OR r.next_send_at < h.held_until)
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
