/**
 * "Why isn't it sending?" for one recipient (issue 27 §4: "a mailbox and a recipient have the
 * same"): what stops or holds the recipient itself (stopped, address checks, a missing value,
 * paused, its next step, its follow-up delay, its domain deferring, its time zone), then the
 * verdict of the mailbox it goes from: its sticky sender, or for a first message any mailbox of
 * the pool (`pool-verdict.ts`), each from the planner's own rules (`mailbox-verdict.ts`).
 */
import { awayNote } from '@outbound/common';
import type { DataSource } from 'typeorm';
import type { MailAccount } from '../../mailbox/mail-account.entity';
import { deferredDomains } from '../domain-deferrals';
import { nextDueInZone } from '../recipient-zones';
import {
  inZone,
  mailboxVerdict,
  type DiagnosisDetail,
  type DiagnosisState,
} from './mailbox-verdict';
import { poolVerdict } from './pool-verdict';
import type { RecipientRow } from './recipient-queries';

/** The same shape as a campaign's or a mailbox's diagnosis. */
export interface RecipientDiagnosis {
  state: DiagnosisState;
  reason: string;
  nextSendAt: Date | null;
  details: DiagnosisDetail[];
}

type Own = { state: DiagnosisState; kind: string; reason: string; at: Date | null };

const own = (state: DiagnosisState, kind: string, reason: string, at: Date | null = null): Own => ({
  state,
  kind,
  reason,
  at,
});

/** Stopped by a colleague's reply (the campaign's stop for company). */
const COLLEAGUE_STOPPED = own(
  'completed',
  'stopped',
  'Stopped: a colleague at the same company replied (stop for company).',
);

/** Stopped recipients: never sent again, and why. */
const STOPPED: Record<string, Own> = {
  complete: own('completed', 'completed', 'Every step was sent to this recipient.'),
  replied: own('completed', 'stopped', 'Stopped: the recipient replied.'),
  lead: own('completed', 'stopped', 'Stopped: the recipient became a lead.'),
  bounced: own('blocked', 'stopped', 'Stopped: a message to this recipient bounced.'),
  unsubscribed: own('blocked', 'stopped', 'Stopped: the recipient unsubscribed.'),
  suppressed: own(
    'blocked',
    'stopped',
    "Stopped: the contact bounced or unsubscribed from the sender's domain.",
  ),
};

/** Recipients the address checks stopped: never sent, and why. */
const CHECKED: Record<string, Own> = {
  undeliverable: own(
    'blocked',
    'undeliverable',
    'Never sent: its domain has no mail server (no MX and no A record).',
  ),
  role: own('blocked', 'skipped', 'Skipped: a role address (info@, sales@…) the campaign skips.'),
  disposable: own('blocked', 'skipped', 'Skipped: a disposable domain the campaign skips.'),
  do_not_contact: own('blocked', 'do_not_contact', 'Never sent: it is on the do-not-contact list.'),
};

/** What the recipient's own row says, before any mailbox: null when nothing of it holds it. */
export function recipientOwnState(row: RecipientRow): Own | null {
  if (row.state !== 'active') {
    if (row.state === 'replied' && row.stopped_by_colleague) return COLLEAGUE_STOPPED;
    return (row.check_status && CHECKED[row.check_status]) || STOPPED[row.state] || null;
  }
  if (row.hold_reason)
    return own(
      'blocked',
      'missing_variables',
      `Waits for a value its message needs (${row.hold_reason}): edit the contact or add a fallback.`,
    );
  if (row.paused)
    return own('paused', 'recipients_paused', 'The recipient is paused: resume it to send.');
  if (row.open > 0) return own('sending', 'sending', 'A message to this recipient is on its way.');
  if (!row.step_exists) return STOPPED.complete;
  if (!row.step_left)
    return own('blocked', 'step_paused', 'Its next step is paused: activate it to send.');
  if (row.sender === null && row.next_position > 1)
    return own(
      'blocked',
      'sender_left_pool',
      'Its sender was deleted: move it to a mailbox of the pool.',
    );
  if (!row.sender_in_pool)
    return own(
      'blocked',
      'sender_left_pool',
      "Its sender left the campaign's pool: move it to a mailbox of the pool.",
    );
  return null;
}

