import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Records the expression of `contact_activity.engaged_count` where TypeORM looks for it. Postgres
 * formats a generated column's expression its own way, so TypeORM compares an entity's
 * `asExpression` with the copy it keeps in `typeorm_metadata` (one row per generated column,
 * keyed by database, schema, table and column), and the migrations it generates write that row
 * next to the column. 0005 created the column by hand, without the row: this adds it, with the
 * expression exactly as ContactActivity declares it. The table is TypeORM's own; its migration
 * runner creates it once an entity has a generated column, so it is only created here if missing.
 * Without the row, TypeORM would read the expression as empty and want to rebuild the column.
 */
export class GeneratedColumnMetadata1763800000023 implements MigrationInterface {
  name = 'GeneratedColumnMetadata1763800000023';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS typeorm_metadata (
        "type" character varying NOT NULL,
        "database" character varying,
        "schema" character varying,
        "table" character varying,
        "name" character varying,
        "value" text
      )`);
    await q.query(
      `INSERT INTO typeorm_metadata ("database", "schema", "table", "type", "name", "value")
       VALUES (current_database(), current_schema(), 'contact_activity', 'GENERATED_COLUMN',
               'engaged_count', 'opened_count + clicked_count + replied_count')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DELETE FROM typeorm_metadata
        WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'contact_activity'
          AND "name" = 'engaged_count'`,
    );
  }
}
