/**
 * The counters of the reports benchmark, computed from the generated events with the event
 * recorder's rules (server/src/modules/events/README.md, and migration 0024's `countExisting`,
 * which counts existing events the same way): a recipient counts once per type, and once per type
 * and message, at its first recorded event; flagged events and auto-replies count nothing.
 * Set-based, one pass over the events. The generator stores events in time order (ids follow
 * times, as when the recorder stores them as they happen), so the first recorded is the earliest
 * and one hash aggregate on the time finds it, without sorting the events by id.
 */
import type { Client } from 'pg';

const TYPES = ['sent', 'open', 'click', 'reply', 'bounce', 'unsubscribe', 'lead'];
const COLUMNS = TYPES.map((type) => `"${type}"`).join(', ');
const BUCKET = `date_bin('15 minutes', f.created_at, TIMESTAMPTZ '2000-01-01 00:00:00+00')`;
const NIL = `'00000000-0000-0000-0000-000000000000'::uuid`;

/** Per type, the number of first events `f` of that type, named after it. */
const COUNTS_PER_TYPE = TYPES.map(
  (type) => `count(*) FILTER (WHERE f.type = '${type}') AS "${type}"`,
).join(', ');

/**
 * Each recipient's first counted event per type and message (one hash aggregate over the events),
 * and from it its first per type: the two sets every counter is a count of.
 */
async function firstEvents(db: Client): Promise<void> {
  await db.query(
    `CREATE TEMP TABLE first_any_step AS
     SELECT e.recipient_id, e.type, e.step_id, min(e.created_at) AS created_at
       FROM email_event e
      WHERE NOT e.flagged AND e.recipient_id IS NOT NULL AND e.type <> 'auto_reply'
      GROUP BY e.recipient_id, e.type, e.step_id`,
  );
  await db.query(
    `CREATE TEMP TABLE first_event AS
     SELECT f.recipient_id, f.type, min(f.created_at) AS created_at, r.campaign_id, r.list_id,
            r.workspace_id
       FROM first_any_step f JOIN campaign_recipient r ON r.id = f.recipient_id
      GROUP BY f.recipient_id, f.type, r.campaign_id, r.list_id, r.workspace_id`,
  );
  await db.query(
    `CREATE TEMP TABLE first_step_event AS
     SELECT f.recipient_id, f.type, f.step_id, f.created_at, r.campaign_id, r.list_id,
            r.workspace_id
       FROM first_any_step f JOIN campaign_recipient r ON r.id = f.recipient_id
      WHERE f.step_id IS NOT NULL`,
  );
  // Temporary tables are never analysed by autovacuum: without statistics the counters' grouping
  // is planned for a few rows.
  await db.query(`ANALYZE first_event, first_step_event`);
}

/** campaign_counter and campaign_list_counter (with the feed's sizes), step_counter and step_list_counter. */
async function campaignCounters(db: Client): Promise<void> {
  await db.query(
    `INSERT INTO campaign_list_counter (campaign_id, list_id, workspace_id, recipients)
     SELECT campaign_id, list_id, min(workspace_id::text)::uuid, count(*)
       FROM campaign_recipient GROUP BY campaign_id, list_id`,
  );
  await db.query(
    `UPDATE campaign_list_counter k
        SET ${TYPES.map((type) => `"${type}" = t."${type}"`).join(', ')}
       FROM (SELECT f.campaign_id, f.list_id, ${COUNTS_PER_TYPE}
               FROM first_event f GROUP BY f.campaign_id, f.list_id) t
      WHERE k.campaign_id = t.campaign_id AND k.list_id = t.list_id`,
  );
  await db.query(
    `UPDATE campaign_list_counter k
        SET feed_events = t.events, feed_sends = t.sends
       FROM (SELECT campaign_id, list_id, count(*) AS events,
                    count(*) FILTER (WHERE type = 'sent') AS sends
               FROM email_event WHERE NOT flagged AND list_id IS NOT NULL
              GROUP BY campaign_id, list_id) t
      WHERE k.campaign_id = t.campaign_id AND k.list_id = t.list_id`,
  );
  await db.query(
    `INSERT INTO campaign_counter (campaign_id, workspace_id, recipients, ${COLUMNS})
     SELECT campaign_id, min(workspace_id::text)::uuid, sum(recipients),
            ${TYPES.map((type) => `sum("${type}")`).join(', ')}
       FROM campaign_list_counter GROUP BY campaign_id`,
  );
  await db.query(
    `INSERT INTO step_list_counter (step_id, list_id, campaign_id, workspace_id, ${COLUMNS})
     SELECT f.step_id, f.list_id, min(f.campaign_id::text)::uuid, min(f.workspace_id::text)::uuid,
            ${COUNTS_PER_TYPE}
       FROM first_step_event f GROUP BY f.step_id, f.list_id`,
  );
  await db.query(
    `INSERT INTO step_counter (step_id, campaign_id, workspace_id, ${COLUMNS})
     SELECT s.id, s.campaign_id, s.workspace_id,
            ${TYPES.map((type) => `coalesce(sum(k."${type}"), 0)`).join(', ')}
       FROM step s LEFT JOIN step_list_counter k ON k.step_id = s.id
      GROUP BY s.id`,
  );
}

