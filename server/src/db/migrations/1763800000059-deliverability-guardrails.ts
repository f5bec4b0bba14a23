import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deliverability guardrails (issue 27 §1): a mailbox or a campaign whose hard bounces or spam
 * complaints reach a threshold of its sends in a rolling window pauses itself
 * (`guardrails/README.md`).
 * - `mail_account.paused_at`, `pause_reason`: set by the guard, cleared by a resume; the send
 *   path skips a mailbox with `paused_at` (the claim's re-check, the dispatch run, the pool
 *   balance). `guard_since`: the sends counted start there (a resume sets it, so a resumed
 *   mailbox is not paused again before the minimum of sends is reached anew).
 * - `campaign.pause_reason`, `guard_since`: the same for a campaign, whose pause is its own
 *   `paused` status.
 * - `guardrail_setting`: the thresholds of a workspace (`mail_account_id` NULL) and the overrides
 *   of one of its mailboxes; each NULL column falls back to the workspace's, then the default.
 * - `email_event_guard_idx`: a workspace's bounces and spam complaints (feedback reports,
 *   recorded as unsubscribes `via` 'complaint') by time, the few rows the guard counts from
 *   (rare next to sends: the index stays small).
 * - `recipient_domain_deferral`: per workspace and recipient domain, the temporary refusals (4xx)
 *   in a row and, after a few, until when sending to that domain is held (back-off), whichever
 *   mailbox sends (`sending/domain-deferrals.ts`).
 */
export class DeliverabilityGuardrails1763800000059 implements MigrationInterface {
  name = 'DeliverabilityGuardrails1763800000059';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE mail_account
        ADD COLUMN paused_at timestamptz,
        ADD COLUMN pause_reason text,
        ADD COLUMN guard_since timestamptz`);
    await q.query(`
      ALTER TABLE campaign
        ADD COLUMN pause_reason text,
        ADD COLUMN guard_since timestamptz`);
    await q.query(`
      CREATE TABLE guardrail_setting (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL
          CONSTRAINT guardrail_setting_workspace_id_fkey REFERENCES workspace(id) ON DELETE CASCADE,
        mail_account_id uuid
          CONSTRAINT guardrail_setting_mail_account_id_fkey REFERENCES mail_account(id) ON DELETE CASCADE,
        enabled boolean,
        bounce_percent numeric(5, 2),
        min_sends integer,
        window_days integer,
        complaint_percent numeric(5, 2),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT guardrail_setting_bounce_percent_check CHECK (bounce_percent > 0 AND bounce_percent <= 100),
        CONSTRAINT guardrail_setting_complaint_percent_check CHECK (complaint_percent > 0 AND complaint_percent <= 100),
        CONSTRAINT guardrail_setting_min_sends_check CHECK (min_sends >= 1),
        CONSTRAINT guardrail_setting_window_days_check CHECK (window_days BETWEEN 1 AND 90)
      )`);
    await q.query(`
      CREATE UNIQUE INDEX guardrail_setting_workspace_key ON guardrail_setting (workspace_id)
        WHERE mail_account_id IS NULL`);
    await q.query(`
      CREATE UNIQUE INDEX guardrail_setting_mail_account_key ON guardrail_setting (mail_account_id)
        WHERE mail_account_id IS NOT NULL`);
    await q.query(`
      CREATE INDEX email_event_guard_idx ON email_event (workspace_id, created_at)
        WHERE NOT flagged
          AND (type = 'bounce' OR (type = 'unsubscribe' AND meta->>'via' = 'complaint'))`);
    await q.query(`
      CREATE TABLE recipient_domain_deferral (
        workspace_id uuid NOT NULL
          CONSTRAINT recipient_domain_deferral_workspace_id_fkey REFERENCES workspace(id) ON DELETE CASCADE,
        domain text NOT NULL,
        deferrals integer NOT NULL,
        last_deferred_at timestamptz NOT NULL,
        held_until timestamptz,
        last_reply text,
        CONSTRAINT recipient_domain_deferral_pkey PRIMARY KEY (workspace_id, domain)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE recipient_domain_deferral`);
    await q.query(`DROP INDEX email_event_guard_idx`);
    await q.query(`DROP TABLE guardrail_setting`);
    await q.query(`ALTER TABLE campaign DROP COLUMN pause_reason, DROP COLUMN guard_since`);
    await q.query(
      `ALTER TABLE mail_account DROP COLUMN paused_at, DROP COLUMN pause_reason, DROP COLUMN guard_since`,
    );
  }
}
