/**
 * Recipients held by the checks before a message leaves (issue 27 §2): a recipient whose next
 * message has a variable without a fallback that is empty for it is not sent; it waits, `paused`
 * with its `hold_reason` ("Missing First Name"), until its values are edited or the campaign's
 * messages change (a fallback added), which release it: it is due again at once, checked again
 * when it is rendered. Playing or pausing it by hand ends the hold too (`setRecipientsPaused`).
 * Writers lock recipient rows in id order, as every writer of the table does (`recipient-states.ts`).
 */
import type { DataSource, EntityManager } from 'typeorm';

/** A recipient to hold, and why. */
export interface RecipientHold {
  recipientId: string;
  reason: string;
}

/**
 * Holds active recipients (the others are left as they are): locked in id order, then paused with
 * their reason. Answers the ids held.
 */
export async function holdRecipients(tx: EntityManager, holds: RecipientHold[]): Promise<string[]> {
  if (holds.length === 0) return [];
  const rows: { id: string }[] = await tx.query(
    `SELECT id FROM campaign_recipient WHERE id = ANY($1::uuid[]) AND state = 'active'
      ORDER BY id FOR UPDATE`,
    [holds.map((hold) => hold.recipientId)],
  );
  if (rows.length === 0) return [];
  const ids = new Set(rows.map((row) => row.id));
  const held = holds.filter((hold) => ids.has(hold.recipientId));
  await tx.query(
    `UPDATE campaign_recipient r SET paused = true, hold_reason = h.reason
       FROM unnest($1::uuid[], $2::text[]) AS h(id, reason)
      WHERE r.id = h.id`,
    [held.map((hold) => hold.recipientId), held.map((hold) => hold.reason)],
  );
  return held.map((hold) => hold.recipientId);
}

/** Which held recipients a release frees: those of a campaign, or those of some contacts. */
export type HeldScope = { campaignId: string } | { contactIds: string[] };

/**
 * Releases held recipients of the scope (locked in id order): no longer paused, without reason,
 * due again as they were. Answers how many.
 */
export async function releaseHeldRecipients(tx: EntityManager, scope: HeldScope): Promise<number> {
  const [where, parameter] =
    'campaignId' in scope
      ? [`campaign_id = $1`, scope.campaignId]
      : [`contact_id = ANY($1::uuid[])`, scope.contactIds];
  const rows: { id: string }[] = await tx.query(
    `SELECT id FROM campaign_recipient
      WHERE ${where} AND hold_reason IS NOT NULL AND state = 'active'
      ORDER BY id FOR UPDATE`,
    [parameter],
  );
  if (rows.length === 0) return 0;
  await tx.query(
    `UPDATE campaign_recipient SET paused = false, hold_reason = NULL
      WHERE id = ANY($1::uuid[]) AND hold_reason IS NOT NULL AND state = 'active'`,
    [rows.map((row) => row.id)],
  );
  return rows.length;
}

/**
 * The held recipients of each campaign of the workspace (campaign_recipient_held_idx); absent:
 * none.
 */
export async function countHeldRecipients(
  db: DataSource | EntityManager,
  workspaceId: string,
  campaignIds: readonly string[],
): Promise<Map<string, number>> {
  if (campaignIds.length === 0) return new Map();
  const rows: { campaign_id: string; held: number }[] = await db.query(
    `SELECT campaign_id, count(*)::int AS held FROM campaign_recipient
      WHERE campaign_id = ANY($1::uuid[]) AND hold_reason IS NOT NULL AND state = 'active'
        AND workspace_id = $2
      GROUP BY campaign_id`,
    [campaignIds, workspaceId],
  );
  return new Map(rows.map((row) => [row.campaign_id, row.held]));
}
