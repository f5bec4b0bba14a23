import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sending (ARCHITECTURE §4): the send ledger (at most one send per recipient and step), the events
 * every counter is derived from, the links of each message (a click redirects only to them), leads,
 * and where each mailbox's inbox was read up to.
 */
export class Sending1763800000009 implements MigrationInterface {
  name = 'Sending1763800000009';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE send (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        campaign_id uuid NOT NULL REFERENCES campaign(id) ON DELETE CASCADE,
        step_id uuid REFERENCES step(id) ON DELETE SET NULL,
        recipient_id uuid NOT NULL REFERENCES campaign_recipient(id) ON DELETE CASCADE,
        mail_account_id uuid REFERENCES mail_account(id) ON DELETE SET NULL,
        position integer NOT NULL,
        message_id text NOT NULL UNIQUE,
        state text NOT NULL DEFAULT 'claimed'
          CHECK (state IN ('claimed', 'smtp_started', 'sent', 'failed', 'uncertain')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        last_error text,
        subject text,
        in_reply_to text,
        claimed_at timestamptz NOT NULL DEFAULT now(),
        smtp_started_at timestamptz,
        sent_at timestamptz,
        UNIQUE (recipient_id, step_id)
      )`);
    await q.query(
      `CREATE INDEX send_mail_account_sent_idx ON send (mail_account_id, sent_at DESC)
        WHERE state = 'sent'`,
    );
    await q.query(
      `CREATE INDEX send_open_idx ON send (mail_account_id, state)
        WHERE state IN ('claimed', 'smtp_started')`,
    );
    await q.query(`CREATE INDEX send_campaign_idx ON send (campaign_id, sent_at DESC)`);
    await q.query(`
      CREATE TABLE send_link (
        send_id uuid NOT NULL REFERENCES send(id) ON DELETE CASCADE,
        index integer NOT NULL,
        url text NOT NULL,
        PRIMARY KEY (send_id, index)
      )`);
    await q.query(`
      CREATE TABLE email_event (
        id bigserial PRIMARY KEY,
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        campaign_id uuid NOT NULL REFERENCES campaign(id) ON DELETE CASCADE,
        step_id uuid REFERENCES step(id) ON DELETE SET NULL,
        recipient_id uuid REFERENCES campaign_recipient(id) ON DELETE CASCADE,
        contact_id uuid REFERENCES contact(id) ON DELETE SET NULL,
        send_id uuid REFERENCES send(id) ON DELETE SET NULL,
        type text NOT NULL CHECK (type IN
          ('sent', 'open', 'click', 'reply', 'bounce', 'unsubscribe', 'lead', 'auto_reply')),
        flagged boolean NOT NULL DEFAULT false,
        meta jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX email_event_campaign_idx ON email_event (campaign_id, created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX email_event_recipient_idx ON email_event (recipient_id, type, step_id)`,
    );
    await q.query(`
      CREATE TABLE lead (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        campaign_id uuid NOT NULL REFERENCES campaign(id) ON DELETE CASCADE,
        recipient_id uuid NOT NULL UNIQUE REFERENCES campaign_recipient(id) ON DELETE CASCADE,
        contact_id uuid NOT NULL REFERENCES contact(id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'ignore')),
        assigned_to uuid REFERENCES "user"(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX lead_workspace_idx ON lead (workspace_id, status, created_at DESC)`,
    );
    await q.query(`
      CREATE TABLE inbox_cursor (
        mail_account_id uuid NOT NULL REFERENCES mail_account(id) ON DELETE CASCADE,
        folder text NOT NULL,
        uid_validity bigint NOT NULL,
        last_uid bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (mail_account_id, folder)
      )`);
    // A message read from an inbox is handled once, even when UIDVALIDITY changes and the same
    // messages come back under new UIDs: they are known by their Message-ID (or a digest).
    await q.query(`
      CREATE TABLE inbox_message (
        mail_account_id uuid NOT NULL REFERENCES mail_account(id) ON DELETE CASCADE,
        message_key text NOT NULL,
        kind text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (mail_account_id, message_key)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE inbox_message, inbox_cursor, lead, email_event, send_link, send`);
  }
}
