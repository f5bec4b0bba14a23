import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The read side of the campaign pages and the dashboard, kept by the event recorder in the
 * transaction of each event (like `campaign_counter`), so no page aggregates events at read time:
 *
 * - `email_event.list_id`: the list that brought the event's recipient, so the activity feed of one
 *   list reads its own index; with two partial indexes for the feed (unflagged events of a list,
 *   unflagged events other than sends) and one for the latest replies and leads of a workspace.
 * - `campaign_list_counter`: a campaign's totals per list (recipients, recipients per event type,
 *   and the feed's sizes), `step_list_counter`: a message's totals per list.
 * - `campaign_timeline_counter`: contacts added (series = the nil uuid) and first-time sends per
 *   message (series = the step id) per list and quarter of an hour (UTC). Every zone's offset is a
 *   multiple of 15 minutes, so the days of any zone are sums of whole quarters.
 * - `workspace_timeline_counter`: the dashboard's figures per quarter of an hour.
 * - `mailbox_day_counter`: messages sent and bounces per mailbox and UTC day (bounce rates).
 *
 * Existing events are counted here once, with the recorder's rules: a recipient counts once per
 * type (and once per message), flagged events count nothing.
 */
export class Reports1763800000024 implements MigrationInterface {
  name = 'Reports1763800000024';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE email_event ADD COLUMN list_id uuid`);
    await q.query(`
      UPDATE email_event e SET list_id = r.list_id
        FROM campaign_recipient r WHERE r.id = e.recipient_id`);
    await q.query(`
      CREATE INDEX email_event_feed_list_idx
          ON email_event (campaign_id, list_id, created_at DESC, id DESC) WHERE NOT flagged`);
    await q.query(`
      CREATE INDEX email_event_feed_idx
          ON email_event (campaign_id, created_at DESC, id DESC)
       WHERE NOT flagged AND type <> 'sent'`);
    await q.query(`
      CREATE INDEX email_event_latest_idx
          ON email_event (workspace_id, type, created_at DESC, id DESC)
       WHERE NOT flagged AND type IN ('reply', 'lead')`);

    await q.query(`
      CREATE TABLE campaign_list_counter (
        campaign_id uuid NOT NULL
          CONSTRAINT campaign_list_counter_campaign_id_fkey REFERENCES campaign(id) ON DELETE CASCADE,
        list_id uuid NOT NULL
          CONSTRAINT campaign_list_counter_list_id_fkey REFERENCES contact_list(id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL
          CONSTRAINT campaign_list_counter_workspace_id_fkey REFERENCES workspace(id) ON DELETE CASCADE,
        recipients integer NOT NULL DEFAULT 0,
        sent integer NOT NULL DEFAULT 0,
        open integer NOT NULL DEFAULT 0,
        click integer NOT NULL DEFAULT 0,
        reply integer NOT NULL DEFAULT 0,
        bounce integer NOT NULL DEFAULT 0,
        unsubscribe integer NOT NULL DEFAULT 0,
        lead integer NOT NULL DEFAULT 0,
        feed_events integer NOT NULL DEFAULT 0,
        feed_sends integer NOT NULL DEFAULT 0,
        CONSTRAINT campaign_list_counter_pkey PRIMARY KEY (campaign_id, list_id)
      )`);
    await q.query(`
      CREATE TABLE step_list_counter (
        step_id uuid NOT NULL
          CONSTRAINT step_list_counter_step_id_fkey REFERENCES step(id) ON DELETE CASCADE,
        list_id uuid NOT NULL
          CONSTRAINT step_list_counter_list_id_fkey REFERENCES contact_list(id) ON DELETE CASCADE,
        campaign_id uuid NOT NULL
          CONSTRAINT step_list_counter_campaign_id_fkey REFERENCES campaign(id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL
          CONSTRAINT step_list_counter_workspace_id_fkey REFERENCES workspace(id) ON DELETE CASCADE,
        sent integer NOT NULL DEFAULT 0,
        open integer NOT NULL DEFAULT 0,
        click integer NOT NULL DEFAULT 0,
        reply integer NOT NULL DEFAULT 0,
        bounce integer NOT NULL DEFAULT 0,
        unsubscribe integer NOT NULL DEFAULT 0,
        lead integer NOT NULL DEFAULT 0,
        CONSTRAINT step_list_counter_pkey PRIMARY KEY (step_id, list_id)
      )`);
    await q.query(
      `CREATE INDEX step_list_counter_campaign_idx ON step_list_counter (campaign_id, list_id)`,
    );
    await q.query(`
      CREATE TABLE campaign_timeline_counter (
        campaign_id uuid NOT NULL
          CONSTRAINT campaign_timeline_counter_campaign_id_fkey REFERENCES campaign(id) ON DELETE CASCADE,
        bucket timestamptz NOT NULL,
        list_id uuid NOT NULL
          CONSTRAINT campaign_timeline_counter_list_id_fkey REFERENCES contact_list(id) ON DELETE CASCADE,
        series uuid NOT NULL,
        workspace_id uuid NOT NULL
          CONSTRAINT campaign_timeline_counter_workspace_id_fkey REFERENCES workspace(id) ON DELETE CASCADE,
        count integer NOT NULL DEFAULT 0,
        CONSTRAINT campaign_timeline_counter_pkey PRIMARY KEY (campaign_id, bucket, list_id, series)
      )`);
    await q.query(`
      CREATE TABLE workspace_timeline_counter (
        workspace_id uuid NOT NULL
          CONSTRAINT workspace_timeline_counter_workspace_id_fkey REFERENCES workspace(id) ON DELETE CASCADE,
        bucket timestamptz NOT NULL,
        messages integer NOT NULL DEFAULT 0,
        sent integer NOT NULL DEFAULT 0,
        open integer NOT NULL DEFAULT 0,
        click integer NOT NULL DEFAULT 0,
        reply integer NOT NULL DEFAULT 0,
        bounce integer NOT NULL DEFAULT 0,
        unsubscribe integer NOT NULL DEFAULT 0,
        lead integer NOT NULL DEFAULT 0,
        CONSTRAINT workspace_timeline_counter_pkey PRIMARY KEY (workspace_id, bucket)
      )`);
    await q.query(`
      CREATE TABLE mailbox_day_counter (
        mail_account_id uuid NOT NULL
          CONSTRAINT mailbox_day_counter_mail_account_id_fkey REFERENCES mail_account(id) ON DELETE CASCADE,
        day date NOT NULL,
        workspace_id uuid NOT NULL
          CONSTRAINT mailbox_day_counter_workspace_id_fkey REFERENCES workspace(id) ON DELETE CASCADE,
        messages integer NOT NULL DEFAULT 0,
        bounce integer NOT NULL DEFAULT 0,
        CONSTRAINT mailbox_day_counter_pkey PRIMARY KEY (mail_account_id, day)
      )`);

    await this.countExisting(q);
  }

  /** Counts the events recorded before this migration, with the recorder's rules. */
  private async countExisting(q: QueryRunner): Promise<void> {
    // Each recipient's first unflagged event per type, and per type and message: first recorded
    // (ids are drawn in recording order), as the recorder counts them, whatever their times.
    await q.query(`
      CREATE TEMP TABLE first_event ON COMMIT DROP AS
      SELECT DISTINCT ON (e.recipient_id, e.type) e.recipient_id, e.type, e.created_at
        FROM email_event e
       WHERE NOT e.flagged AND e.recipient_id IS NOT NULL AND e.type <> 'auto_reply'
       ORDER BY e.recipient_id, e.type, e.id`);
    await q.query(`
      CREATE TEMP TABLE first_step_event ON COMMIT DROP AS
      SELECT DISTINCT ON (e.recipient_id, e.type, e.step_id) e.recipient_id, e.type, e.step_id,
             e.created_at
        FROM email_event e
       WHERE NOT e.flagged AND e.recipient_id IS NOT NULL AND e.step_id IS NOT NULL
         AND e.type <> 'auto_reply'
       ORDER BY e.recipient_id, e.type, e.step_id, e.id`);
    const types = ['sent', 'open', 'click', 'reply', 'bounce', 'unsubscribe', 'lead'];
    const columns = types.map((type) => `"${type}"`).join(', ');
    /** Per type, the number of first events `f` of that type, named after it. */
    const countsPerType = types
      .map((type) => `count(*) FILTER (WHERE f.type = '${type}') AS "${type}"`)
      .join(', ');

    await q.query(`
      INSERT INTO campaign_list_counter (campaign_id, list_id, workspace_id, recipients)
      SELECT campaign_id, list_id, min(workspace_id::text)::uuid, count(*)
        FROM campaign_recipient GROUP BY campaign_id, list_id`);
    await q.query(`
      UPDATE campaign_list_counter k
         SET ${types.map((type) => `"${type}" = t."${type}"`).join(', ')}
        FROM (SELECT r.campaign_id, r.list_id, ${countsPerType}
                FROM first_event f JOIN campaign_recipient r ON r.id = f.recipient_id
               GROUP BY r.campaign_id, r.list_id) t
       WHERE k.campaign_id = t.campaign_id AND k.list_id = t.list_id`);
    await q.query(`
      UPDATE campaign_list_counter k
         SET feed_events = t.events, feed_sends = t.sends
        FROM (SELECT campaign_id, list_id, count(*) AS events,
                     count(*) FILTER (WHERE type = 'sent') AS sends
                FROM email_event WHERE NOT flagged AND list_id IS NOT NULL
               GROUP BY campaign_id, list_id) t
       WHERE k.campaign_id = t.campaign_id AND k.list_id = t.list_id`);

    await q.query(`
      INSERT INTO step_list_counter (step_id, list_id, campaign_id, workspace_id, ${columns})
      SELECT f.step_id, r.list_id, min(r.campaign_id::text)::uuid, min(r.workspace_id::text)::uuid,
             ${countsPerType}
        FROM first_step_event f
        JOIN campaign_recipient r ON r.id = f.recipient_id
        JOIN step s ON s.id = f.step_id
       GROUP BY f.step_id, r.list_id`);

    await q.query(`
      INSERT INTO campaign_timeline_counter (campaign_id, bucket, list_id, series, workspace_id, count)
      SELECT campaign_id, date_bin('15 minutes', created_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'),
             list_id, '00000000-0000-0000-0000-000000000000'::uuid, min(workspace_id::text)::uuid,
             count(*)
        FROM campaign_recipient GROUP BY 1, 2, 3`);
    await q.query(`
      INSERT INTO campaign_timeline_counter (campaign_id, bucket, list_id, series, workspace_id, count)
      SELECT r.campaign_id,
             date_bin('15 minutes', f.created_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'),
             r.list_id, f.step_id, min(r.workspace_id::text)::uuid, count(*)
        FROM first_step_event f JOIN campaign_recipient r ON r.id = f.recipient_id
       WHERE f.type = 'sent'
       GROUP BY 1, 2, 3, 4`);

    await q.query(`
      INSERT INTO workspace_timeline_counter (workspace_id, bucket, messages, ${columns})
      SELECT workspace_id, bucket, sum(messages), ${types.map((type) => `sum("${type}")`).join(', ')}
        FROM (SELECT r.workspace_id,
                     date_bin('15 minutes', f.created_at, TIMESTAMPTZ '2000-01-01 00:00:00+00')
                       AS bucket,
                     0 AS messages, ${countsPerType}
                FROM first_event f JOIN campaign_recipient r ON r.id = f.recipient_id
               GROUP BY 1, 2
              UNION ALL
              SELECT r.workspace_id,
                     date_bin('15 minutes', f.created_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'),
                     count(*), ${types.map(() => '0').join(', ')}
                FROM first_step_event f JOIN campaign_recipient r ON r.id = f.recipient_id
               WHERE f.type = 'sent'
               GROUP BY 1, 2) t
       GROUP BY workspace_id, bucket`);

    await q.query(`
      INSERT INTO mailbox_day_counter (mail_account_id, day, workspace_id, messages, bounce)
      SELECT mail_account_id, day, min(workspace_id::text)::uuid, sum(messages), sum(bounce)
        FROM (SELECT c.mail_account_id, (f.created_at AT TIME ZONE 'UTC')::date AS day,
                     c.workspace_id, 1 AS messages, 0 AS bounce
                FROM first_step_event f
                JOIN campaign_recipient r ON r.id = f.recipient_id
                JOIN campaign c ON c.id = r.campaign_id
               WHERE f.type = 'sent' AND c.mail_account_id IS NOT NULL
              UNION ALL
              SELECT c.mail_account_id, (f.created_at AT TIME ZONE 'UTC')::date, c.workspace_id,
                     0, 1
                FROM first_event f
                JOIN campaign_recipient r ON r.id = f.recipient_id
                JOIN campaign c ON c.id = r.campaign_id
               WHERE f.type = 'bounce' AND c.mail_account_id IS NOT NULL) t
       GROUP BY mail_account_id, day`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP TABLE mailbox_day_counter, workspace_timeline_counter, campaign_timeline_counter,
                  step_list_counter, campaign_list_counter`,
    );
    await q.query(
      `DROP INDEX email_event_latest_idx, email_event_feed_idx, email_event_feed_list_idx`,
    );
    await q.query(`ALTER TABLE email_event DROP COLUMN list_id`);
  }
}
