/** The variants of a message as the compose screen saves them (campaign README "Experiments"). */
import {
  MAX_VARIANTS,
  hasSpintax,
  parseSpintax,
  SpintaxError,
  VARIANT_MESSAGES,
  type StepDraft,
} from '@outbound/common';
import { AppError } from '../../../http/errors';

type DraftText = { subject?: string | null; body?: string | null };

function isText(value: unknown): value is DraftText {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const { subject, body } = value as Record<string, unknown>;
  return (
    (subject === undefined || subject === null || typeof subject === 'string') &&
    (body === undefined || body === null || typeof body === 'string')
  );
}

/**
 * A draft's variants, A first: its `variants` when given (1 to 5 `{subject, body}`), else its own
 * subject and body as the one variant. Anything else is a 400 before anything is read further.
 */
export function draftVariants(draft: StepDraft): DraftText[] {
  const { variants } = draft as { variants?: unknown };
  if (variants === undefined || variants === null)
    return [{ subject: draft.subject, body: draft.body }];
  if (!Array.isArray(variants) || variants.length === 0 || !variants.every(isText))
    throw AppError.badRequest(VARIANT_MESSAGES.invalid);
  if (variants.length > MAX_VARIANTS) throw AppError.badRequest(VARIANT_MESSAGES.tooMany);
  return variants;
}

/** Refuses (400) a text whose spintax does not read: not closed, nested too deep, too long. */
export function checkSpintax(texts: string[]): void {
  for (const text of texts) {
    // A text without a choice is sent as it is (`pickSpintax`): nothing to read, whatever its size.
    if (!hasSpintax(text)) continue;
    try {
      parseSpintax(text);
    } catch (error) {
      if (error instanceof SpintaxError) throw AppError.badRequest(error.message);
      throw error;
    }
  }
}
