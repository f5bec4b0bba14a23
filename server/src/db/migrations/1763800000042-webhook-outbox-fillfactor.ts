import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `webhook_outbox` pages half full (fillfactor 70 before): a delivery writes two versions of its
 * row (the lease, then the record), each as wide as its payload (~700 bytes). At 70 a page of six
 * rows had room for three more versions, so half the leases went to another page, a non-HOT
 * update writing an entry in each of the four indexes: 5 WAL records and 890 bytes a lease. With half a
 * page free the lease (which changes no indexed column) stays a HOT update on its page, 2.5 WAL
 * records and 200 bytes, and the record's new version (not HOT: its state and due time are
 * indexed) finds room on the same page too (3.3 records and 525 bytes → 3.1 and 320); measured by
 * `npm run bench -- webhooks` with BENCH_PROFILE=1. Rows already written keep their pages.
 */
export class WebhookOutboxFillfactor1763800000042 implements MigrationInterface {
  name = 'WebhookOutboxFillfactor1763800000042';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhook_outbox SET (fillfactor = 50)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhook_outbox SET (fillfactor = 70)`);
  }
}
