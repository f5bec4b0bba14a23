import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Recipients tab at 100,000 recipients (`campaign/recipients/queries/recipient-tab.ts`):
 * - `campaign_recipient_list_order_idx` (campaign_id, list_id, created_at, id) replaces
 *   `campaign_recipient_list_idx` (campaign_id, list_id), its prefix: a list's page is read in the
 *   tab's order from where it starts, and its size counted on the index alone, instead of walking
 *   the whole campaign past the other lists' recipients;
 * - `email_event_recipient_type_idx` (campaign_id, type, recipient_id) over the unflagged events
 *   of the tab's event filters: the recipients who had a rare event (a bounce, a reply) are read
 *   from their events instead of probing every recipient of the campaign for one.
 */
export class RecipientTab1763800000027 implements MigrationInterface {
  name = 'RecipientTab1763800000027';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX campaign_recipient_list_order_idx
          ON campaign_recipient (campaign_id, list_id, created_at, id)`,
    );
    await q.query(`DROP INDEX campaign_recipient_list_idx`);
    await q.query(
      `CREATE INDEX email_event_recipient_type_idx ON email_event (campaign_id, type, recipient_id)
       WHERE NOT flagged AND type IN ('lead', 'open', 'click', 'reply', 'bounce')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX email_event_recipient_type_idx`);
    await q.query(
      `CREATE INDEX campaign_recipient_list_idx ON campaign_recipient (campaign_id, list_id)`,
    );
    await q.query(`DROP INDEX campaign_recipient_list_order_idx`);
  }
}
