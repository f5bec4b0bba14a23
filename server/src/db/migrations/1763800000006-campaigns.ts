import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Campaigns: the wizard's state, their lists (with the column mapping of each), the message steps,
 * the recipients (one per contact and campaign; their variables stay in the list row), labels and
 * the counters the campaign list reads (kept by the sending module, never aggregated at read time).
 */
export class Campaigns1763800000006 implements MigrationInterface {
  name = 'Campaigns1763800000006';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE campaign (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        name text NOT NULL,
        status text NOT NULL DEFAULT 'draft'
          CHECK (status IN ('draft', 'scheduled', 'started', 'paused', 'complete', 'deleted')),
        current_tab text NOT NULL DEFAULT 'add-recipients',
        completed_tabs text[] NOT NULL DEFAULT '{start}',
        mail_account_id uuid REFERENCES mail_account(id) ON DELETE SET NULL,
        use_smtp boolean NOT NULL DEFAULT false,
        message_mime_type text NOT NULL DEFAULT 'text/html'
          CHECK (message_mime_type IN ('text/html', 'text/plain')),
        track_open boolean NOT NULL DEFAULT true,
        track_clicks boolean NOT NULL DEFAULT true,
        pertinent_laws boolean NOT NULL DEFAULT false,
        start_time timestamptz,
        start_time_zone text,
        time_offset integer,
        variables text[] NOT NULL DEFAULT '{}',
        lead_settings jsonb NOT NULL DEFAULT
          '{"assigned_to": null, "clause": "or", "conditions": [{"type": "reply", "event_count": 1}]}',
        created_by uuid REFERENCES "user"(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX campaign_workspace_idx ON campaign (workspace_id, created_at DESC, id)
        WHERE deleted_at IS NULL`,
    );
    await q.query(`CREATE INDEX campaign_mail_account_idx ON campaign (mail_account_id)`);
    await q.query(`
      CREATE TABLE campaign_list (
        campaign_id uuid NOT NULL REFERENCES campaign(id) ON DELETE CASCADE,
        list_id uuid NOT NULL REFERENCES contact_list(id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        mapping jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (campaign_id, list_id)
      )`);
    await q.query(`CREATE INDEX campaign_list_list_idx ON campaign_list (list_id)`);
    await q.query(`
      CREATE TABLE step (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        campaign_id uuid NOT NULL REFERENCES campaign(id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 1),
        subject text NOT NULL,
        body text NOT NULL,
        delay_days integer NOT NULL DEFAULT 0 CHECK (delay_days >= 0),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'pause')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (campaign_id, position) DEFERRABLE INITIALLY DEFERRED
      )`);
    await q.query(`
      CREATE TABLE campaign_recipient (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        campaign_id uuid NOT NULL REFERENCES campaign(id) ON DELETE CASCADE,
        contact_id uuid NOT NULL REFERENCES contact(id) ON DELETE CASCADE,
        list_id uuid NOT NULL REFERENCES contact_list(id) ON DELETE CASCADE,
        state text NOT NULL DEFAULT 'active'
          CHECK (state IN ('active', 'suppressed', 'replied', 'lead', 'bounced', 'unsubscribed', 'complete')),
        paused boolean NOT NULL DEFAULT false,
        next_position integer NOT NULL DEFAULT 1,
        next_send_at timestamptz,
        last_sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (campaign_id, contact_id)
      )`);
    await q.query(
      `CREATE INDEX campaign_recipient_list_idx ON campaign_recipient (campaign_id, list_id)`,
    );
    await q.query(`CREATE INDEX campaign_recipient_contact_idx ON campaign_recipient (contact_id)`);
    await q.query(`
      CREATE TABLE label (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX label_name_idx ON label (workspace_id, lower(name))`);
    await q.query(`
      CREATE TABLE campaign_label (
        campaign_id uuid NOT NULL REFERENCES campaign(id) ON DELETE CASCADE,
        label_id uuid NOT NULL REFERENCES label(id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        PRIMARY KEY (campaign_id, label_id)
      )`);
    await q.query(`CREATE INDEX campaign_label_label_idx ON campaign_label (label_id)`);
    await q.query(`
      CREATE TABLE campaign_counter (
        campaign_id uuid PRIMARY KEY REFERENCES campaign(id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        recipients integer NOT NULL DEFAULT 0,
        sent integer NOT NULL DEFAULT 0,
        open integer NOT NULL DEFAULT 0,
        click integer NOT NULL DEFAULT 0,
        reply integer NOT NULL DEFAULT 0,
        bounce integer NOT NULL DEFAULT 0,
        unsubscribe integer NOT NULL DEFAULT 0,
        lead integer NOT NULL DEFAULT 0
      )`);
    await q.query(`
      CREATE TABLE step_counter (
        step_id uuid PRIMARY KEY REFERENCES step(id) ON DELETE CASCADE,
        campaign_id uuid NOT NULL REFERENCES campaign(id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        sent integer NOT NULL DEFAULT 0,
        open integer NOT NULL DEFAULT 0,
        click integer NOT NULL DEFAULT 0,
        reply integer NOT NULL DEFAULT 0,
        bounce integer NOT NULL DEFAULT 0,
        unsubscribe integer NOT NULL DEFAULT 0,
        lead integer NOT NULL DEFAULT 0
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE step_counter, campaign_counter, campaign_label, label,
      campaign_recipient, step, campaign_list, campaign`);
  }
}
