/**
 * Which variant of a message a recipient gets, and its spintax picked (campaign README
 * "Experiments"). Everything here is a pure function of the recipient, the step and the stored
 * text: the preview, a test send, the wire and a resend after a crash show the same message.
 */
import crypto from 'node:crypto';
import {
  expandSpintax,
  hasSpintax,
  parseSpintax,
  SpintaxError,
  VARIANT_LETTERS,
  type VariantLetter,
} from '@outbound/common';

/** A step's text (or a version of it): A is its own subject and body, then B to E. */
export interface VariantTexts {
  subject: string;
  body: string;
  variants: { subject: string; body: string }[] | null;
}

/** The letters a step has, A first. */
export function lettersOf(step: Pick<VariantTexts, 'variants'>): VariantLetter[] {
  return VARIANT_LETTERS.slice(0, 1 + (step.variants?.length ?? 0));
}

/** The letter a recipient with `letter` gets at this step: its own when the step has it, else A. */
export function letterAt(
  step: Pick<VariantTexts, 'variants'>,
  letter: string | null,
): VariantLetter {
  const letters = lettersOf(step);
  return letters.includes(letter as VariantLetter) ? (letter as VariantLetter) : 'A';
}

/** The subject and body of a letter of a step (A when the step lacks it). */
export function variantText(
  step: VariantTexts,
  letter: string | null,
): { letter: VariantLetter; subject: string; body: string } {
  const used = letterAt(step, letter);
  const index = VARIANT_LETTERS.indexOf(used);
  const text =
    index === 0 ? step : (step.variants as { subject: string; body: string }[])[index - 1];
  return { letter: used, subject: text.subject, body: text.body };
}

/** A whole number from 0 below `count`, drawn from `seed` (uniform up to 2^-32). */
function draw(seed: string, count: number): number {
  return crypto.createHash('sha256').update(seed).digest().readUInt32BE(0) % count;
}

/**
 * The letter a recipient is given at its first message: one of the first `count` letters, an
 * even split drawn from its id (the same id always draws the same letter).
 */
export function seededLetter(recipientId: string, count: number): VariantLetter {
  return VARIANT_LETTERS[draw(`variant:${recipientId}`, Math.max(1, Math.min(count, 5)))];
}

/**
 * A text's spintax picked for one recipient and step: each choice draws from the seed and its
 * place among the text's choices. A text without spintax, or whose spintax does not read (a text
 * saved before spintax existed), is as it is.
 */
export function pickSpintax(text: string, seed: string): string {
  if (!hasSpintax(text)) return text;
  try {
    return expandSpintax(parseSpintax(text), (index, count) => draw(`${seed}:${index}`, count));
  } catch (error) {
    if (error instanceof SpintaxError) return text;
    throw error;
  }
}

/**
 * The seeds of a recipient's message: the body by its step, the subject by the first step (a
 * follow-up's subject is `Re: ` + the first one's, so it picks what the first message showed).
 */
export function spintaxSeeds(
  recipientId: string,
  stepId: string,
  firstStepId: string,
  letter: string,
): { subject: string; body: string } {
  return {
    subject: `${recipientId}:${firstStepId}:${letter}:subject`,
    body: `${recipientId}:${stepId}:${letter}:body`,
  };
}
