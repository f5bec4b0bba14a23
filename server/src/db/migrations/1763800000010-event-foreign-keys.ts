import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The foreign keys of email_event, as 0009-sending declared them (restored by `down`). */
const FOREIGN_KEYS = [
  ['workspace_id', 'workspace', 'CASCADE'],
  ['campaign_id', 'campaign', 'CASCADE'],
  ['step_id', 'step', 'SET NULL'],
  ['recipient_id', 'campaign_recipient', 'CASCADE'],
  ['contact_id', 'contact', 'SET NULL'],
  ['send_id', 'send', 'SET NULL'],
] as const;

/**
 * email_event without foreign keys. Its ids are copies of the send's / recipient's, written only by
 * the event recorder from rows it has just locked, so the checks proved nothing new, and they were
 * most of an insert's cost (a lookup and a row lock per key and event: tracking writes thousands
 * of events a second). Keeping `send_id` would also need an index on it, or every delete of a send
 * scans the whole table to set it to NULL.
 *
 * What the cascades did is now done by the deletes themselves: unlinking a list deletes the events
 * of the recipients it removes, deleting a message sets its events' step to NULL. Campaigns are
 * only ever soft-deleted, and no code deletes workspaces or contacts: code that comes to delete a
 * workspace, campaign, recipient or contact deletes their events too (email_event_campaign_idx and
 * email_event_recipient_idx find them).
 */
export class EventForeignKeys1763800000010 implements MigrationInterface {
  name = 'EventForeignKeys1763800000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE email_event
         ${FOREIGN_KEYS.map(([column]) => `DROP CONSTRAINT email_event_${column}_fkey`).join(',\n         ')}`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // What the cascades would have done to rows written without them, then the keys again.
    for (const [column, table, onDelete] of FOREIGN_KEYS) {
      const orphan = `${column} IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM ${table} p WHERE p.id = email_event.${column})`;
      await q.query(
        onDelete === 'CASCADE'
          ? `DELETE FROM email_event WHERE ${orphan}`
          : `UPDATE email_event SET ${column} = NULL WHERE ${orphan}`,
      );
    }
    await q.query(
      `ALTER TABLE email_event
         ${FOREIGN_KEYS.map(
           ([column, table, onDelete]) =>
             `ADD CONSTRAINT email_event_${column}_fkey FOREIGN KEY (${column})
            REFERENCES ${table}(id) ON DELETE ${onDelete}`,
         ).join(',\n         ')}`,
    );
  }
}
