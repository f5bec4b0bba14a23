/** The reads of a diagnosis about who the due recipients may go from, and of one recipient. */
import type { DataSource } from 'typeorm';

/** Due recipients of a campaign counted per sender (sending README, "Pools"). */
export interface DueBySender {
  /** Their sticky sender; null for recipients without one. */
  sender: string | null;
  /** First messages without a sender: any mailbox of the pool may take them. */
  unbound_first: boolean;
  due: number;
}

/** The campaign's due recipients (active, not paused, no delay left) per sender, one statement. */
export async function readDueBySender(
  db: DataSource,
  campaignId: string,
  now: Date,
): Promise<DueBySender[]> {
  return db.query(
    `SELECT mail_account_id AS sender,
            (mail_account_id IS NULL AND next_position <= 1) AS unbound_first,
            count(*)::int AS due
       FROM campaign_recipient
      WHERE campaign_id = $1 AND state = 'active' AND NOT paused
        AND coalesce(next_send_at, '-infinity') <= $2
      GROUP BY 1, 2`,
    [campaignId, now],
  );
}

/** What a recipient's diagnosis reads of it. */
export interface RecipientRow {
  id: string;
  email: string;
  domain: string;
  state: string;
  paused: boolean;
  hold_reason: string | null;
  check_status: string | null;
  next_position: number;
  next_send_at: Date | null;
  sender: string | null;
  /** Its sender is one of the campaign's pool (true when it has none). */
  sender_in_pool: boolean;
  time_zone: string | null;
  send_in_recipient_timezone: boolean;
  /** A step at or after its next position. */
  step_exists: boolean;
  /** An active step at or after its next position. */
  step_left: boolean;
  /** Its sends claimed or on the wire. */
  open: number;
  /** Its sends whose fate is unknown after an interruption. */
  uncertain: number;
  /** An out-of-office pause not over yet (`recipient_away`, inbox module). */
  away: { until: string; resumes_on: string; date_found: boolean } | null;
  /** Stopped by a colleague's reply (stop for company). */
  stopped_by_colleague: boolean;
}

/** Recipient `recipientId` of campaign `campaignId` in the workspace; null when it is not. */
export async function readRecipientRow(
  db: DataSource,
  workspaceId: string,
  campaignId: string,
  recipientId: string,
): Promise<RecipientRow | null> {
  const [row]: RecipientRow[] = await db.query(
    `SELECT r.id, r.email, lower(split_part(r.email, '@', 2)) AS domain, r.state, r.paused,
            r.hold_reason, r.check_status, r.next_position, r.next_send_at,
            r.mail_account_id AS sender,
            (r.mail_account_id IS NULL OR EXISTS (
               SELECT 1 FROM campaign_mail_account p
                WHERE p.campaign_id = r.campaign_id AND p.mail_account_id = r.mail_account_id))
              AS sender_in_pool,
            r.time_zone, c.send_in_recipient_timezone,
            EXISTS (SELECT 1 FROM step s WHERE s.campaign_id = r.campaign_id
                       AND s.position >= r.next_position) AS step_exists,
            EXISTS (SELECT 1 FROM step s WHERE s.campaign_id = r.campaign_id
                       AND s.position >= r.next_position AND s.status = 'active') AS step_left,
            (SELECT count(*) FROM send s WHERE s.recipient_id = r.id
                AND s.state IN ('claimed', 'smtp_started'))::int AS open,
            (SELECT count(*) FROM send s WHERE s.recipient_id = r.id
                AND s.state = 'uncertain')::int AS uncertain,
            (SELECT jsonb_build_object('until', a.until, 'resumes_on', a.resumes_on,
                                       'date_found', a.date_found)
               FROM recipient_away a
              WHERE a.recipient_id = r.id AND a.resumes_at > now()) AS away,
            r.stopped_by IS NOT NULL AS stopped_by_colleague
       FROM campaign_recipient r JOIN campaign c ON c.id = r.campaign_id
      WHERE r.id = $1 AND r.campaign_id = $2 AND r.workspace_id = $3`,
    [recipientId, campaignId, workspaceId],
  );
  return row ?? null;
}
