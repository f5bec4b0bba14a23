/**
 * The statements of A/B variants (campaign README "Experiments"): recipients' letters, the
 * campaign's auto-pick, and the figures per step and variant.
 */
import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

/** What giving recipients their letters needs: theirs, and their campaign's letters and pick. */
export interface LetterState {
  id: string;
  campaign_id: string;
  variant: string | null;
  /** How many letters the campaign's most varied message has (1 without variants). */
  letters: number;
  auto_pick: boolean;
  pick: string | null;
}

/** One row per recipient, the campaign's steps read once per campaign (step_campaign_id_position_key). */
export async function selectLetterStates(db: Db, recipientIds: string[]): Promise<LetterState[]> {
  return db.query(
    `SELECT r.id, r.campaign_id, r.variant, c.variant_auto_pick AS auto_pick,
            c.variant_pick AS pick,
            (SELECT 1 + coalesce(max(jsonb_array_length(s.variants)), 0)::int
               FROM step s WHERE s.campaign_id = r.campaign_id) AS letters
       FROM campaign_recipient r JOIN campaign c ON c.id = r.campaign_id
      WHERE r.id = ANY($1::uuid[])`,
    [recipientIds],
  );
}

/**
 * Gives recipients without a letter theirs, rows locked in id order first (the order every writer
 * of `campaign_recipient` locks in); a recipient that has one keeps it. Answers every recipient's
 * letter as it is now.
 */
export async function assignLetters(
  db: DataSource,
  letters: { id: string; letter: string }[],
): Promise<Map<string, string>> {
  const rows: { id: string; variant: string }[] = await db.query(
    `WITH locked AS (
       SELECT id FROM campaign_recipient WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE),
     given AS (
       UPDATE campaign_recipient r SET variant = u.letter
         FROM unnest($1::uuid[], $2::text[]) AS u(id, letter)
        WHERE r.id = u.id AND r.variant IS NULL AND r.id IN (SELECT id FROM locked)
       RETURNING r.id, r.variant)
     SELECT id, variant FROM given
     UNION ALL
     SELECT r.id, r.variant FROM campaign_recipient r
      WHERE r.id = ANY($1::uuid[]) AND r.id NOT IN (SELECT id FROM given)`,
    [letters.map((row) => row.id), letters.map((row) => row.letter)],
  );
  return new Map(rows.map((row) => [row.id, row.variant]));
}

/** Stores the winner auto-pick found, once: answers the pick that holds. */
export async function storePick(db: Db, campaignId: string, letter: string): Promise<string> {
  const [row] = await db.query(
    `WITH set AS (
       UPDATE campaign SET variant_pick = $2 WHERE id = $1 AND variant_pick IS NULL
       RETURNING variant_pick)
     SELECT variant_pick FROM set UNION ALL SELECT variant_pick FROM campaign WHERE id = $1
     LIMIT 1`,
    [campaignId, letter],
  );
  return row?.variant_pick ?? letter;
}

/**
 * The letters the sends of a burst were rendered with (claimed sends only: not yet on the wire).
 * NULL stands for A, so a campaign without variants writes nothing.
 */
export async function recordSendLetters(
  db: DataSource,
  sends: { id: string; letter: string }[],
): Promise<void> {
  if (sends.length === 0) return;
  await db.query(
    `UPDATE send s SET variant = u.letter
       FROM unnest($1::uuid[], $2::text[]) AS u(id, letter)
      WHERE s.id = u.id AND s.state = 'claimed' AND coalesce(s.variant, 'A') <> u.letter`,
    [sends.map((send) => send.id), sends.map((send) => send.letter)],
  );
}

/** A step's figures for one variant. */
export interface VariantFigureRow {
  step_id: string;
  variant: string;
  sent: number;
  replied: number;
  leads: number;
  bounced: number;
  unsubscribed: number;
  opened: number;
  clicked: number;
}

/**
 * Per step and variant, the recipients sent it and, of them, those who replied (people: an
 * automatic answer is `auto_reply`), became leads, bounced, unsubscribed, opened and clicked
 * after it (events of that step, not flagged). One pass over the campaign's sent sends
 * (send_campaign_idx) and its events (email_event_campaign_idx), joined on (recipient, step).
 */
