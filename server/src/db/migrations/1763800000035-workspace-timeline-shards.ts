import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The workspace's quarter-hour counters get a `shard` in their key (by campaign, 16 of them;
 * readers already add the rows of a quarter hour up): the sends of many mailboxes of one workspace
 * recorded at the same moment each waited for the quarter hour's single row until the transaction
 * holding it ended (measured: ~10 ms per send with 1,000 mailboxes, the largest wait of a run).
 * Existing rows become shard 0.
 */
export class WorkspaceTimelineShards1763800000035 implements MigrationInterface {
  name = 'WorkspaceTimelineShards1763800000035';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE workspace_timeline_counter ADD COLUMN shard integer NOT NULL DEFAULT 0,
         DROP CONSTRAINT workspace_timeline_counter_pkey,
         ADD CONSTRAINT workspace_timeline_counter_pkey PRIMARY KEY (workspace_id, bucket, shard)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    const columns = 'messages, sent, open, click, reply, bounce, unsubscribe, lead';
    const sums = columns
      .split(', ')
      .map((column) => `sum(${column})::int`)
      .join(', ');
    await q.query(
      `CREATE TEMP TABLE quarter_hours AS
       SELECT workspace_id, bucket, ${sums} FROM workspace_timeline_counter GROUP BY 1, 2`,
    );
    await q.query(`DELETE FROM workspace_timeline_counter`);
    await q.query(
      `ALTER TABLE workspace_timeline_counter DROP CONSTRAINT workspace_timeline_counter_pkey,
         DROP COLUMN shard,
         ADD CONSTRAINT workspace_timeline_counter_pkey PRIMARY KEY (workspace_id, bucket)`,
    );
    await q.query(
      `INSERT INTO workspace_timeline_counter (workspace_id, bucket, ${columns})
       SELECT * FROM quarter_hours`,
    );
    await q.query(`DROP TABLE quarter_hours`);
  }
}
