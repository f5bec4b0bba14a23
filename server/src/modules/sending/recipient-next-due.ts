/**
 * When a waiting recipient is next due (the Recipients tab): its follow-up's due time (now for a
 * first message), moved to the next opening of its window: the mailbox's, read in the
 * recipient's zone when its campaign sends in the recipient's time zone and the zone is known,
 * else in the mailbox's. The mailbox's caps and gaps may still put it later; this is the earliest.
 */
import type { DataSource } from 'typeorm';
import { nextDueInZone } from './recipient-zones';
import { selectWaitingRecipients } from './queries/next-due';

export interface RecipientNextDue {
  /** The recipient's own zone, when known. */
  timeZone: string | null;
  /** The zone whose window applies: the recipient's, or the mailbox's. */
  windowZone: string;
  /** The earliest instant it may be sent; null when its window never opens. */
  at: Date | null;
}

/** Each waiting recipient of `ids` (the workspace's) with when it is next due; others absent. */
export async function nextDueOfRecipients(
  db: DataSource,
  workspaceId: string,
  ids: readonly string[],
  now: Date,
): Promise<Map<string, RecipientNextDue>> {
  const rows = ids.length > 0 ? await selectWaitingRecipients(db, workspaceId, ids) : [];
  const answer = new Map<string, RecipientNextDue>();
  for (const row of rows) {
    const pref = row.sending_preference;
    const zone = row.send_in_recipient_timezone ? row.time_zone : null;
    const due = row.next_send_at && row.next_send_at > now ? row.next_send_at : now;
    let at: Date | null;
    try {
      at = nextDueInZone(pref, zone, due);
    } catch {
      at = null;
    }
    answer.set(row.id, {
      timeZone: row.time_zone,
      windowZone: zone ?? pref.work_time.time_zone,
      at,
    });
  }
  return answer;
}
