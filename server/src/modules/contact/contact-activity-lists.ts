/**
 * Keeps the lists an activity row carries (`contact_activity.list_ids`, migration 0044) from
 * missing one when an import and a contact's first campaign meet. The row is created at the
 * contact's first enrolment, and reads the contact's members then (in the enrolment's insert); an
 * import adds its list to the rows of the existing contacts it adds to that list. Under READ
 * COMMITTED each misses the other's uncommitted work: an enrolment during an import does not see
 * the import's new members, and the import does not see the enrolment's new row. So the two take
 * a lock on the workspace's lists, in a statement before the one that reads the other's work
 * (each statement reads what was committed when it began):
 * - an enrolment takes it shared before it writes activity rows, and holds it to its commit;
 * - an import that added existing contacts takes it exclusive after inserting its members, then
 *   adds its list to their activity rows, and holds it to its commit.
 * Whichever waits reads the other's work once it is committed: an enrolment that came second
 * reads the import's members, an import that came second updates the enrolment's new rows.
 * Enrolments do not wait for each other, and an import waits for those under way, not for the
 * event recorder (which only adds to rows that exist). An import of new contacts only takes no
 * lock: a contact it adds cannot be enrolled before it commits.
 *
 * Why not row locks on the contacts (the import's `FOR KEY SHARE`, the enrolment's `FOR UPDATE`):
 * an import would write a lock on each of up to a million existing contacts, and two enrolments
 * of the same new contacts, each already holding the key share of their recipients' foreign key,
 * would deadlock on the contacts' `FOR UPDATE`.
 */

/** What runs the statement: a TypeORM manager or a pg client inside the caller's transaction. */
interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Takes the workspace's activity-lists lock until the transaction ends: shared for an enrolment
 * (writes activity rows), exclusive for an import (adds a list to existing contacts' rows).
 */
export async function lockActivityLists(
  db: Queryable,
  workspaceId: string,
  holder: 'enrolment' | 'import',
): Promise<void> {
  const lock = holder === 'import' ? 'pg_advisory_xact_lock' : 'pg_advisory_xact_lock_shared';
  await db.query(`SELECT ${lock}(hashtextextended('contact_activity_lists:' || $1, 0))`, [
    workspaceId,
  ]);
}
