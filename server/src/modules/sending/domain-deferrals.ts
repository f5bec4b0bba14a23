/**
 * Deferrals per recipient domain (issue 27 §1; sending README, "Deferrals per recipient
 * domain"): a temporary refusal (a 4xx reply: greylisting, "try again later", a provider's rate
 * limit) of a message to a domain counts for the workspace; after `DEFERRALS_BEFORE_HOLD` in a
 * row the domain is held, whichever of the workspace's mailboxes would send, for a back-off that
 * doubles with each further deferral (1, 2, 4 … minutes, at most an hour): the dispatch runs
 * leave its recipients and retries out meanwhile, instead of each mailbox hammering it. A streak
 * ends after an hour without a deferral. One row per (workspace, domain): its primary key is
 * every statement's path.
 */
import type { DataSource, EntityManager } from 'typeorm';

/** Temporary refusals in a row before a domain is held. */
export const DEFERRALS_BEFORE_HOLD = 3;
/** A streak of deferrals ends after this long without one. */
const STREAK_MS = 60 * 60_000;
const HOLD_BASE_MINUTES = 1;
const HOLD_CAP_MINUTES = 60;

/** The streak a deferral makes: one more, or a new one after an hour without any. */
const STREAK = `(CASE WHEN d.last_deferred_at < $2::timestamptz - $7 * interval '1 millisecond'
                      THEN 1 ELSE d.deferrals + 1 END)`;

/** A domain held for the workspace: how many deferrals in a row, until when, the last reply. */
export interface DeferredDomain {
  domain: string;
  deferrals: number;
  heldUntil: Date;
  lastReply: string | null;
}

/**
 * Counts a temporary refusal of send `sendId` (its recipient's domain, its workspace) at `now`,
 * and holds the domain once the streak reaches `DEFERRALS_BEFORE_HOLD`. One statement.
 */
export async function recordDeferral(
  db: DataSource | EntityManager,
  sendId: string,
  reply: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO recipient_domain_deferral AS d
            (workspace_id, domain, deferrals, last_deferred_at, held_until, last_reply)
     SELECT s.workspace_id, lower(split_part(r.email, '@', 2)), 1, $2::timestamptz,
            CASE WHEN 1 >= $4 THEN $2::timestamptz + make_interval(mins => $5) END, $3
       FROM send s JOIN campaign_recipient r ON r.id = s.recipient_id
      WHERE s.id = $1
     ON CONFLICT (workspace_id, domain) DO UPDATE SET
       deferrals = ${STREAK},
       last_deferred_at = $2::timestamptz,
       last_reply = $3,
       held_until = CASE WHEN ${STREAK} >= $4
                         THEN $2::timestamptz + make_interval(mins => least($6::int,
                                ($5 * power(2, ${STREAK} - $4))::int))
                         ELSE d.held_until END`,
    [
      sendId,
      now,
      reply.slice(0, 300),
      DEFERRALS_BEFORE_HOLD,
      HOLD_BASE_MINUTES,
      HOLD_CAP_MINUTES,
      STREAK_MS,
    ],
  );
}

/** The recipient domains held for the workspace at `now` (lower-case), or null when none is. */
export async function heldDomains(
  db: DataSource,
  workspaceId: string,
  now: Date,
): Promise<string[] | null> {
  const rows: { domain: string }[] = await db.query(
    `SELECT domain FROM recipient_domain_deferral
      WHERE workspace_id = $1 AND held_until > $2`,
    [workspaceId, now],
  );
  return rows.length > 0 ? rows.map((row) => row.domain) : null;
}

/** What is held for the workspace at `now` and until when, the longest held first (diagnosis). */
export async function deferredDomains(
  db: DataSource,
  workspaceId: string,
  now: Date,
): Promise<DeferredDomain[]> {
  const rows: { domain: string; deferrals: number; held_until: Date; last_reply: string | null }[] =
    await db.query(
      `SELECT domain, deferrals, held_until, last_reply FROM recipient_domain_deferral
        WHERE workspace_id = $1 AND held_until > $2
        ORDER BY held_until DESC, domain`,
      [workspaceId, now],
    );
  return rows.map((row) => ({
    domain: row.domain,
    deferrals: row.deferrals,
    heldUntil: row.held_until,
    lastReply: row.last_reply,
  }));
}