/** campaign_timeline_counter, workspace_timeline_counter and mailbox_day_counter. */
async function timelineCounters(db: Client): Promise<void> {
  await db.query(
    `INSERT INTO campaign_timeline_counter (campaign_id, bucket, list_id, series, workspace_id, count)
     SELECT campaign_id, date_bin('15 minutes', created_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'),
            list_id, ${NIL}, min(workspace_id::text)::uuid, count(*)
       FROM campaign_recipient GROUP BY 1, 2, 3`,
  );
  await db.query(
    `INSERT INTO campaign_timeline_counter (campaign_id, bucket, list_id, series, workspace_id, count)
     SELECT f.campaign_id, ${BUCKET}, f.list_id, f.step_id, min(f.workspace_id::text)::uuid, count(*)
       FROM first_step_event f WHERE f.type = 'sent' GROUP BY 1, 2, 3, 4`,
  );
  await db.query(
    `INSERT INTO workspace_timeline_counter (workspace_id, bucket, messages, ${COLUMNS})
     SELECT workspace_id, bucket, sum(messages), ${TYPES.map((type) => `sum("${type}")`).join(', ')}
       FROM (SELECT f.workspace_id, ${BUCKET} AS bucket, 0 AS messages, ${COUNTS_PER_TYPE}
               FROM first_event f GROUP BY 1, 2
             UNION ALL
             SELECT f.workspace_id, ${BUCKET}, count(*), ${TYPES.map(() => '0').join(', ')}
               FROM first_step_event f WHERE f.type = 'sent' GROUP BY 1, 2) t
      GROUP BY workspace_id, bucket`,
  );
  await db.query(
    `INSERT INTO mailbox_day_counter (mail_account_id, day, workspace_id, messages, bounce)
     SELECT mail_account_id, day, min(workspace_id::text)::uuid, sum(messages), sum(bounce)
       FROM (SELECT c.mail_account_id, (f.created_at AT TIME ZONE 'UTC')::date AS day,
                    c.workspace_id, (f.type = 'sent')::int AS messages,
                    (f.type = 'bounce')::int AS bounce
               FROM (SELECT campaign_id, type, created_at FROM first_step_event WHERE type = 'sent'
                     UNION ALL
                     SELECT campaign_id, type, created_at FROM first_event WHERE type = 'bounce') f
               JOIN campaign c ON c.id = f.campaign_id
              WHERE c.mail_account_id IS NOT NULL) t
      GROUP BY mail_account_id, day`,
  );
}

/** contact_activity: per contact, the campaigns it is in and its counted events of each kind. */
async function contactActivity(db: Client): Promise<void> {
  await db.query(
    `INSERT INTO contact_activity (contact_id, workspace_id, campaign_count, sent_count,
                                   opened_count, clicked_count, replied_count, lead_count)
     SELECT r.contact_id, min(r.workspace_id::text)::uuid, count(DISTINCT r.id),
            ${['sent', 'open', 'click', 'reply', 'lead']
              .map((type) => `count(*) FILTER (WHERE f.type = '${type}')`)
              .join(', ')}
       FROM campaign_recipient r LEFT JOIN first_event f ON f.recipient_id = r.id
      GROUP BY r.contact_id`,
  );
  await db.query(
    `UPDATE contact c SET status = CASE WHEN r.bounced THEN 'bounced' ELSE 'unsubscribed' END
       FROM (SELECT r.contact_id, bool_or(f.type = 'bounce') AS bounced
               FROM first_event f JOIN campaign_recipient r ON r.id = f.recipient_id
              WHERE f.type IN ('bounce', 'unsubscribe') GROUP BY r.contact_id) r
      WHERE c.id = r.contact_id`,
  );
}

/**
 * Fills every counter table from the events, as the recorder would have; returns the seconds
 * each part took.
 */
export async function countReportsData(db: Client): Promise<Record<string, number>> {
  const phases: Record<string, number> = {};
  const parts: [string, (db: Client) => Promise<void>][] = [
    ['first events', firstEvents],
    ['campaign and message counters', campaignCounters],
    ['timelines', timelineCounters],
    ['contact activity', contactActivity],
  ];
  for (const [name, part] of parts) {
    const started = process.hrtime.bigint();
    await part(db);
    phases[name] = Number(process.hrtime.bigint() - started) / 1e9;
  }
  await db.query(`DROP TABLE first_any_step, first_event, first_step_event`);
  return phases;
}
