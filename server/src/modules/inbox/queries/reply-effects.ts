import type { EntityManager } from 'typeorm';

/**
 * The statements of a reply's effects beyond its event (`reply-effects.ts`): the colleagues a
 * reply stops (stop for company) and the pause of an out-of-office. Each runs in the sync's
 * transaction for the message, on recipient rows locked in id order.
 */

/** What the effects need of a recipient and its campaign. */
export interface EffectRecipient {
  id: string;
  workspace_id: string;
  campaign_id: string;
  state: string;
  email: string;
  next_send_at: Date | null;
  stop_for_company: boolean;
  out_of_office_days: number;
  /** The zone its follow-ups are timed in: its own when the campaign uses it, else its sender's. */
  zone: string | null;
}

export async function selectEffectRecipient(
  tx: EntityManager,
  recipientId: string,
): Promise<EffectRecipient | undefined> {
  const [row]: EffectRecipient[] = await tx.query(
    `SELECT r.id, r.workspace_id, r.campaign_id, r.state, r.email, r.next_send_at,
            c.stop_for_company, c.out_of_office_days,
            coalesce(CASE WHEN c.send_in_recipient_timezone THEN r.time_zone END,
                     ma.sending_preference #>> '{work_time,time_zone}') AS zone
       FROM campaign_recipient r
       JOIN campaign c ON c.id = r.campaign_id
       LEFT JOIN mail_account ma ON ma.id = coalesce(r.mail_account_id, c.mail_account_id)
      WHERE r.id = $1`,
    [recipientId],
  );
  return row;
}

/**
 * Locks, in id order, the replier and the campaign's active recipients at its company's domain
 * (before the reply's event locks the replier: every writer locks recipients in id order). Answers
 * the colleagues' ids.
 */
export async function lockColleagues(
  tx: EntityManager,
  replier: { id: string; campaign_id: string },
  domain: string,
): Promise<string[]> {
  const rows: { id: string }[] = await tx.query(
    `SELECT id FROM campaign_recipient
      WHERE campaign_id = $1
        AND (id = $2 OR (state = 'active' AND split_part(email, '@', 2) = $3))
      ORDER BY id FOR UPDATE`,
    [replier.campaign_id, replier.id, domain],
  );
  return rows.map((row) => row.id).filter((id) => id !== replier.id);
}

/** Stops the colleagues (locked): `replied`, nothing due, `stopped_by` the one who replied. */
export async function stopColleagues(
  tx: EntityManager,
  replierId: string,
  colleagueIds: string[],
): Promise<number> {
  if (colleagueIds.length === 0) return 0;
  const rows: unknown[] = await tx.query(
    `UPDATE campaign_recipient SET state = 'replied', next_send_at = NULL, stopped_by = $1
      WHERE id = ANY($2::uuid[]) AND state = 'active' RETURNING id`,
    [replierId, colleagueIds],
  );
  return rows.length;
}

/**
 * Pauses an active recipient (locked by the event's recording) until `back` (a calendar day,
 * midnight in `zone`): its next message is due then at the earliest, through the `next_send_at`
 * the dispatcher already honours. The away row keeps the due time before the first pause (for a
 * correction to restore) unless that pause is over.
 */
export async function pauseRecipientAway(
  tx: EntityManager,
  values: {
    recipientId: string;
    workspaceId: string;
    until: string;
    dateFound: boolean;
    back: string;
    zone: string;
    dueBefore: Date | null;
    mailId: string | null;
  },
): Promise<Date | null> {
  const [row]: { resumes_at: Date }[] = await tx.query(
    `WITH away AS (
       INSERT INTO recipient_away (recipient_id, workspace_id, until, date_found, resumes_on,
                                   resumes_at, due_before, mail_id)
       VALUES ($1, $2, $3, $4, $5, ($5::date::timestamp AT TIME ZONE $6), $7, $8)
       ON CONFLICT (recipient_id) DO UPDATE
          SET until = excluded.until, date_found = excluded.date_found,
              resumes_on = excluded.resumes_on,
              resumes_at = excluded.resumes_at, mail_id = excluded.mail_id,
              due_before = CASE WHEN recipient_away.resumes_at < now() THEN excluded.due_before
                                ELSE recipient_away.due_before END
       RETURNING resumes_at)
     UPDATE campaign_recipient r
        SET next_send_at = greatest(coalesce(r.next_send_at, '-infinity'), away.resumes_at)
       FROM away WHERE r.id = $1 AND r.state = 'active'
     RETURNING away.resumes_at`,
    [
      values.recipientId,
      values.workspaceId,
      values.until,
      values.dateFound,
      values.back,
      values.zone,
      values.dueBefore,
      values.mailId,
    ],
  );
  return row?.resumes_at ?? null;
}
