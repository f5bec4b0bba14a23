/**
 * The lists linked to a campaign (`campaign_list`). Linking and unlinking run with the campaign row
 * locked; the recipients they add or take back are the recipient API's (`recipients/recipient-states.ts`).
 */
import type { DataSource, EntityManager } from 'typeorm';

interface LinkedListRow {
  id: string;
  name: string;
  contacts_count: number;
  data_keys: string[];
  mapping: Record<string, string> | null;
  recipients_count: number;
}

/**
 * The campaign's lists in the order they were linked, with the recipients each gave (a probe of
 * campaign_recipient_list_order_idx per list).
 */
export async function selectLinkedLists(
  db: DataSource,
  campaignId: string,
): Promise<LinkedListRow[]> {
  return db.query(
    `SELECT l.id, l.name, l.contacts_count, l.data_keys, cl.mapping,
            (SELECT count(*)::int FROM campaign_recipient r
              WHERE r.campaign_id = cl.campaign_id AND r.list_id = cl.list_id) AS recipients_count
       FROM campaign_list cl JOIN contact_list l ON l.id = cl.list_id
      WHERE cl.campaign_id = $1
      ORDER BY cl.created_at, cl.list_id`,
    [campaignId],
  );
}

/** The preview's lists: name and size, in the order they were linked. */
export async function selectPreviewLists(
  db: DataSource,
  campaignId: string,
): Promise<{ id: string; name: string; contactsCount: number }[]> {
  return db.query(
    `SELECT l.id, l.name, l.contacts_count AS "contactsCount"
       FROM campaign_list cl JOIN contact_list l ON l.id = cl.list_id
      WHERE cl.campaign_id = $1 ORDER BY cl.created_at, l.id`,
    [campaignId],
  );
}

/**
 * The caller's list about to be linked, and whether it already is. KEY SHARE: the list cannot be
 * deleted while its members become recipients.
 */
export async function lockListToLink(
  tx: EntityManager,
  listId: string,
  workspaceId: string,
  campaignId: string,
): Promise<{ id: string; data_keys: string[]; linked: boolean } | undefined> {
  const [list] = await tx.query(
    `SELECT l.id, l.data_keys,
            EXISTS (SELECT 1 FROM campaign_list cl
                     WHERE cl.campaign_id = $3 AND cl.list_id = l.id) AS linked
       FROM contact_list l WHERE l.id = $1 AND l.workspace_id = $2
        FOR KEY SHARE OF l`,
    [listId, workspaceId, campaignId],
  );
  return list;
}

/** Links the list; `mapping` (campaign variable → list column) only where the columns differ. */
export async function insertLinkedList(
  tx: EntityManager,
  link: { campaignId: string; listId: string; workspaceId: string },
  mapping: Record<string, string> | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO campaign_list (campaign_id, list_id, workspace_id, mapping)
     VALUES ($1, $2, $3, $4)`,
    [
      link.campaignId,
      link.listId,
      link.workspaceId,
      mapping === null ? null : JSON.stringify(mapping),
    ],
  );
}

/** Unlinks the list; answers its id, or nothing when it was not linked. */
export async function deleteLinkedList(
  tx: EntityManager,
  campaignId: string,
  listId: string,
): Promise<{ list_id: string } | undefined> {
  const [unlinked] = await tx.query(
    `WITH unlinked AS (
       DELETE FROM campaign_list WHERE campaign_id = $1 AND list_id = $2 RETURNING list_id)
     SELECT list_id FROM unlinked`,
    [campaignId, listId],
  );
  return unlinked;
}