export async function selectVariantFigures(
  db: Db,
  campaignId: string,
  workspaceId: string,
): Promise<VariantFigureRow[]> {
  return db.query(
    `WITH sent AS (
       SELECT s.recipient_id, s.step_id, coalesce(s.variant, 'A') AS variant
         FROM send s
        WHERE s.campaign_id = $1 AND s.workspace_id = $2 AND s.state IN ('sent', 'uncertain')
          AND s.step_id IS NOT NULL),
     seen AS (
       SELECT e.recipient_id, e.step_id,
              bool_or(e.type = 'reply') AS replied, bool_or(e.type = 'lead') AS lead,
              bool_or(e.type = 'bounce') AS bounced, bool_or(e.type = 'unsubscribe') AS unsubscribed,
              bool_or(e.type = 'open') AS opened, bool_or(e.type = 'click') AS clicked
         FROM email_event e
        WHERE e.campaign_id = $1 AND e.workspace_id = $2 AND NOT e.flagged
          AND e.type IN ('reply', 'lead', 'bounce', 'unsubscribe', 'open', 'click')
        GROUP BY e.recipient_id, e.step_id)
     SELECT sent.step_id, sent.variant, count(*)::int AS sent,
            count(*) FILTER (WHERE seen.replied)::int AS replied,
            count(*) FILTER (WHERE seen.lead)::int AS leads,
            count(*) FILTER (WHERE seen.bounced)::int AS bounced,
            count(*) FILTER (WHERE seen.unsubscribed)::int AS unsubscribed,
            count(*) FILTER (WHERE seen.opened)::int AS opened,
            count(*) FILTER (WHERE seen.clicked)::int AS clicked
       FROM sent
       LEFT JOIN seen ON seen.recipient_id = sent.recipient_id AND seen.step_id = sent.step_id
      GROUP BY sent.step_id, sent.variant`,
    [campaignId, workspaceId],
  );
}

/**
 * Per letter, over the whole sequence: the recipients of that letter sent at least one message in
 * it (A: any message), and of them those who replied (a person) to any step. What auto-pick
 * compares: the letter is what a new recipient is given.
 */
export async function selectLetterFigures(
  db: Db,
  campaignId: string,
  workspaceId: string,
): Promise<{ variant: string; sent: number; replied: number }[]> {
  return db.query(
    `WITH reached AS (
       SELECT DISTINCT s.recipient_id, coalesce(s.variant, 'A') AS variant
         FROM send s
         JOIN campaign_recipient r ON r.id = s.recipient_id
        WHERE s.campaign_id = $1 AND s.workspace_id = $2 AND s.state IN ('sent', 'uncertain')
          AND coalesce(s.variant, 'A') = coalesce(r.variant, 'A'))
     SELECT reached.variant, count(*)::int AS sent,
            count(*) FILTER (WHERE EXISTS (
              SELECT 1 FROM email_event e
               WHERE e.recipient_id = reached.recipient_id AND e.type = 'reply'
                 AND NOT e.flagged))::int AS replied
       FROM reached GROUP BY reached.variant ORDER BY reached.variant`,
    [campaignId, workspaceId],
  );
}

/** The campaign's auto-pick setting and its winner, if any. */
export async function selectAutoPick(
  db: Db,
  campaignId: string,
  workspaceId: string,
): Promise<{ auto_pick: boolean; pick: string | null } | undefined> {
  const [row] = await db.query(
    `SELECT variant_auto_pick AS auto_pick, variant_pick AS pick FROM campaign
      WHERE id = $1 AND workspace_id = $2`,
    [campaignId, workspaceId],
  );
  return row;
}

/** Sets auto-pick; turning it off forgets the winner (a later turn on tests again). */
export async function updateAutoPick(
  tx: EntityManager,
  campaignId: string,
  workspaceId: string,
  enabled: boolean,
): Promise<void> {
  await tx.query(
    `UPDATE campaign SET variant_auto_pick = $3,
            variant_pick = CASE WHEN $3 THEN variant_pick END
      WHERE id = $1 AND workspace_id = $2`,
    [campaignId, workspaceId, enabled],
  );
}
