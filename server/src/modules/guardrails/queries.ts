/**
 * The guard's statements: the thresholds in force, the bounce tallies of a mailbox or a campaign
 * over its window, the mailbox pause and resume. The tallies read the ledger (`send`) and the
 * bounces (`email_event`); they run only when a bounce is recorded or by the sweep, never per send,
 * and read as many sends as the rule needs, whatever the size of the mailbox or the campaign.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { updatedRows } from '../../db/sql';

/** The thresholds in force for a mailbox (or a workspace): its own, else the workspace's, else the defaults. */
export interface GuardRule {
  enabled: boolean;
  bounce_percent: number;
  min_sends: number;
  window_days: number;
  complaint_percent: number;
}

const RULE_COLUMNS = (own: string, ws: string) => `
  coalesce(${own}.enabled, ${ws}.enabled, true) AS enabled,
  coalesce(${own}.bounce_percent, ${ws}.bounce_percent, 5)::float8 AS bounce_percent,
  coalesce(${own}.min_sends, ${ws}.min_sends, 20) AS min_sends,
  coalesce(${own}.window_days, ${ws}.window_days, 7) AS window_days,
  coalesce(${own}.complaint_percent, ${ws}.complaint_percent, 0.3)::float8 AS complaint_percent`;

export interface GuardedMailbox extends GuardRule {
  id: string;
  workspace_id: string;
  paused: boolean;
  guard_since: Date | null;
}

/**
 * The mailboxes that sent `sendIds`, locked in id order (FOR NO KEY UPDATE: two bounces of one
 * mailbox are weighed one after the other, the second seeing the first), with their rule.
 */
export async function lockMailboxesOfSends(
  tx: EntityManager,
  sendIds: string[],
): Promise<GuardedMailbox[]> {
  return tx.query(
    `SELECT m.id, m.workspace_id, m.paused_at IS NOT NULL AS paused, m.guard_since,
            ${RULE_COLUMNS('own', 'ws')}
       FROM mail_account m
       LEFT JOIN guardrail_setting own ON own.mail_account_id = m.id
       LEFT JOIN guardrail_setting ws ON ws.workspace_id = m.workspace_id
                                     AND ws.mail_account_id IS NULL
      WHERE m.id IN (SELECT mail_account_id FROM send WHERE id = ANY($1::uuid[]))
      ORDER BY m.id
        FOR NO KEY UPDATE OF m`,
    [sendIds],
  );
}

export interface GuardedCampaign extends GuardRule {
  id: string;
  workspace_id: string;
  started: boolean;
  guard_since: Date | null;
}

/** The campaigns of `sendIds` with their workspace's rule (campaigns have no override). */
export async function campaignsOfSends(
  tx: EntityManager,
  sendIds: string[],
): Promise<GuardedCampaign[]> {
  return tx.query(
    `SELECT c.id, c.workspace_id, c.status = 'started' AND c.deleted_at IS NULL AS started,
            c.guard_since, ${RULE_COLUMNS('ws', 'ws')}
       FROM campaign c
       LEFT JOIN guardrail_setting ws ON ws.workspace_id = c.workspace_id
                                     AND ws.mail_account_id IS NULL
      WHERE c.id IN (SELECT campaign_id FROM send WHERE id = ANY($1::uuid[]))
      ORDER BY c.id`,
    [sendIds],
  );
}

export interface BounceTally {
  bounced: number;
  /** Spam complaints (feedback reports, recorded as unsubscribes `via` 'complaint'). */
  complained: number;
  /**
   * The sends in the window, counted only as far as the rule needs (`sendsNeeded`): exact when
   * the rule pauses (and below its minimum), else at least enough to show it does not.
   */
  sent: number;
}

/** The events the guard counts: hard bounces and spam complaints (email_event_guard_idx). */
const GUARDED_EVENT = `NOT e.flagged
  AND (e.type = 'bounce' OR (e.type = 'unsubscribe' AND e.meta->>'via' = 'complaint'))`;

