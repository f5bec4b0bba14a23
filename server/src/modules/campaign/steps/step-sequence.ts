/** A message sequence as the compose screen saves it, checked before anything is stored (spec 01 §5 Compose). */
import {
  CAMPAIGN_MESSAGES,
  followUpSubject,
  hasBodyText,
  stepDraftSchema,
  templateVariables,
  UNSUBSCRIBE_VARIABLE,
  type StepDraft,
} from '@outbound/common';
import { isUuid } from '../../../db/sql';
import { AppError } from '../../../http/errors';
import { parse } from '../../../http/parse-input';
import type { Campaign } from '../campaign.service';
import type { MessageMimeType } from '../../message/render';
import { sanitizeMessageHtml } from '../../message/sanitize-html';

const MIME_TYPES: MessageMimeType[] = ['text/html', 'text/plain'];

/** text/html or text/plain, else a 400 (/v1 may send anything here). */
export function messageMimeType(value: string): MessageMimeType {
  if (!MIME_TYPES.includes(value as MessageMimeType))
    throw AppError.badRequest(CAMPAIGN_MESSAGES.mimeType);
  return value as MessageMimeType;
}

export interface ValidStep {
  id: string | null;
  subject: string;
  body: string;
  delayDays: number;
}

/** Refuses a `{{name}}` that is neither one of the campaign's variables nor `unsubscribe_url`. */
function checkVariables(campaign: Campaign, texts: string[]): void {
  const known = new Set([...campaign.variables, UNSUBSCRIBE_VARIABLE]);
  for (const text of texts) {
    const unknown = templateVariables(text).find((name) => !known.has(name));
    if (unknown !== undefined)
      throw AppError.badRequest(CAMPAIGN_MESSAGES.unknownVariable(unknown));
  }
}

/**
 * Validates every message in order (the first failure is the answer), forces follow-up subjects
 * to `Re: ` + the first subject, refuses unknown variables and sanitizes HTML bodies.
 */
export async function validateSequence(
  campaign: Campaign,
  mimeType: MessageMimeType,
  drafts: StepDraft[],
): Promise<ValidStep[]> {
  const sequence = drafts.length > 0 ? drafts : [{}];
  const valid: ValidStep[] = [];
  for (const [index, draft] of sequence.entries()) {
    const isFirst = index === 0;
    const values = await parse(stepDraftSchema(isFirst), {
      subject: draft.subject ?? '',
      body: draft.body ?? '',
      delay: draft.delay,
    });
    const body = mimeType === 'text/html' ? sanitizeMessageHtml(values.body) : values.body;
    if (!hasBodyText(body))
      throw AppError.badRequest(
        isFirst ? CAMPAIGN_MESSAGES.bodyRequired : CAMPAIGN_MESSAGES.followUpBlank,
      );
    const subject = isFirst ? values.subject : followUpSubject(valid[0].subject);
    checkVariables(campaign, isFirst ? [subject, values.body] : [values.body]);
    const id = draft.id === undefined || draft.id === null || draft.id === '' ? null : draft.id;
    if (id !== null && !isUuid(id)) throw AppError.notFound(CAMPAIGN_MESSAGES.stepNotFound);
    if (id !== null && valid.some((step) => step.id === id))
      throw AppError.badRequest(CAMPAIGN_MESSAGES.stepRepeated);
    valid.push({
      id,
      subject,
      body,
      delayDays: isFirst ? 0 : (values.delay ?? 0),
    });
  }
  return valid;
}
