import type { SendingPreference } from '@outbound/common';
import type { DataSource } from 'typeorm';
import {
  HOUR_MS,
  NO_PACE,
  hourlyCap,
  isRamping,
  rampUpDays,
  type MailboxPace,
} from '../../mailbox/pacing';
import { HANDED_OVER } from './dispatch';

/** The rows a ramp-up count reads at most (a mailbox ramping for a year at 1,000 a day). */
const RAMP_ROWS_CAP = 365_000;
/** Ramp-up counts kept by this process (a mailbox's count changes only when its day does). */
const REMEMBERED_COUNTS = 10_000;
const daysSentOf = new Map<string, number>();

/**
 * What the pacing rules (`mailbox/pacing.ts`) need of a mailbox's ledger at `now`, read only for
 * the rules its preference sets (nothing without them), through send_handed_over_idx:
 * - the sends of the hour before `now` (at most the hourly cap of the latest: the only ones that
 *   can matter);
 * - the earlier local days with sends, counted over at most the oldest (days to reach the cap ×
 *   day cap) sends before today: that many sends span at least that many days (no day holds more
 *   than the cap), so past that bound the ramp-up is over whatever the exact count. The count
 *   covers only days before today, so it is kept for the rest of the day (a send settled later
 *   with an earlier instant is seen the next day: the ramp-up is then a day slow, never fast).
 */
export async function readMailboxPace(
  db: DataSource,
  mailboxId: string,
  pref: SendingPreference,
  now: Date,
  todayStart: Date,
): Promise<MailboxPace> {
  const hourCap = hourlyCap(pref);
  const [lastHour, daysSent] = await Promise.all([
    hourCap > 0 ? readLastHour(db, mailboxId, now, hourCap) : [],
    isRamping(pref) ? readDaysSent(db, mailboxId, pref, todayStart) : 0,
  ]);
  return { ...NO_PACE, seed: mailboxId, lastHour, daysSent };
}

async function readLastHour(
  db: DataSource,
  mailboxId: string,
  now: Date,
  hourCap: number,
): Promise<number[]> {
  const rows: { at: Date }[] = await db.query(
    `SELECT coalesce(sent_at, smtp_started_at) AS at FROM send
      WHERE mail_account_id = $1 AND state IN ${HANDED_OVER}
        AND coalesce(sent_at, smtp_started_at) > $2
        AND coalesce(sent_at, smtp_started_at) <= $3
      ORDER BY coalesce(sent_at, smtp_started_at) DESC LIMIT $4`,
    [mailboxId, new Date(now.getTime() - HOUR_MS), now, hourCap],
  );
  return rows.map((row) => new Date(row.at).getTime()).reverse();
}

/** The earlier local days with sends a ramp-up counts (`readMailboxPace`), kept for the day. */
export async function readDaysSent(
  db: DataSource,
  mailboxId: string,
  pref: SendingPreference,
  todayStart: Date,
): Promise<number> {
  const { work_load_capacity: load, work_time } = pref;
  const key = [
    mailboxId,
    todayStart.getTime(),
    work_time.time_zone,
    load.max_job_in_single_day,
    load.ramp_up_start,
    load.ramp_up_increment,
  ].join('|');
  const known = daysSentOf.get(key);
  if (known !== undefined) return known;
  const rampDays = rampUpDays(pref);
  const rows = Number.isFinite(rampDays)
    ? Math.min(RAMP_ROWS_CAP, rampDays * load.max_job_in_single_day)
    : RAMP_ROWS_CAP;
  const [row]: { days: number }[] = await db.query(
    `SELECT count(DISTINCT (at AT TIME ZONE $2)::date)::int AS days FROM (
       SELECT coalesce(sent_at, smtp_started_at) AS at FROM send
        WHERE mail_account_id = $1 AND state IN ${HANDED_OVER}
          AND coalesce(sent_at, smtp_started_at) < $3
        ORDER BY coalesce(sent_at, smtp_started_at) LIMIT $4) d`,
    [mailboxId, work_time.time_zone, todayStart, rows],
  );
  if (daysSentOf.size >= REMEMBERED_COUNTS) daysSentOf.clear();
  daysSentOf.set(key, row.days);
  return row.days;
}
