import { GUARDRAIL_MESSAGES, type MailboxHealthState } from '@outbound/common';
import type { MailAccount } from './mail-account.entity';

/** How a mailbox stands for sending, as the list shows it (issue 27 §1). */
export interface MailboxHealth {
  state: MailboxHealthState;
  reason: string | null;
  since: Date | null;
}

/**
 * `paused`: the deliverability guard paused it (its reason, since then; a resume clears it);
 * `failing`: its logins are refused (stopped after too many in a row, or failing now);
 * otherwise `ok`. A disabled mailbox is `ok` here: its status says it is off.
 */
export function mailboxHealth(account: MailAccount): MailboxHealth {
  if (account.pausedAt)
    return { state: 'paused', reason: account.pauseReason, since: account.pausedAt };
  if (account.status === 'stopped')
    return { state: 'failing', reason: GUARDRAIL_MESSAGES.stopped, since: null };
  const failures = Math.max(account.consecutiveFailures, account.imapLoginFailures);
  if (failures > 0)
    return { state: 'failing', reason: GUARDRAIL_MESSAGES.loginFailing(failures), since: null };
  return { state: 'ok', reason: null, since: null };
}
