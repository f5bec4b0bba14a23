import type { DataSource } from 'typeorm';
import { queryPrepared } from '../../../db/prepared-query';
import type { MessageMimeType } from '../../message/render';

/**
 * What rendering a burst reads (sending README, "Rendering"): a fixed number of statements per
 * burst, whatever its size. The recipients' variables are the campaign module's
 * (`recipientVariablesOf`), read beside these.
 */

/** A claimed send with what its message is made of. */
export interface SendToRender {
  id: string;
  message_id: string;
  recipient_id: string;
  position: number;
  /** The step position the recipient's thread starts at (1 unless it moved to another mailbox). */
  thread_from: number;
  to: string;
  first_subject: string;
  /** The first step's id and variants (a follow-up's subject is its letter's, `Re: `). */
  first_step_id: string;
  first_variants: { subject: string; body: string }[] | null;
  step_id: string;
  workspace_id: string;
  /** The step's content version rendered (`step_content`), recorded on the send at `prepare`. */
  content_id: string;
  /** Variant A is `body`; these are B to E of the version. */
  subject: string;
  body: string;
  variants: { subject: string; body: string }[] | null;
  /** How many letters the campaign's steps have at most (1: no variants anywhere). */
  campaign_letters: number;
  /** The letter recorded on the send by an earlier render (null: A). */
  sent_variant: string | null;
  mime_type: MessageMimeType;
  track_open: boolean;
  track_clicks: boolean;
  signature: string;
  sender: string;
  /** The From name: the campaign's own, else the sending mailbox's. */
  sender_name: string;
  use_smtp: boolean;
  /** The sending mailbox's tracking domain (links and the pixel), or null: the public URL. */
  tracking_domain: string | null;
}

/**
 * The sends of a burst with their recipient's address, campaign, step, mailbox and the subject of
 * the campaign's first step (a follow-up's `Re: `), and the From name (the campaign's, else the
 * mailbox's). The body and mime type are the step's current content version (`step_content`):
 * a send retried after a failure goes with the text as edited meanwhile, and `prepare` records
 * the version rendered on the send, so the unified inbox shows what went even when the step is
 * edited between the render and the wire. Run as a prepared statement: planning this
 * seven-table join costs several times its execution (bench/dispatch.ts).
 */
export async function selectSendsToRender(
  db: DataSource,
  sendIds: string[],
): Promise<SendToRender[]> {
  return queryPrepared<SendToRender>(
    db,
    'render-sends',
    `
  SELECT s.id, s.message_id, s.recipient_id, s.position, r.thread_from, ct.email::text AS to,
         f.subject AS first_subject, f.id AS first_step_id, f.variants AS first_variants,
         st.id AS step_id, s.workspace_id, v.subject, v.variants,
         v.id AS content_id, v.body, v.mime_type, c.track_open, c.track_clicks,
         ma.signature, ma.email::text AS sender, coalesce(c.from_name, ma.name) AS sender_name,
         c.use_smtp, ma.tracking_domain, s.variant AS sent_variant,
         (SELECT 1 + coalesce(max(jsonb_array_length(l.variants)), 0)::int
            FROM step l WHERE l.campaign_id = c.id) AS campaign_letters
    FROM send s
    JOIN campaign_recipient r ON r.id = s.recipient_id
    JOIN contact ct ON ct.id = r.contact_id
    JOIN campaign c ON c.id = s.campaign_id
    JOIN step st ON st.id = s.step_id
    JOIN step_content v ON v.id = st.content_id
    JOIN mail_account ma ON ma.id = s.mail_account_id
    LEFT JOIN LATERAL (
      SELECT f.id, f.subject, f.variants FROM step f
       WHERE f.campaign_id = c.id ORDER BY f.position LIMIT 1) f ON true
   WHERE s.id = ANY($1::uuid[])`,
    [sendIds],
  );
}

/**
 * The earlier messages of the burst's recipients, sent or possibly sent (`uncertain`), in step
 * order: a follow-up is threaded under them (In-Reply-To the previous, References all).
 */
export async function selectEarlierMessages(
  db: DataSource,
  recipientIds: string[],
): Promise<{ recipient_id: string; position: number; message_id: string }[]> {
  return queryPrepared(
    db,
    'earlier-messages',
    `SELECT recipient_id, position, message_id FROM send
        WHERE recipient_id = ANY($1::uuid[]) AND state IN ('sent', 'uncertain')
        ORDER BY position`,
    [recipientIds],
  );
}
