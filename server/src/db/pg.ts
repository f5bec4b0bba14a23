import type { Pool, PoolClient } from 'pg';
import type { DataSource, QueryRunner } from 'typeorm';

/**
 * The pg driver behind TypeORM, for the few places that talk to it directly (prepared statements,
 * COPY). This file imports nothing of the application, so the data source (loaded by the test
 * harness's global setup outside Jest's module mapping) can use it.
 */

/** The pg pool behind TypeORM's Postgres driver. */
export function pgPool(db: DataSource): Pool {
  return (db.driver as unknown as { master: Pool }).master;
}

/** The pg client a connected query runner holds. */
export function pgClient(runner: QueryRunner): PoolClient {
  return (runner as unknown as { databaseConnection: PoolClient }).databaseConnection;
}