/**
 * How many sends a tally must count to decide: a threshold of p % is reached by b bounces while
 * the sends are at most b × 100 / p, and the minimum needs `min_sends`, so counting a little past
 * the larger settles it (2 more: a margin for the float division). Null (count them all) when a
 * threshold of 0 % makes any count reach it, whatever the number shown.
 */
export function sendsNeeded(
  rule: Pick<GuardRule, 'min_sends' | 'bounce_percent' | 'complaint_percent'>,
  bounced: number,
  complained: number,
): number | null {
  const bound = (events: number, percent: number) =>
    events === 0 ? 0 : percent > 0 ? Math.floor((events * 100) / percent) : Infinity;
  const most = Math.max(
    rule.min_sends,
    bound(bounced, rule.bounce_percent),
    bound(complained, rule.complaint_percent),
  );
  return Number.isFinite(most) ? most + 2 : null;
}

/**
 * The sends handed over since $2 by mailbox $1, newest first, at most $3 (a range of
 * send_handed_over_idx).
 */
const MAILBOX_SENDS = `
  SELECT count(*)::int AS n FROM (
    SELECT 1 FROM send s
     WHERE s.mail_account_id = $1 AND s.state IN ('sent', 'smtp_started', 'uncertain')
       AND coalesce(s.sent_at, s.smtp_started_at) >= $2
     ORDER BY coalesce(s.sent_at, s.smtp_started_at) DESC
     LIMIT $3) handed_over`;

/**
 * The sends handed over since $2 for campaign $1, counted no further than $3: those sent, newest
 * first (a range of send_campaign_idx, whose `sent_at` only a sent message has); those uncertain
 * (send_uncertain_idx); those on the wire, from the pool's mailboxes (send_open_idx). No index of
 * `send` is added for it: every send writes them all. EXPLAIN ANALYZE on a campaign of 20,000
 * sends, one bounce at 5 % (22 counted):
 *   InitPlan 1 -> Aggregate -> Limit (actual rows=22)
 *     -> Index Scan using send_campaign_idx on send s (actual rows=22)
 *          Index Cond: ((campaign_id = $1) AND (sent_at >= $2)), Filter: (state = 'sent')
 *   InitPlan 2 -> Aggregate -> Index Scan using send_uncertain_idx (actual rows=0)
 *   InitPlan 4 -> Aggregate -> Index Scan using send_open_idx on send s_2 (actual rows=0)
 *          Index Cond: ((mail_account_id = ANY (the pool)) AND (state = 'smtp_started'))
 */
const CAMPAIGN_SENDS = `
  SELECT ((SELECT count(*) FROM (
             SELECT 1 FROM send s
              WHERE s.campaign_id = $1 AND s.sent_at >= $2 AND s.state = 'sent'
              ORDER BY s.sent_at DESC LIMIT $3) sent)
        + (SELECT count(*) FROM send s
            WHERE s.campaign_id = $1 AND s.state = 'uncertain' AND s.smtp_started_at >= $2)
        + (SELECT count(*) FROM send s
            WHERE s.mail_account_id = ANY (ARRAY(SELECT p.mail_account_id
                                                    FROM campaign_mail_account p
                                                   WHERE p.campaign_id = $1))
              AND s.state = 'smtp_started' AND s.campaign_id = $1
              AND coalesce(s.sent_at, s.smtp_started_at) >= $2))::int AS n`;

/**
 * Of the sends handed over since `$since` by one mailbox (`scope` 'mail_account_id') or one
 * campaign ('campaign_id'), how many there were, how many bounced and how many were reported as
 * spam. A send refused for good at SMTP time (state `failed`, with a bounce) counts as sent and
 * bounced. The events come from the workspace's few recent ones (email_event_guard_idx); the
 * sends from `MAILBOX_SENDS` or `CAMPAIGN_SENDS`, newest first and no further than the rule needs
 * (`sendsNeeded`): a bounce of a campaign of 100,000 sends reads as many rows as one of 40
 * (`__tests__/bounce-tally-cost.test.ts` counts them).
 */
