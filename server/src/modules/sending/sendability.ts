import { RECIPIENT_STATE_SQL } from '../campaign/recipients-sql';

/**
 * The re-check of a send at claim and at prepare (sending README, lifecycle 1 and 2): what must
 * allow it, read in the same transaction that writes its ledger row.
 */

/** One recipient and step as the re-check sees it. */
export interface Sendability {
  campaign_id: string;
  recipient_id: string;
  step_id: string;
  workspace_id: string;
  next_position: number;
  position: number;
  sender_domain: string;
  /** Null when everything allows the send, else why not. */
  blocked: string | null;
  /** The contact bounced or unsubscribed from this sender (the recipient becomes suppressed). */
  suppressed: boolean;
}

/** What must allow a send (recipient `r` and its joins below, step `s`): null, or why not. */
const SENDABILITY_COLUMNS = `
  c.id AS campaign_id, c.workspace_id, r.id AS recipient_id, s.id AS step_id, r.next_position,
  s.position, lower(split_part(ma.email::text, '@', 2)) AS sender_domain,
  CASE WHEN c.status <> 'started' OR c.deleted_at IS NOT NULL THEN 'campaign not started'
       WHEN s.status <> 'active' THEN 'step paused'
       WHEN r.state <> 'active' THEN 'recipient ' || r.state
       WHEN r.paused THEN 'recipient paused'
       WHEN ma.status <> 'active' THEN 'mailbox ' || ma.status
       WHEN ${RECIPIENT_STATE_SQL} = 'suppressed' THEN 'contact suppressed'
       ELSE NULL END AS blocked,
  ${RECIPIENT_STATE_SQL} = 'suppressed' AS suppressed`;

const SENDABILITY_JOINS = `
  JOIN campaign c ON c.id = r.campaign_id
  JOIN contact ct ON ct.id = r.contact_id
  JOIN mail_account ma ON ma.id = c.mail_account_id`;

/**
 * Everything that must allow the sends of pairs of recipients ($1) and steps ($2) from mailbox $3,
 * read with the recipient rows locked (in id order, as the event recorder locks them, so a reply
 * recorded a second ago is seen here).
 */
export const SENDABILITY_MANY_SQL = `
  SELECT ${SENDABILITY_COLUMNS}
    FROM unnest($1::uuid[], $2::uuid[]) AS k(recipient_id, step_id)
    JOIN campaign_recipient r ON r.id = k.recipient_id ${SENDABILITY_JOINS}
    JOIN step s ON s.id = k.step_id AND s.campaign_id = c.id
   WHERE ma.id = $3
   ORDER BY r.id
     FOR UPDATE OF r`;
