import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Checks before a message leaves (issue 27 §2).
 * - `campaign_recipient.hold_reason`: why sending holds an active recipient (`paused` with it),
 *   such as "Missing First Name" for a message whose variable is empty for it, or why the checks
 *   stopped it (`check_status` then says which check: undeliverable, role, disposable,
 *   do_not_contact; state `suppressed`). A partial index counts a campaign's held recipients
 *   without reading the others.
 * - `email_domain_check`: the verdict of each recipient domain, shared by every workspace (public
 *   DNS facts): no MX and no A/AAAA record → `undeliverable`; `disposable` from the maintained list.
 *   Pending domains (`checked_at` NULL) are found by a partial index.
 * - `campaign.skip_role_addresses`, `campaign.skip_disposable`: the campaign options to skip them.
 * - `do_not_contact`: a workspace's addresses and whole domains never to contact, one row per
 *   lower-cased value (`kind` says which), read at enrolment and at claim.
 */
export class SendChecks1763800000060 implements MigrationInterface {
  name = 'SendChecks1763800000060';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE campaign_recipient ADD COLUMN hold_reason text`);
    await q.query(`
      ALTER TABLE campaign_recipient ADD COLUMN check_status text
        CONSTRAINT campaign_recipient_check_status_check
        CHECK (check_status IN ('undeliverable', 'role', 'disposable', 'do_not_contact'))`);
    await q.query(`
      CREATE TABLE email_domain_check (
        domain text PRIMARY KEY,
        disposable boolean NOT NULL DEFAULT false,
        verdict text CONSTRAINT email_domain_check_verdict_check
          CHECK (verdict IN ('deliverable', 'undeliverable')),
        detail text,
        checked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE INDEX email_domain_check_pending_idx ON email_domain_check (created_at)
       WHERE checked_at IS NULL`);
    await q.query(`
      CREATE TABLE do_not_contact (
        workspace_id uuid NOT NULL
          CONSTRAINT do_not_contact_workspace_id_fkey REFERENCES workspace(id) ON DELETE CASCADE,
        value text NOT NULL,
        kind text NOT NULL CONSTRAINT do_not_contact_kind_check CHECK (kind IN ('address', 'domain')),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT do_not_contact_pkey PRIMARY KEY (workspace_id, value)
      )`);
    await q.query(`
      ALTER TABLE campaign
        ADD COLUMN skip_role_addresses boolean NOT NULL DEFAULT false,
        ADD COLUMN skip_disposable boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE INDEX campaign_recipient_held_idx ON campaign_recipient (campaign_id)
       WHERE hold_reason IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE campaign DROP COLUMN skip_role_addresses, DROP COLUMN skip_disposable`,
    );
    await q.query(`DROP TABLE do_not_contact`);
    await q.query(`DROP TABLE email_domain_check`);
    await q.query(`ALTER TABLE campaign_recipient DROP COLUMN check_status`);
    await q.query(`DROP INDEX campaign_recipient_held_idx`);
    await q.query(`ALTER TABLE campaign_recipient DROP COLUMN hold_reason`);
  }
}