export async function tallyBounces(
  tx: EntityManager | DataSource,
  scope: 'mail_account_id' | 'campaign_id',
  rule: GuardRule & { workspace_id: string; id: string },
  since: Date,
): Promise<BounceTally> {
  const [hits]: { bounced: number; complained: number; failed: number }[] = await tx.query(
    `WITH hit AS (
       SELECT DISTINCT s.id, s.state, e.type
         FROM email_event e
         JOIN send s ON s.id = e.send_id
        WHERE e.workspace_id = $1 AND ${GUARDED_EVENT} AND e.created_at >= $3
          AND s.${scope} = $2 AND coalesce(s.sent_at, s.smtp_started_at) >= $3)
     SELECT count(*) FILTER (WHERE type = 'bounce')::int AS bounced,
            count(*) FILTER (WHERE type = 'unsubscribe')::int AS complained,
            count(DISTINCT id) FILTER (WHERE state = 'failed')::int AS failed
       FROM hit`,
    [rule.workspace_id, rule.id, since],
  );
  const [{ n }]: { n: number }[] = await tx.query(
    scope === 'mail_account_id' ? MAILBOX_SENDS : CAMPAIGN_SENDS,
    [rule.id, since, sendsNeeded(rule, hits.bounced, hits.complained)],
  );
  return { bounced: hits.bounced, complained: hits.complained, sent: n + hits.failed };
}

/** Pauses a mailbox not paused yet; false when it already was. */
export async function pauseMailbox(
  tx: EntityManager,
  mailboxId: string,
  at: Date,
  reason: string,
): Promise<boolean> {
  const rows = updatedRows<{ id: string }>(
    await tx.query(
      `UPDATE mail_account SET paused_at = $2, pause_reason = $3
        WHERE id = $1 AND paused_at IS NULL RETURNING id`,
      [mailboxId, at, reason],
    ),
  );
  return rows.length > 0;
}

/**
 * Resumes a paused mailbox of the workspace: the guard counts its sends from now on (so it is not
 * paused again before the minimum of sends). Answers its id, null when none is paused by that address.
 */
export async function resumeMailbox(
  db: DataSource,
  workspaceId: string,
  email: string,
): Promise<string | null> {
  const rows = updatedRows<{ id: string }>(
    await db.query(
      `UPDATE mail_account SET paused_at = NULL, pause_reason = NULL, guard_since = now()
        WHERE workspace_id = $1 AND email = $2 AND paused_at IS NOT NULL RETURNING id`,
      [workspaceId, email],
    ),
  );
  return rows[0]?.id ?? null;
}

/**
 * The sweep's work: mailboxes not paused with a bounce recorded in the last `maxDays` days (the
 * longest window a rule may have), and a send of theirs that bounced (at most 500 sends).
 */
export async function sendsToReweigh(db: DataSource, maxDays: number): Promise<string[]> {
  const rows: { send_id: string }[] = await db.query(
    `SELECT DISTINCT ON (s.mail_account_id, s.campaign_id) e.send_id
       FROM email_event e
       JOIN send s ON s.id = e.send_id
       JOIN mail_account m ON m.id = s.mail_account_id AND m.paused_at IS NULL
      WHERE ${GUARDED_EVENT} AND e.created_at >= now() - make_interval(days => $1)
      ORDER BY s.mail_account_id, s.campaign_id, e.created_at DESC
      LIMIT 500`,
    [maxDays],
  );
  return rows.map((row) => row.send_id);
}

export interface PausedPoolMailbox {
  campaign_id: string;
  email: string;
  pause_reason: string | null;
  paused_at: Date;
}

/**
 * The paused mailboxes of the pools of `campaignIds` (of the workspace), by campaign and pool
 * order: what each campaign's header says holds it back.
 */
export async function selectPausedPoolMailboxes(
  db: DataSource,
  workspaceId: string,
  campaignIds: readonly string[],
): Promise<PausedPoolMailbox[]> {
  return db.query(
    `SELECT p.campaign_id, m.email::text AS email, m.pause_reason, m.paused_at
       FROM campaign_mail_account p
       JOIN mail_account m ON m.id = p.mail_account_id AND m.paused_at IS NOT NULL
      WHERE p.campaign_id = ANY($2::uuid[]) AND p.workspace_id = $1
      ORDER BY p.campaign_id, p.position`,
    [workspaceId, campaignIds],
  );
}
