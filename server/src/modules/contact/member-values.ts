import type { EntityManager } from 'typeorm';

/**
 * Sets values of a contact's row in one of its lists (`contact_list_member.data`, by column): the
 * columns given are replaced, the others kept. Used when a recipient's values are edited
 * (`campaign/recipients/recipient-values.service.ts`). Answers whether the row exists.
 */
export async function setMemberValues(
  tx: EntityManager,
  member: { workspaceId: string; listId: string; contactId: string },
  values: Record<string, string>,
): Promise<boolean> {
  const [, updated] = await tx.query(
    `UPDATE contact_list_member SET data = data || $4::jsonb
      WHERE list_id = $1 AND contact_id = $2 AND workspace_id = $3`,
    [member.listId, member.contactId, member.workspaceId, JSON.stringify(values)],
  );
  return updated > 0;
}
