/**
 * Recipients' time zones as the send path weighs them (campaign setting
 * `send_in_recipient_timezone`; sending README, "Recipient time zones"): which zones a mailbox's
 * campaigns wait in, and the gate a run passes to the candidates' query and the claim's re-check.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { selectZonesOfMailbox } from './queries/recipient-zones';

/**
 * The zones open for a dispatch run: a recipient of a campaign sending in the recipient's zone is
 * due only when its zone (its mailbox's, `mailboxZone`, when it has none) is in `open`; any other
 * recipient only when the mailbox's own zone is. No gate (null): nothing is filtered by zone.
 */
export interface ZoneGate {
  open: string[];
  mailboxZone: string;
}

/**
 * Whether the started campaigns of the mailbox's pools include one sending in the recipient's
 * zone (null when none: the run is planned as without the setting), and then the distinct zones
 * of their active recipients. One statement, work per distinct zone.
 */
export async function zonesWaitingOnMailbox(
  db: DataSource | EntityManager,
  mailboxId: string,
): Promise<string[] | null> {
  const rows = await selectZonesOfMailbox(db, mailboxId);
  if (rows.length === 0) return null;
  return [...new Set(rows.flatMap((row) => (row.zone ? [row.zone] : [])))].sort();
}

/**
 * The same statement per campaign: each started campaign of the mailbox's pools sending in the
 * recipient's zone, with the distinct zones of its active recipients (empty: none has a zone).
 */
export async function zonesOfCampaignsOfMailbox(
  db: DataSource | EntityManager,
  mailboxId: string,
): Promise<Map<string, string[]>> {
  const zones = new Map<string, string[]>();
  for (const row of await selectZonesOfMailbox(db, mailboxId)) {
    const list = zones.get(row.campaign_id) ?? [];
    if (row.zone) list.push(row.zone);
    zones.set(row.campaign_id, list);
  }
  return zones;
}
