import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `tracking_hit`: every hit of a tracking link, counted per send, kind, link index, UTC minute and
 * why it looked automated ('' for a person). The tracking writer adds a batch's hits here in the
 * transaction that records their events, and records an event only for the hit that created its
 * row: at most one open per send and one click per link a minute (a scanner's flagged hit never
 * takes a person's slot), whatever the number of processes, while `hits` keeps every raw hit for
 * totals.
 */
export class TrackingHits1763800000048 implements MigrationInterface {
  name = 'TrackingHits1763800000048';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tracking_hit (
        send_id uuid NOT NULL REFERENCES send(id) ON DELETE CASCADE,
        kind text NOT NULL,
        link integer NOT NULL,
        minute timestamptz NOT NULL,
        automated text NOT NULL,
        hits integer NOT NULL,
        CONSTRAINT tracking_hit_pkey PRIMARY KEY (send_id, kind, link, minute, automated)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tracking_hit`);
  }
}
