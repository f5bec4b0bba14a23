/**
 * What the send path reads of recipients (sending README, lifecycle 1 and 2, and Rendering): the
 * re-check of sends at claim and at prepare, which locks their recipient rows, and the recipients'
 * variables a message is rendered with. Both run per burst as named prepared statements
 * (`queryPrepared`: planning these joins costs more than running them).
 */
import type { DataSource, EntityManager } from 'typeorm';
import { queryPrepared } from '../../../../db/prepared-query';
import { RECIPIENT_VARIABLES_SQL } from '../recipients-sql';
import { recipientStateSql } from '../recipients-sql';
import { ROLE_LOCAL_PARTS } from '../../../contact/address-checks';
import { addressCheckCase, CONTACT_DOMAIN, type CheckStatus } from '../recipient-address-checks';

/**
 * The recipient's state as the mailbox `ma` about to send weighs it: unsubscribed from that
 * mailbox's domain, whichever mailbox of the pool is the campaign's first.
 */
const STATE_FOR_SENDER_SQL = recipientStateSql(`lower(split_part(ma.email::text, '@', 2))`);

/** One recipient and step as the re-check sees it. */
export interface Sendability {
  campaign_id: string;
  recipient_id: string;
  step_id: string;
  /** The step's current content version: the claim copies it into the send. */
  step_content_id: string;
  workspace_id: string;
  next_position: number;
  position: number;
  sender_domain: string;
  /** Null when everything allows the send, else why not. */
  blocked: string | null;
  /** The contact bounced or unsubscribed from this sender (the recipient becomes suppressed). */
  suppressed: boolean;
  /** What the address checks say (`recipient-address-checks.ts`): the recipient is stopped. */
  check_status: CheckStatus | null;
  /** The contact's domain (for the reason of an undeliverable one). */
  contact_domain: string;
}

/** The address checks at claim: the cached verdicts and the campaign's options, no lookup. */
const CHECK_SQL = addressCheckCase(`'{${ROLE_LOCAL_PARTS.join(',')}}'::text[]`);

/** What must allow a send (recipient `r` and its joins below, step `s`): null, or why not. */
const SENDABILITY_COLUMNS = `
  c.id AS campaign_id, c.workspace_id, r.id AS recipient_id, s.id AS step_id,
  s.content_id AS step_content_id, r.next_position,
  s.position, lower(split_part(ma.email::text, '@', 2)) AS sender_domain,
  CASE WHEN c.status <> 'started' OR c.deleted_at IS NOT NULL THEN 'campaign not started'
       WHEN s.status <> 'active' THEN 'step paused'
       WHEN r.state <> 'active' THEN 'recipient ' || r.state
       WHEN r.paused THEN 'recipient paused'
       WHEN ma.status <> 'active' THEN 'mailbox ' || ma.status
       WHEN ma.paused_at IS NOT NULL THEN 'mailbox paused'
       WHEN NOT EXISTS (SELECT 1 FROM campaign_mail_account p
                         WHERE p.campaign_id = c.id AND p.mail_account_id = ma.id)
         THEN 'mailbox not in the pool'
       WHEN r.mail_account_id IS DISTINCT FROM ma.id
            AND (r.mail_account_id IS NOT NULL OR r.next_position > 1)
         THEN 'another sender'
       WHEN ${STATE_FOR_SENDER_SQL} = 'suppressed' THEN 'contact suppressed'
       WHEN ${CHECK_SQL} IS NOT NULL THEN 'address check'
       WHEN $4::text[] IS NOT NULL
            AND coalesce(CASE WHEN c.send_in_recipient_timezone THEN r.time_zone END, $5::text)
                <> ALL ($4::text[])
         THEN 'outside the recipient''s hours'
       ELSE NULL END AS blocked,
  ${STATE_FOR_SENDER_SQL} = 'suppressed' AS suppressed,
  ${CHECK_SQL} AS check_status, ${CONTACT_DOMAIN} AS contact_domain`;

const SENDABILITY_JOINS = `
  JOIN campaign c ON c.id = r.campaign_id
  JOIN contact ct ON ct.id = r.contact_id
  JOIN mail_account ma ON ma.id = $3::uuid
  LEFT JOIN email_domain_check dc ON dc.domain = ${CONTACT_DOMAIN}`;

/**
 * Everything that must allow the sends of pairs of recipients ($1) and steps ($2) from mailbox $3
 * (one of the campaign's pool, and the recipient's sender once it has one: sending README,
 * "Pools"), read with the recipient rows locked (in id order, as the event recorder locks them, so a reply
 * recorded a second ago is seen here).
 */
const SENDABILITY_MANY_SQL = `
  SELECT ${SENDABILITY_COLUMNS}
    FROM unnest($1::uuid[], $2::uuid[]) AS k(recipient_id, step_id)
    JOIN campaign_recipient r ON r.id = k.recipient_id ${SENDABILITY_JOINS}
    JOIN step s ON s.id = k.step_id AND s.campaign_id = c.id
   WHERE ma.id = $3
   ORDER BY r.id
     FOR UPDATE OF r`;

/**
 * `SENDABILITY_MANY_SQL` in the caller's transaction; pairs absent from the answer do not exist.
 * With a zone gate ($4 the open zones, $5 the mailbox's), a recipient outside its hours is
 * blocked (`recipient-zones.ts`).
 */
export async function lockSendability(
  tx: EntityManager,
  recipientIds: string[],
  stepIds: string[],
  mailboxId: string,
  gate: { open: string[]; mailboxZone: string } | null = null,
): Promise<Sendability[]> {
  return queryPrepared<Sendability>(tx, 'send-sendability', SENDABILITY_MANY_SQL, [
    recipientIds,
    stepIds,
    mailboxId,
    gate?.open ?? null,
    gate?.mailboxZone ?? null,
  ]);
}

/** Recipients $1 with their variables from their list row (null without one). */
const RECIPIENT_VARIABLES_MANY_SQL = `
  SELECT r.id, ${RECIPIENT_VARIABLES_SQL} AS variables
    FROM campaign_recipient r
    LEFT JOIN contact_list_member m ON m.list_id = r.list_id AND m.contact_id = r.contact_id
    LEFT JOIN campaign_list cl ON cl.campaign_id = r.campaign_id AND cl.list_id = r.list_id
   WHERE r.id = ANY($1::uuid[])`;

/** Each recipient's variables, as `RECIPIENT_VARIABLES_MANY_SQL` reads them. */
export async function selectRecipientVariables(
  on: DataSource | EntityManager,
  recipientIds: string[],
): Promise<{ id: string; variables: Record<string, unknown> | null }[]> {
  return queryPrepared(on, 'recipient-variables', RECIPIENT_VARIABLES_MANY_SQL, [recipientIds]);
}
