import { eventually } from '../../../../test/eventually';
import type { TestServer } from '../../../../test/server';
import type { AuditEntryRow } from '../queries';

/** An entry as stored, without its id and time. */
export type StoredEntry = Omit<AuditEntryRow, 'id' | 'created_at'>;

/** The workspace's entries of `action`, oldest first, as stored. */
export async function entriesOf(
  t: TestServer,
  workspaceId: string,
  action: string,
): Promise<StoredEntry[]> {
  return t.database.db.query(
    `SELECT user_id, actor_email, action, target_type, target_id, target_label, ip, user_agent, meta
       FROM audit_entry WHERE workspace_id = $1 AND action = $2 ORDER BY created_at, id`,
    [workspaceId, action],
  );
}

/** A signed-in user of a new workspace, calling from `ip` (their sign-in already recorded). */
export async function actorAt(t: TestServer, ip: string) {
  const { user, token } = await t.signIn();
  await eventually(async () => {
    const rows = await entriesOf(t, user.workspaceId, 'auth.signed_in');
    return rows.length > 0 ? rows : undefined;
  });
  const as = { token, ip };
  return { user, token, as, workspaceId: user.workspaceId };
}
