/**
 * Which mailboxes need attention, and why (the dashboard). Pure: the caller reads the mailboxes
 * and their last 7 days of messages and bounces (mailbox_day_counter).
 */
import { GUARDRAIL_MESSAGES } from '@outbound/common';
import type { DashboardAttention } from './dashboard.types';

/** A bounce rate above this share of the messages of the last 7 days alarms. */
export const BOUNCE_RATE_ALARM = 0.05;
/** Below this many messages in 7 days a rate says little: one bounce in 3 sends does not alarm. */
export const BOUNCE_RATE_MIN_MESSAGES = 20;
/** The UTC days the bounce rate covers, today included. */
export const BOUNCE_RATE_DAYS = 7;

/** What the rules read of a mailbox. */
export interface MailboxHealth {
  id: string;
  email: string;
  name: string;
  type: string;
  status: string;
  /** Refused SMTP logins (and Google token refreshes) in a row. */
  consecutiveFailures: number;
  /** Refused IMAP logins in a row. */
  imapLoginFailures: number;
  /** Paused by the deliverability guard (its bounce rate), and why. */
  pausedAt?: Date | null;
  pauseReason?: string | null;
}

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;
const times = (count: number) => (count === 1 ? 'once' : `${count} times`);

/**
 * The reasons of one mailbox, most serious first: paused by the deliverability guard (with its
 * reason: "Paused: 4 of 37 messages bounced in 7 days (10.8 %)"), stopped (logins kept failing, sending stopped
 * until it is reconnected) or disabled (turned off by a user); then, for a mailbox still trying
 * to log in, the failures so far of each protocol; then a bounce rate above 5 % of at least 20
 * messages.
 */
export function attentionOf(
  mailbox: MailboxHealth,
  week: { messages: number; bounce: number } | undefined,
): DashboardAttention[] {
  const about = {
    mailboxId: mailbox.id,
    email: mailbox.email,
    name: mailbox.name,
    type: mailbox.type,
  };
  const reasons: DashboardAttention[] = [];
  if (mailbox.pausedAt)
    reasons.push({
      ...about,
      reason: 'paused',
      detail: GUARDRAIL_MESSAGES.paused(mailbox.pauseReason ?? ''),
    });
  if (mailbox.status === 'stopped')
    reasons.push({ ...about, reason: 'stopped', detail: 'Sending stopped: logins kept failing' });
  else if (mailbox.status === 'inactive')
    reasons.push({ ...about, reason: 'disabled', detail: 'Disabled: it sends nothing' });
  else {
    if (mailbox.consecutiveFailures > 0)
      reasons.push({
        ...about,
        reason: 'smtp_login_failures',
        detail: `${mailbox.type === 'google' ? 'Google sign-in or SMTP' : 'SMTP'} login failed ${times(mailbox.consecutiveFailures)} in a row`,
      });
    if (mailbox.imapLoginFailures > 0)
      reasons.push({
        ...about,
        reason: 'imap_login_failures',
        detail: `IMAP login failed ${times(mailbox.imapLoginFailures)} in a row`,
      });
  }
  // A paused mailbox already says its bounce rate.
  if (!mailbox.pausedAt && week && week.messages >= BOUNCE_RATE_MIN_MESSAGES) {
    const rate = week.bounce / week.messages;
    if (rate > BOUNCE_RATE_ALARM)
      reasons.push({
        ...about,
        reason: 'bounce_rate',
        detail: `${percent(rate)} of ${week.messages} messages bounced in the last ${BOUNCE_RATE_DAYS} days`,
      });
  }
  return reasons;
}
