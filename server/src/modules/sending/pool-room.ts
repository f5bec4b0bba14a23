import { queryPrepared } from '../../db/prepared-query';
import type { SendingPreference } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { dailyCapToday } from '../mailbox/pacing';
import { isInsideWindow, localDayBounds } from '../mailbox/sending-window';
import { readSendStatesOfMailboxes } from './queries/calendar';
import { readMailboxPace } from './queries/pace';
import { zonesOfCampaignsOfMailbox } from '../campaign/recipients/recipient-zones';
import { openZones } from './recipient-zones';
import type { MailProvider } from './providers/mail-domain-provider.entity';

/** A mailbox of a pool, as the balance weighs it. */
interface PoolMember {
  campaign_id: string;
  mail_account_id: string;
  status: string;
  sending_preference: SendingPreference;
  /** It has a send put back for a later attempt: it cannot take more now. */
  backing_off: boolean;
  /** The campaign prefers a mailbox of the recipient's provider (`match_recipient_provider`). */
  matching: boolean;
  /** Google for a Google mailbox, else its domain's provider as kept (other when not known). */
  provider: MailProvider;
  /** The campaign sends in each recipient's zone (`send_in_recipient_timezone`). */
  zoned: boolean;
}

/**
 * The first messages that are the mailbox's to take at a moment: every one of `campaigns`, and
 * of the campaigns that match providers, those to a recipient whose domain's provider is paired
 * with the campaign in `matched` (a domain not known counts as `other`).
 */
export interface FirstMessageShare {
  campaigns: string[];
  matched: { campaignId: string; provider: MailProvider }[];
  /** Pooled campaigns none of whose first messages are the mailbox's now (another has more room). */
  declined?: string[];
}

/** The recipients' providers a matching campaign shares out. */
const PROVIDERS: MailProvider[] = ['google', 'microsoft', 'other'];

/**
 * Balance (sending README, "Pools"): the started campaigns of the mailbox's pools whose first
 * messages are the mailbox's to take at `now`. A pool's first messages go to its mailbox with the
 * most room left today (the day's cap, ramped up, minus what it handed over on its local day
 * across all campaigns): the mailbox takes them unless another *eligible* mailbox of the pool has
 * strictly more room. Eligible: active, inside its window now, with room left and no send in
 * back-off, so a mailbox that cannot send now (closed, full, failing, disabled) never holds the
 * others back; equal mailboxes take turns as each burst lowers the room of the one that sent.
 * For a campaign sending in each recipient's zone, "inside its window" is the member's window
 * open in one of the zones the campaign's recipients wait in (or its own, for those without
 * one), as its run would claim them. A pool of one is always its mailbox's. Two statements for
 * the pools (three when one sends in recipients' zones), plus one per ramping or hourly-capped
 * member.
 */
export async function firstMessageCampaigns(
  db: DataSource,
  mailboxId: string,
  now: Date,
): Promise<FirstMessageShare> {
  const members = await queryPrepared<PoolMember>(
    db,
    'pool-members',
    `SELECT p.campaign_id, q.mail_account_id,
            CASE WHEN m.paused_at IS NULL THEN m.status ELSE 'paused' END AS status,
            m.sending_preference,
            EXISTS (SELECT 1 FROM send x
                     WHERE x.mail_account_id = m.id AND x.state = 'claimed'
                       AND x.next_attempt_at > $2) AS backing_off,
            c.match_recipient_provider AS matching, c.send_in_recipient_timezone AS zoned,
            CASE WHEN m.type = 'google' THEN 'google'
                 ELSE coalesce((SELECT d.provider FROM mail_domain_provider d
                                 WHERE d.domain = lower(split_part(m.email::text, '@', 2))),
                               'other') END AS provider
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
  if (pooled.length === 0) return { campaigns: [...byCampaign.keys()], matched: [] };

  const [room, zones] = await Promise.all([
    roomOf(db, uniqueMembers(pooled.flat()), now),
    zonesOfCampaigns(db, mailboxId, pooled),
  ]);
  const mine = room.get(mailboxId) ?? 0;
  const eligible = (member: PoolMember) =>
    member.status === 'active' &&
    !member.backing_off &&
    (room.get(member.mail_account_id) ?? 0) > 0 &&
    isOpen(member, zones.get(member.campaign_id), now);
  /** No other eligible member of `list` has strictly more room than this mailbox. */
  const mostRoom = (list: PoolMember[]) =>
    list.every(
      (member) =>
        member.mail_account_id === mailboxId ||
        !eligible(member) ||
        (room.get(member.mail_account_id) ?? 0) <= mine,
    );
  const share: FirstMessageShare = { campaigns: [], matched: [], declined: [] };
  for (const [campaignId, list] of byCampaign) {
    const me = list.find((member) => member.mail_account_id === mailboxId);
    if (list.length === 1 || !me?.matching) {
      if (mostRoom(list)) share.campaigns.push(campaignId);
      else share.declined!.push(campaignId);
      continue;
    }
    const providers = matchedProviders(me, list, mostRoom, eligible);
    for (const provider of providers) share.matched.push({ campaignId, provider });
    if (providers.length === 0) share.declined!.push(campaignId);
  }
  return share;
}

/**
 * The zones the recipients of each pooled campaign sending in recipients' zones wait in (none
 * read when no pooled campaign does: no statement).
 */
async function zonesOfCampaigns(
  db: DataSource,
  mailboxId: string,
  pooled: PoolMember[][],
): Promise<Map<string, string[]>> {
  if (!pooled.some((list) => list[0].zoned)) return new Map();
  return zonesOfCampaignsOfMailbox(db, mailboxId);
}

/**
 * The member's window is open now: in its own zone, or, for a campaign sending in recipients'
 * zones (`zones` given), in one of theirs.
 */
function isOpen(member: PoolMember, zones: string[] | undefined, now: Date): boolean {
  const pref = member.sending_preference;
  if (!member.zoned || !zones) return isInsideWindow(pref, now);
  return openZones(pref, [pref.work_time.time_zone, ...zones], now).length > 0;
}

/**
 * Provider matching: the recipients' providers whose first messages mailbox `me` takes in a
 * pool. Google's and Microsoft's go to the eligible mailbox of that provider with the most room
 * (balance among them); when the pool has no eligible mailbox of it, and for every other domain,
 * they go to the pool's mailbox with the most room, whatever its provider.
 */
function matchedProviders(
  me: PoolMember,
  list: PoolMember[],
  mostRoom: (members: PoolMember[]) => boolean,
  eligible: (member: PoolMember) => boolean,
): MailProvider[] {
  const others = list.filter((member) => member !== me);
  return PROVIDERS.filter((provider) => {
    const same = others.filter((member) => member.provider === provider && eligible(member));
    if (provider !== 'other' && me.provider === provider) return mostRoom([me, ...same]);
    if (provider !== 'other' && same.length > 0) return false;
    return mostRoom(list);
  });
}

function uniqueMembers(members: PoolMember[]): PoolMember[] {
  return [...new Map(members.map((member) => [member.mail_account_id, member])).values()];
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
