import { CAMPAIGN_MESSAGES, GUARDRAIL_MESSAGES } from '@outbound/common';
import type { CampaignDetailFieldsFragment } from '../../generated/graphql';
import { CAMPAIGN_DETAIL_TEXTS, stepName } from './campaign-detail-texts';

type NoteInput = Pick<CampaignDetailFieldsFragment, 'status' | 'mailAccount' | 'steps'> &
  Partial<Pick<CampaignDetailFieldsFragment, 'pauseReason' | 'pausedMailAccounts'>>;

/**
 * The header's status note (spec 01 §4): 'Campaign is paused' for a paused campaign (with why,
 * when the deliverability guard paused it: "Paused: 2 of 25 messages bounced in 7 days (8.0 %)");
 * otherwise each paused message, a mail account that is not active or not assigned, and each
 * mailbox of the pool the guard paused, with why; else 'Nothing is paused'.
 */
export function statusNotes({
  status,
  mailAccount,
  steps,
  pauseReason,
  pausedMailAccounts,
}: NoteInput): string[] {
  if (status === 'paused')
    return [
      pauseReason ? GUARDRAIL_MESSAGES.paused(pauseReason) : CAMPAIGN_MESSAGES.campaignPaused,
    ];
  const notes = [...steps]
    .sort((a, b) => a.position - b.position)
    .filter((step) => step.status === 'pause')
    .map((step) => CAMPAIGN_DETAIL_TEXTS.stepPaused(stepName(step.position)));
  if (!mailAccount) notes.push(CAMPAIGN_DETAIL_TEXTS.noMailAccount);
  else if (mailAccount.status !== 'active')
    notes.push(CAMPAIGN_DETAIL_TEXTS.mailAccountNotActive(mailAccount.email));
  for (const paused of pausedMailAccounts ?? [])
    notes.push(`${paused.email}: ${GUARDRAIL_MESSAGES.paused(paused.reason ?? '')}`);
  return notes.length > 0 ? notes : [CAMPAIGN_MESSAGES.nothingPaused];
}
