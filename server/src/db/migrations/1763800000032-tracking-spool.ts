import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `tracking_spool`: how many lines of each tracking spool segment (the journal of the hits a
 * process answered, under `<dataDir>/spool/tracking`) are recorded. Each batch of hits updates its
 * segments' rows in the transaction that records them, so a restart that drains a dead process's
 * spool skips exactly the lines already recorded. A row goes when its segment file is deleted.
 * No workspace: a segment mixes the hits of every workspace, and the row holds no data of theirs.
 */
export class TrackingSpool1763800000032 implements MigrationInterface {
  name = 'TrackingSpool1763800000032';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tracking_spool (
        segment text NOT NULL,
        lines integer NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT tracking_spool_pkey PRIMARY KEY (segment)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tracking_spool`);
  }
}
