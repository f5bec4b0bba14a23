import type { SendingPreference } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { dailyCapToday } from '../mailbox/pacing';
import { isInsideWindow, localDayBounds } from '../mailbox/sending-window';
import { readSendStatesOfMailboxes } from './queries/calendar';
import { readMailboxPace } from './queries/pace';

/** A mailbox of a pool, as the balance weighs it. */
interface PoolMember {
  campaign_id: string;
  mail_account_id: string;
  status: string;
  sending_preference: SendingPreference;
  /** It has a send put back for a later attempt: it cannot take more now. */
  backing_off: boolean;
}

/**
 * Balance (sending README, "Pools"): the started campaigns of the mailbox's pools whose first
 * messages are the mailbox's to take at `now`. A pool's first messages go to its mailbox with the
 * most room left today (the day's cap, ramped up, minus what it handed over on its local day
 * across all campaigns): the mailbox takes them unless another *eligible* mailbox of the pool has
 * strictly more room. Eligible: active, inside its window now, with room left and no send in
 * back-off, so a mailbox that cannot send now (closed, full, failing, disabled) never holds the
 * others back; equal mailboxes take turns as each burst lowers the room of the one that sent.
 * A pool of one is always its mailbox's. Two statements for the pools, plus one per ramping or
 * hourly-capped member.
 */
export async function firstMessageCampaigns(
  db: DataSource,
  mailboxId: string,
  now: Date,
): Promise<string[]> {
  const members: PoolMember[] = await db.query(
    `SELECT p.campaign_id, q.mail_account_id, m.status, m.sending_preference,
            EXISTS (SELECT 1 FROM send x
                     WHERE x.mail_account_id = m.id AND x.state = 'claimed'
                       AND x.next_attempt_at > $2) AS backing_off
       FROM campaign_mail_account p
       JOIN campaign c ON c.id = p.campaign_id
       JOIN campaign_mail_account q ON q.campaign_id = p.campaign_id
       JOIN mail_account m ON m.id = q.mail_account_id
      WHERE p.mail_account_id = $1 AND c.status = 'started' AND c.deleted_at IS NULL`,
    [mailboxId, now],
  );
  const byCampaign = new Map<string, PoolMember[]>();
  for (const member of members) {
    const list = byCampaign.get(member.campaign_id) ?? [];
    list.push(member);
    byCampaign.set(member.campaign_id, list);
  }
  const pooled = [...byCampaign.values()].filter((list) => list.length > 1);
  if (pooled.length === 0) return [...byCampaign.keys()];

  const room = await roomOf(db, uniqueMembers(pooled.flat()), now);
  const mine = room.get(mailboxId) ?? 0;
  return [...byCampaign.entries()]
    .filter(([, list]) =>
      list.every(
        (member) =>
          member.mail_account_id === mailboxId ||
          !isEligible(member, room, now) ||
          (room.get(member.mail_account_id) ?? 0) <= mine,
      ),
    )
    .map(([campaignId]) => campaignId);
}

function uniqueMembers(members: PoolMember[]): PoolMember[] {
  return [...new Map(members.map((member) => [member.mail_account_id, member])).values()];
}

function isEligible(member: PoolMember, room: Map<string, number>, now: Date): boolean {
  return (
    member.status === 'active' &&
    !member.backing_off &&
    (room.get(member.mail_account_id) ?? 0) > 0 &&
    isInsideWindow(member.sending_preference, now)
  );
}

/** Each member's room left on its local day containing `now`. */
async function roomOf(
  db: DataSource,
  members: PoolMember[],
  now: Date,
): Promise<Map<string, number>> {
  const days = members.map((member) => ({
    mailboxId: member.mail_account_id,
    ...localDayBounds(member.sending_preference, now),
  }));
  const [states, paces] = await Promise.all([
    readSendStatesOfMailboxes(db, days),
    Promise.all(
      days.map((day, i) =>
        readMailboxPace(db, day.mailboxId, members[i].sending_preference, now, day.start),
      ),
    ),
  ]);
  const sent = new Map(states.map((state) => [state.mail_account_id, state.sent_today]));
  return new Map(
    members.map((member, i) => [
      member.mail_account_id,
      dailyCapToday(member.sending_preference, paces[i].daysSent) -
        (sent.get(member.mail_account_id) ?? 0),
    ]),
  );
}
