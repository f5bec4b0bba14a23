/**
 * The variant a preview or a test send shows (campaign README "Experiments"): the recipient's own
 * letter, or the one its first message will give it, and its spintax picked with the seeds of the
 * wire, so the preview, a test send and the recipient's message read the same.
 */
import { VARIANT_LETTERS, VARIANT_MESSAGES, type VariantLetter } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { AppError } from '../../../http/errors';
import { pickSpintax, seededLetter, spintaxSeeds, variantText } from '../../message/variants';
import { selectLetterStates } from '../variants/queries';
import type { Step } from '../steps/campaign-steps.service';

/** A letter asked for: none, or one of A to E (else a 400). */
export function askedLetter(value: unknown): VariantLetter | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !VARIANT_LETTERS.includes(value as VariantLetter))
    throw AppError.badRequest(VARIANT_MESSAGES.variantLetter);
  return value as VariantLetter;
}

/**
 * The letter a recipient's messages are in: the asked one, else its own, else the one its first
 * message would give it now (auto-pick's winner, or its seeded share of the campaign's letters).
 */
export async function previewLetter(
  db: DataSource,
  recipient: { id: string; variant: string | null; contacted: boolean } | undefined,
  asked: VariantLetter | null,
): Promise<string> {
  if (asked !== null) return asked;
  if (!recipient) return 'A';
  if (recipient.variant !== null) return recipient.variant;
  // Sent a message without a letter (before the campaign had variants): it stays A.
  if (recipient.contacted) return 'A';
  const [state] = await selectLetterStates(db, [recipient.id]);
  if (!state) return 'A';
  if (state.auto_pick && state.pick !== null) return state.pick;
  return seededLetter(recipient.id, state.letters);
}

/** One step's text for a recipient in a letter: the variant (A when it lacks it), spintax picked. */
export function previewText(
  steps: Step[],
  step: Step,
  recipientId: string,
  letter: string,
): { letter: string; firstSubject: string; body: string } {
  const lettered = { ...step, variants: step.variants.slice(1) };
  const first = steps[0] ?? step;
  const text = variantText(lettered, letter);
  const firstText = variantText({ ...first, variants: first.variants.slice(1) }, letter);
  const seeds = spintaxSeeds(recipientId, step.id, first.id, text.letter);
  const subjectSeeds = spintaxSeeds(recipientId, step.id, first.id, firstText.letter);
  return {
    letter: text.letter,
    firstSubject: pickSpintax(firstText.subject, subjectSeeds.subject),
    body: pickSpintax(text.body, seeds.body),
  };
}

/** The spintax of a test send: as the first recipient gets it at that message (or fixed seeds). */
export function testSendText(
  text: { subject: string; body: string },
  seed: { recipientId: string | null; stepId: string | null; firstStepId: string | null },
  letter: string,
): { subject: string; body: string } {
  const recipientId = seed.recipientId ?? 'test';
  const stepId = seed.stepId ?? 'test';
  const seeds = spintaxSeeds(recipientId, stepId, seed.firstStepId ?? stepId, letter);
  return {
    subject: pickSpintax(text.subject, seeds.subject),
    body: pickSpintax(text.body, seeds.body),
  };
}
