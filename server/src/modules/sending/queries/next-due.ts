import type { SendingPreference } from '@outbound/common';
import type { DataSource } from 'typeorm';

/** A waiting recipient as its next due time is worked out from. */
export interface WaitingRecipientRow {
  id: string;
  time_zone: string | null;
  next_send_at: Date | null;
  send_in_recipient_timezone: boolean;
  /** Its sender's (else the campaign's first mailbox's) preference. */
  sending_preference: SendingPreference;
}

/**
 * Of recipients $2 of workspace $1, those waiting for a message: active, not paused, in a started
 * campaign with a step at their next position, with a mailbox to send it (their sender, else the
 * campaign's first). One statement for a page (primary key lookups).
 */
export async function selectWaitingRecipients(
  db: DataSource,
  workspaceId: string,
  ids: readonly string[],
): Promise<WaitingRecipientRow[]> {
  return db.query(
    `SELECT r.id, r.time_zone, r.next_send_at, c.send_in_recipient_timezone,
            m.sending_preference
       FROM campaign_recipient r
       JOIN campaign c ON c.id = r.campaign_id
       JOIN mail_account m ON m.id = coalesce(r.mail_account_id, c.mail_account_id)
      WHERE r.id = ANY($2::uuid[]) AND r.workspace_id = $1
        AND r.state = 'active' AND NOT r.paused
        AND c.status = 'started' AND c.deleted_at IS NULL
        AND EXISTS (SELECT 1 FROM step s
                     WHERE s.campaign_id = c.id AND s.position = r.next_position)`,
    [workspaceId, ids],
  );
}
