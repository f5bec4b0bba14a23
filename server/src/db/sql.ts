/**
 * What every module needs around its SQL: the id check that keeps a malformed id away from a
 * `::uuid` cast (common's, shared with the client's forms), ILIKE escaping, and the shape TypeORM
 * gives UPDATE / DELETE answers. The pg driver itself is reached through `pg.ts`.
 */

/** A well-formed UUID: anything else is answered like a missing row, never sent to Postgres. */
export { isUuid } from '@outbound/common';

/** `text` as a literal inside an ILIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** TypeORM answers an UPDATE or DELETE … RETURNING with [rows, rowCount]: the rows. */
export function updatedRows<T>(result: unknown): T[] {
  return (result as [T[], number])[0];
}

/** TypeORM answers an UPDATE or DELETE with [rows, rowCount]: the count. */
export function affectedCount(result: unknown): number {
  return (result as [unknown, number])[1];
}
