/** A message sequence as the compose screen saves it, checked before anything is stored (spec 01 §5 Compose). */
import {
  CAMPAIGN_MESSAGES,
  followUpSubject,
  hasBodyText,
  stepDraftSchema,
  findTemplateVariables,
  UNSUBSCRIBE_VARIABLE,
  type StepDraft,
} from '@outbound/common';
import { isUuid } from '../../../db/sql';
import { AppError } from '../../../http/errors';
import { parse } from '../../../http/parse-input';
import type { Campaign } from '../campaign.service';
import type { MessageMimeType } from '../../message/render';
import { sanitizeMessageHtml } from '../../message/sanitize-html';
import { checkSpintax, draftVariants } from './step-variants';

const MIME_TYPES: MessageMimeType[] = ['text/html', 'text/plain'];

/** text/html or text/plain, else a 400 (/v1 may send anything here). */
export function messageMimeType(value: string): MessageMimeType {
  if (!MIME_TYPES.includes(value as MessageMimeType))
    throw AppError.badRequest(CAMPAIGN_MESSAGES.mimeType);
  return value as MessageMimeType;
}

export interface ValidStep {
  id: string | null;
  /** Variant A. */
  subject: string;
  body: string;
  /** Variants B to E. */
  variants: { subject: string; body: string }[];
  delayDays: number;
}

/** Refuses a `{{name}}` that is neither one of the campaign's variables nor `unsubscribe_url`. */
function checkVariables(campaign: Campaign, texts: string[]): void {
  const known = new Set([...campaign.variables, UNSUBSCRIBE_VARIABLE]);
  for (const text of texts) {
    // `{{RANDOM|…}}` is spintax, read by `checkSpintax`; the variables of its options are found.
    const unknown = findTemplateVariables(text)
      .filter((found) => !(found.name.toUpperCase() === 'RANDOM' && found.fallback !== undefined))
      .map((found) => found.name)
      .find((name) => !known.has(name));
    if (unknown !== undefined)
      throw AppError.badRequest(CAMPAIGN_MESSAGES.unknownVariable(unknown));
  }
}

/** One variant's subject and body checked (as the step's own were before variants). */
async function validVariant(
  campaign: Campaign,
  mimeType: MessageMimeType,
  draft: { subject?: string | null; body?: string | null; delay?: number | null },
  isFirst: boolean,
  firstSubject: string | undefined,
): Promise<{ subject: string; body: string; delay: number | null | undefined }> {
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
  const subject = isFirst ? values.subject : followUpSubject(firstSubject ?? '');
  checkSpintax(isFirst ? [subject, body] : [body]);
  checkVariables(campaign, isFirst ? [subject, values.body] : [values.body]);
  return { subject, body, delay: values.delay };
}

/**
 * Validates every message in order (the first failure is the answer), each of its variants in
 * letter order, forces follow-up subjects to `Re: ` + the first subject (of the same letter, else
 * A's), refuses unknown variables and spintax that does not read, and sanitizes HTML bodies.
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
    const texts: { subject: string; body: string }[] = [];
    let delay: number | null | undefined;
    for (const [letter, text] of draftVariants(draft).entries()) {
      const first =
        valid[0] && (letter === 0 ? valid[0] : (valid[0].variants[letter - 1] ?? valid[0]));
      const checked = await validVariant(
        campaign,
        mimeType,
        { ...text, delay: draft.delay },
        isFirst,
        first?.subject,
      );
      if (letter === 0) delay = checked.delay;
      texts.push({ subject: checked.subject, body: checked.body });
    }
    const id = draft.id === undefined || draft.id === null || draft.id === '' ? null : draft.id;
    if (id !== null && !isUuid(id)) throw AppError.notFound(CAMPAIGN_MESSAGES.stepNotFound);
    if (id !== null && valid.some((step) => step.id === id))
      throw AppError.badRequest(CAMPAIGN_MESSAGES.stepRepeated);
    valid.push({
      id,
      subject: texts[0].subject,
      body: texts[0].body,
      variants: texts.slice(1),
      delayDays: isFirst ? 0 : (delay ?? 0),
    });
  }
  return valid;
}
