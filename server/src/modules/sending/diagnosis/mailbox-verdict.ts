/**
 * Why a mailbox sends now or not (issue 27 §4): the planner's own rules (`planRun`,
 * `sending-window.ts`, `pacing.ts`) over the state it reads, taken apart so that the constraint
 * that holds the next send is named: the login, the window, the day's cap or ramp-up, the rolling
 * hour, the gap after the last send.
 */
import type { SendingPreference } from '@outbound/common';
import type { DataSource } from 'typeorm';
import type { MailAccount } from '../../mailbox/mail-account.entity';
import { dailyCapToday, hourlyCap, hourlyRoomAt, isRamping } from '../../mailbox/pacing';
import {
  gapAfter,
  isInsideWindow,
  localDayBounds,
  nextWindowStart,
} from '../../mailbox/sending-window';
import { mailboxSendState } from '../send-planner';
import { planRun } from '../zone-plan';

export type DiagnosisState = 'sending' | 'waiting' | 'paused' | 'blocked' | 'completed';

/** One reason found, with what it is about. */
export interface DiagnosisDetail {
  /** What holds (or moves) sending: `login`, `window`, `daily_cap`, `ramp_up`, … */
  kind: string;
  message: string;
  mailAccountId: string | null;
  email: string | null;
  /** When it stops holding (null: not by itself). */
  at: Date | null;
  /** How many recipients or sends it concerns (null: not a count). */
  count: number | null;
}

export interface MailboxVerdict {
  state: DiagnosisState;
  reason: string;
  nextSendAt: Date | null;
  detail: DiagnosisDetail;
}

/** `Mon 30 Nov, 09:00 (Europe/Paris)`: an instant in the mailbox's own zone. */
export function inZone(at: Date, zone: string): string {
  try {
    const text = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    }).format(at);
    return `${text} (${zone})`;
  } catch {
    return at.toISOString();
  }
}

/** The verdict on one mailbox at `now`. */
export async function mailboxVerdict(
  db: DataSource,
  account: MailAccount,
  now: Date,
): Promise<MailboxVerdict> {
  const email = account.email;
  const verdict = (
    state: DiagnosisState,
    kind: string,
    reason: string,
    nextSendAt: Date | null,
  ): MailboxVerdict => ({
    state,
    reason,
    nextSendAt,
    detail: {
      kind,
      message: reason,
      mailAccountId: account.id,
      email,
      at: nextSendAt,
      count: null,
    },
  });
  if (account.status === 'stopped')
    return verdict(
      'blocked',
      'login',
      `${email}: its login failed ${account.consecutiveFailures} times in a row, so it stopped sending. Reconnect it in Mail accounts.`,
      null,
    );
  if (account.status !== 'active')
    return verdict('paused', 'mailbox_paused', `${email} is disabled: it sends nothing.`, null);
  if (account.pausedAt)
    return verdict(
      'paused',
      'mailbox_paused',
      `${email}: ${account.pauseReason ?? 'Paused.'} Resume it in Mail accounts.`,
      null,
    );
  const pref = account.sendingPreference;
  const plan = await planRun(db, account.id, pref, now);
  if (plan.nextAt === null)
    return verdict(
      'blocked',
      'window',
      `${email} has no sending window: no day of the week is selected.`,
      null,
    );
  if (plan.size > 0)
    return verdict('sending', 'sending', `${email} can send now (up to ${plan.size}).`, now);
  const state = await mailboxSendState(db, account.id, pref, now);
  const held = whatHolds(pref, state, now);
  return verdict('waiting', held.kind, `${email}: ${held.text}`, plan.nextAt);
}

/** The first of the planner's rules, in its own order, that keeps the mailbox from sending now. */
function whatHolds(
  pref: SendingPreference,
  state: Awaited<ReturnType<typeof mailboxSendState>>,
  now: Date,
): { kind: string; text: string } {
  const zone = pref.work_time.time_zone;
  const cap = dailyCapToday(pref, state.pace.daysSent);
  if (state.sentToday >= cap) {
    const tomorrow = nextWindowStart(pref, localDayBounds(pref, now).end);
    const until = tomorrow ? ` Next send ${inZone(tomorrow, zone)}.` : '';
    return isRamping(pref) && cap < pref.work_load_capacity.max_job_in_single_day
      ? {
          kind: 'ramp_up',
          text: `ramp-up limit reached: day ${state.pace.daysSent + 1}, ${state.sentToday} of ${cap} today.${until}`,
        }
      : {
          kind: 'daily_cap',
          text: `daily limit reached: ${state.sentToday} of ${cap} today.${until}`,
        };
  }
  if (state.lastSentAt) {
    const gapEnds = state.lastSentAt.getTime() + gapAfter(pref, { now, ...state });
    if (gapEnds > now.getTime())
      return {
        kind: 'gap',
        text: `waiting the gap between messages, until ${inZone(new Date(gapEnds), zone)}.`,
      };
  }
  if (!isInsideWindow(pref, now)) {
    const opens = nextWindowStart(pref, now);
    return {
      kind: 'window',
      text: `sending window closed${opens ? `; it opens ${inZone(opens, zone)}` : ''}.`,
    };
  }
  const room = hourlyRoomAt(pref, state.pace.lastHour, now.getTime());
  if (room > now.getTime())
    return {
      kind: 'hourly_cap',
      text: `hourly limit reached: ${hourlyCap(pref)} in the last hour, next at ${inZone(new Date(room), zone)}.`,
    };
  return {
    kind: 'recipient_zone',
    text: 'its window is closed in the time zones of the recipients waiting.',
  };
}
