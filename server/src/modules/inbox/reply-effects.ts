import { isValidTimeZone } from '@outbound/common';
import { DOMAINS as FREE_MAIL_DOMAINS } from 'free-email-domains-list';
import type { EntityManager } from 'typeorm';
import { defaultAway, type AwayDate, type AwayRead } from './away-date';
import type { RecordedIncoming } from './inbox-match';
import {
  lockColleagues,
  pauseRecipientAway,
  selectEffectRecipient,
  stopColleagues,
} from './queries/reply-effects';

/**
 * What a categorized reply does beyond its event (which the one event path records: a person's
 * reply stops the sequence, an unsubscribe request unsubscribes, an automatic answer does
 * neither), in the sync's transaction for the message, so a crash leaves all of it or none:
 * - **out of office**: the recipient's next message is due no earlier than the working day after
 *   the date it gives (or the campaign's `out_of_office_days` after it arrived);
 * - **stop for company**: on a campaign with `stop_for_company`, a person's reply stops every
 *   active recipient of the campaign at the same company domain (free-mail domains excluded).
 */

/** Whether an address's domain is a company's (not a free-mail provider's). */
export function companyDomain(email: string): string | null {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (!domain || !domain.includes('.')) return null;
  return (FREE_MAIL_DOMAINS as Set<string>).has(domain) ? null : domain;
}

/**
 * Before a person's reply is recorded: on a stop-for-company campaign, the replier and its
 * colleagues are locked in id order. Answers the colleagues to stop once the reply is recorded.
 */
export async function lockCompanyOf(tx: EntityManager, recipientId: string): Promise<string[]> {
  const recipient = await selectEffectRecipient(tx, recipientId);
  if (!recipient?.stop_for_company) return [];
  const domain = companyDomain(recipient.email);
  return domain ? lockColleagues(tx, recipient, domain) : [];
}

/** After the reply was recorded: its colleagues stop (`replied`, stopped by it). */
export async function stopCompanyOf(
  tx: EntityManager,
  recipientId: string,
  colleagues: string[],
): Promise<number> {
  return stopColleagues(tx, recipientId, colleagues);
}

/**
 * After a message's event was recorded and the message stored (in the sync's transaction): a
 * person's reply stops the colleagues locked before it; an out-of-office pauses its recipient.
 * Only a message that had effects (matched through our Message-ID, or with a proven sender).
 */
export async function applyReplyEffects(
  tx: EntityManager,
  recorded: RecordedIncoming,
  effects: { colleagues: string[]; away: AwayRead | null; mailId: string | null },
): Promise<void> {
  const match = recorded.match && !recorded.unproven ? recorded.match : null;
  if (!match) return;
  if (recorded.kind === 'reply' && effects.colleagues.length > 0)
    await stopCompanyOf(tx, match.recipientId, effects.colleagues);
  if (recorded.kind === 'auto_reply' && effects.away)
    await pauseAway(tx, match.recipientId, effects.away, effects.mailId);
}

/** What an out-of-office pause did: the days read, and when the recipient resumes. */
export interface AwayPause extends AwayDate {
  dateFound: boolean;
  resumesAt: Date;
}

/**
 * Pauses the recipient of an out-of-office (locked by its event) until the working day after its
 * return date (`found`, `away-date.ts`, read against the message's own Date, `sent`); without
 * one, the campaign's `out_of_office_days` after it. Null when the recipient is no longer active.
 */
export async function pauseAway(
  tx: EntityManager,
  recipientId: string,
  { found, sent }: AwayRead,
  mailId: string | null,
): Promise<AwayPause | null> {
  const recipient = await selectEffectRecipient(tx, recipientId);
  if (!recipient || recipient.state !== 'active') return null;
  const away = found ?? defaultAway(sent, recipient.out_of_office_days);
  const zone = recipient.zone && isValidTimeZone(recipient.zone) ? recipient.zone : 'UTC';
  const resumesAt = await pauseRecipientAway(tx, {
    recipientId,
    workspaceId: recipient.workspace_id,
    until: away.until,
    dateFound: found !== null,
    back: away.back,
    zone,
    dueBefore: recipient.next_send_at,
    mailId,
  });
  return resumesAt ? { ...away, dateFound: found !== null, resumesAt } : null;
}
