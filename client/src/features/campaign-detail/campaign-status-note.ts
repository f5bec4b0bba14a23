import { CAMPAIGN_MESSAGES } from '@outbound/common';
import type { CampaignDetailFieldsFragment } from '../../generated/graphql';
import { CAMPAIGN_DETAIL_TEXTS, stepName } from './campaign-detail-texts';

type NoteInput = Pick<CampaignDetailFieldsFragment, 'status' | 'mailAccount' | 'steps'>;

/**
 * The header's status note (spec 01 §4): 'Campaign is paused' for a paused campaign; otherwise
 * each paused message and a mail account that is not active or not assigned; else
 * 'Nothing is paused'.
 */
export function statusNotes({ status, mailAccount, steps }: NoteInput): string[] {
  if (status === 'paused') return [CAMPAIGN_MESSAGES.campaignPaused];
  const notes = [...steps]
    .sort((a, b) => a.position - b.position)
    .filter((step) => step.status === 'pause')
    .map((step) => CAMPAIGN_DETAIL_TEXTS.stepPaused(stepName(step.position)));
  if (!mailAccount) notes.push(CAMPAIGN_DETAIL_TEXTS.noMailAccount);
  else if (mailAccount.status !== 'active')
    notes.push(CAMPAIGN_DETAIL_TEXTS.mailAccountNotActive(mailAccount.email));
  return notes.length > 0 ? notes : [CAMPAIGN_MESSAGES.nothingPaused];
}
