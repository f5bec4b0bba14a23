/**
 * The sending window applied in each recipient's own time zone (campaign setting
 * `send_in_recipient_timezone`). The mailbox's window (work days and hours) keeps its rules from
 * `mailbox/sending-window.ts` (DST included); only its zone is replaced by the recipient's. The
 * daily cap stays counted in the mailbox's own local day.
 *
 * The dispatcher asks which of the zones present are open at `now` and filters its candidates
 * with `= ANY($open)` in SQL, so a zone at night never holds back one in daytime. The answer is
 * remembered per mailbox preference, zone set and minute.
 */
import type { SendingPreference } from '@outbound/common';
import { isInsideWindow, nextWindowStart } from '../mailbox/sending-window';

const MINUTE_MS = 60_000;
const MAX_REMEMBERED = 10_000;

const WHOLE_DAY = 24 * 60;

/** The preference with a window open all day, every day: only its gap and caps hold a send. */
export function alwaysOpen(pref: SendingPreference): SendingPreference {
  return {
    ...pref,
    work_days: [],
    work_time: { ...pref.work_time, from_time: 0, to_time: WHOLE_DAY },
  };
}

/** The preference with its window moved into another zone. */
export function inZone(pref: SendingPreference, zone: string): SendingPreference {
  return { ...pref, work_time: { ...pref.work_time, time_zone: zone } };
}

/** The zone a recipient is sent in: its own when known, the mailbox's otherwise. */
export function recipientZone(pref: SendingPreference, zone: string | null): string {
  return zone ?? pref.work_time.time_zone;
}

const remembered = new Map<string, string[]>();

/** Of `zones`, those whose window (the mailbox's, moved into each zone) is open at `now`. */
export function openZones(pref: SendingPreference, zones: readonly string[], now: Date): string[] {
  const key = `${Math.floor(now.getTime() / MINUTE_MS)}|${JSON.stringify(pref)}|${zones.join(',')}`;
  const known = remembered.get(key);
  if (known) return known;
  const open = zones.filter((zone) => {
    try {
      return isInsideWindow(inZone(pref, zone), now);
    } catch {
      return false;
    }
  });
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(key, open);
  return open;
}

/**
 * When a waiting recipient is next due: `due` when its window is open then, else the next
 * opening of the window in its zone; null when the window never opens (every day blocked).
 */
export function nextDueInZone(
  pref: SendingPreference,
  zone: string | null,
  due: Date,
): Date | null {
  return nextWindowStart(inZone(pref, recipientZone(pref, zone)), due);
}
