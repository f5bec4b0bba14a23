import type { SendingPreference } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { dailyCapToday, isRamping } from '../mailbox/pacing';
import { localDayBounds } from '../mailbox/sending-window';
import { readDaysSent } from './queries/pace';

/** Where a mailbox's ramp-up stands today ("Ramp-up: day N, X/day"). */
export interface RampUp {
  /** 1 + the earlier local days it sent on. */
  day: number;
  /** Today's cap of emails. */
  perDay: number;
  /** The cap it ramps up to (max emails per day). */
  maxPerDay: number;
}

/**
 * The ramp-up of each mailbox whose preference has one (others are absent): one count of earlier
 * sending days per ramping mailbox, kept by the process for its local day (`readDaysSent`), so a
 * page of mailboxes costs at most one statement per ramping mailbox once a day.
 */
export async function rampUpsOf(
  db: DataSource,
  mailboxes: readonly { id: string; pref: SendingPreference }[],
  now: Date = new Date(),
): Promise<Map<string, RampUp>> {
  const ramping = mailboxes.filter((mailbox) => isRamping(mailbox.pref));
  const days = await Promise.all(
    ramping.map((mailbox) =>
      readDaysSent(db, mailbox.id, mailbox.pref, localDayBounds(mailbox.pref, now).start),
    ),
  );
  return new Map(
    ramping.map((mailbox, i) => [
      mailbox.id,
      {
        day: days[i] + 1,
        perDay: dailyCapToday(mailbox.pref, days[i]),
        maxPerDay: mailbox.pref.work_load_capacity.max_job_in_single_day,
      },
    ]),
  );
}