const detailOf = (kind: string, message: string, extra: Partial<DiagnosisDetail> = {}) => ({
  kind,
  message,
  mailAccountId: null,
  email: null,
  at: null,
  count: null,
  ...extra,
});

/**
 * The recipient's diagnosis at `now`; `pool` is the campaign's pool, first mailbox first (the
 * recipient's sender when it has one is read among them).
 */
export async function diagnoseRecipient(
  db: DataSource,
  workspaceId: string,
  row: RecipientRow,
  pool: MailAccount[],
  now: Date,
): Promise<RecipientDiagnosis> {
  const details: DiagnosisDetail[] = [];
  if (row.uncertain > 0)
    details.push(
      detail(
        'uncertain',
        'A send to it was interrupted and its fate is unknown: that message is never sent again, and the recipient moved on as if it went.',
        row.uncertain,
      ),
    );
  const stopped = recipientOwnState(row);
  if (stopped)
    return {
      state: stopped.state,
      reason: stopped.reason,
      nextSendAt: null,
      details: [detailOf(stopped.kind, stopped.reason), ...details],
    };
  const senders = row.sender ? pool.filter((account) => account.id === row.sender) : pool;
  const verdicts = await Promise.all(senders.map((account) => mailboxVerdict(db, account, now)));
  details.push(...verdicts.map((verdict) => verdict.detail));
  const waits = await ownWaits(db, workspaceId, row, senders[0], now);
  if (waits) {
    details.unshift(detailOf(waits.kind, waits.reason, { at: waits.at }));
    return { state: waits.state, reason: waits.reason, nextSendAt: waits.at, details };
  }
  const deciding = poolVerdict(verdicts);
  if (!deciding)
    return {
      state: 'blocked',
      reason: 'The campaign has no mailbox to send from: add one to its sending pool.',
      nextSendAt: null,
      details,
    };
  if (deciding.state === 'sending')
    return {
      state: 'sending',
      reason: `Due now: ${deciding.detail.email} sends it on its next run.`,
      nextSendAt: deciding.nextSendAt,
      details,
    };
  return {
    state: deciding.state,
    reason: deciding.detail.message,
    nextSendAt: deciding.state === 'waiting' ? deciding.nextSendAt : null,
    details,
  };
}

function detail(kind: string, message: string, count: number): DiagnosisDetail {
  return detailOf(kind, message, { count });
}

/** Its follow-up's delay, its domain deferring, its time zone's window: the first that holds. */
async function ownWaits(
  db: DataSource,
  workspaceId: string,
  row: RecipientRow,
  sender: MailAccount | undefined,
  now: Date,
): Promise<Own | null> {
  const zone = sender?.sendingPreference.work_time.time_zone ?? 'UTC';
  if (row.away && row.next_send_at && row.next_send_at > now)
    return own(
      'waiting',
      'out_of_office',
      `${awayNote(row.away.until, row.away.resumes_on, row.away.date_found)}.`,
      row.next_send_at,
    );
  if (row.next_send_at && row.next_send_at > now)
    return own(
      'waiting',
      'follow_up_delay',
      `Waits for its follow-up's delay: due ${inZone(row.next_send_at, zone)}.`,
      row.next_send_at,
    );
  const held = (await deferredDomains(db, workspaceId, now)).find(
    (domain) => domain.domain === row.domain,
  );
  if (held)
    return own(
      'waiting',
      'deferred_domain',
      `${held.domain} answered "try again later" ${held.deferrals} times in a row: its recipients wait until ${inZone(held.heldUntil, 'UTC')}.`,
      held.heldUntil,
    );
  if (!sender || !row.send_in_recipient_timezone || !row.time_zone) return null;
  let opens: Date | null;
  try {
    opens = nextDueInZone(sender.sendingPreference, row.time_zone, now);
  } catch {
    return null;
  }
  if (opens === null)
    return own(
      'blocked',
      'window',
      `${sender.email} has no sending window: no day of the week is selected.`,
    );
  if (opens > now)
    return own(
      'waiting',
      'recipient_zone',
      `Outside the recipient's hours: its window opens ${inZone(opens, row.time_zone)}.`,
      opens,
    );
  return null;
}
