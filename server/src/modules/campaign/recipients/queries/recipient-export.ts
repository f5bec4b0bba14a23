/**
 * The Recipients tab's export: every recipient of the tab's filter, a keyset page at a time, so a
 * campaign of 100,000 recipients is read in pages of the same cost instead of all at once.
 */
import type { DataSource } from 'typeorm';
import { eventPath, fromTab, selectEventShare, tabCondition } from './recipient-tab';
import { RECIPIENT_PAGE_SELECT, type RecipientFilter, type RecipientTabRow } from './recipients';

/** Where a page starts: the last row of the previous one (created_at as Postgres text, id). */
export interface RecipientExportKey {
  addedAt: string;
  id: string;
}

/**
 * `limit` rows of the tab's filter after `after`, in the tab's order (created_at, id). The row
 * comparison continues campaign_recipient_order_idx (campaign_id, created_at, id) where the last
 * page stopped, so the last page costs what the first does; created_at goes back as text
 * (`added_at`) because a JavaScript Date would lose its microseconds and repeat or skip rows. An
 * event filter is applied as the tab applies it (`eventPath`).
 */
export async function selectRecipientExportPage(
  db: DataSource,
  campaignId: string,
  filter: RecipientFilter,
  page: { after: RecipientExportKey | null; limit: number },
): Promise<RecipientTabRow[]> {
  const path = eventPath(filter, await selectEventShare(db, campaignId, filter), page.limit);
  const condition = tabCondition(campaignId, filter, path);
  const params = [...condition.params];
  const param = (value: unknown) => `$${params.push(value)}`;
  const keyset = page.after
    ? `AND (r.created_at, r.id) > (${param(page.after.addedAt)}::timestamptz, ${param(page.after.id)}::uuid)`
    : '';
  const ids = `SELECT r.id, r.created_at FROM ${fromTab(condition)}
                WHERE ${condition.sql} ${keyset}
                ORDER BY r.created_at, r.id LIMIT ${param(page.limit)}`;
  return db.query(
    `WITH page AS (${ids})
     SELECT t.*, t.created_at::text AS added_at FROM (${RECIPIENT_PAGE_SELECT}) t
      ORDER BY t.created_at, t.id`,
    params,
  );
}
