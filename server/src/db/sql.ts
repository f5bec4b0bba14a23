import type { Pool, PoolClient } from 'pg';
import type { DataSource, QueryRunner } from 'typeorm';

/**
 * What every module needs around its SQL: the id check that keeps a malformed id away from a
 * `::uuid` cast, ILIKE escaping, the pg pool behind TypeORM, and the shape TypeORM gives
 * UPDATE / DELETE answers.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed UUID: anything else is answered like a missing row, never sent to Postgres. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** `text` as a literal inside an ILIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The pg pool behind TypeORM's Postgres driver. */
export function pgPool(db: DataSource): Pool {
  return (db.driver as unknown as { master: Pool }).master;
}

/** The pg client a connected query runner holds. */
export function pgClient(runner: QueryRunner): PoolClient {
  return (runner as unknown as { databaseConnection: PoolClient }).databaseConnection;
}

/** TypeORM answers an UPDATE or DELETE … RETURNING with [rows, rowCount]: the rows. */
export function updatedRows<T>(result: unknown): T[] {
  return (result as [T[], number])[0];
}

/** TypeORM answers an UPDATE or DELETE with [rows, rowCount]: the count. */
export function affectedCount(result: unknown): number {
  return (result as [unknown, number])[1];
}
