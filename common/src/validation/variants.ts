/**
 * A/B variants of a message and spintax (campaign README "Experiments"): the letters, the limits,
 * the messages, and the spintax parser shared by the server (rendering, validation) and the
 * compose screen.
 */

/** A message has 1 to 5 variants, lettered in order; the first (A) is the step's own text. */
export const VARIANT_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
export type VariantLetter = (typeof VARIANT_LETTERS)[number];
export const MAX_VARIANTS = VARIANT_LETTERS.length;

/** A variant is compared only once each variant of the message has been sent this often. */
export const VARIANT_MIN_SAMPLE = 100;
/** The significance a winner needs (two-sided, before the correction for several variants). */
export const VARIANT_ALPHA = 0.05;

/** Spintax nests this deep at most. */
export const MAX_SPINTAX_DEPTH = 5;
/** Longer texts are not parsed for spintax (bodies are capped below this anyway). */
export const MAX_SPINTAX_INPUT = 300_000;

export const VARIANT_MESSAGES = {
  tooMany: `A message can have at most ${MAX_VARIANTS} variants.`,
  invalid: 'Each variant must have a subject and a body.',
  spintaxNotClosed: 'A {{RANDOM|…}} is not closed: end it with }}.',
  spintaxTooDeep: `A {{RANDOM|…}} can hold others at most ${MAX_SPINTAX_DEPTH} deep.`,
  spintaxTooLong: 'This text is too long to read its {{RANDOM|…}} options.',
  variantLetter: 'A variant must be one of the letters A to E of the message.',
  autoPick: 'Auto-pick (enable) must be true or false.',
} as const;

/** One piece of a text with spintax: text as it is, or a choice between options. */
export type SpintaxNode = string | SpintaxChoice;
export interface SpintaxChoice {
  /** Its place among the text's choices, in reading order (what seeds its pick). */
  index: number;
  options: SpintaxNode[][];
}

export class SpintaxError extends Error {}

const OPEN = '{{RANDOM|';

function startsSpin(text: string, at: number): boolean {
  return (
    text.startsWith('{{', at) && text.slice(at + 2, at + OPEN.length).toUpperCase() === 'RANDOM|'
  );
}

/** Where a `{{name}}` or `{{name|fallback}}` starting at `at` ends (after `}}`), or -1. */
function variableEnd(text: string, at: number): number {
  let close = at + 2;
  while (close < text.length && text[close] !== '{' && text[close] !== '}') close += 1;
  return text.startsWith('}}', close) ? close + 2 : -1;
}

const ESCAPED = new Set(['|', '{', '}', '\\']);

/**
 * Reads a text's spintax in one left-to-right scan (no regular expression: linear in its length):
 * - `{{RANDOM|Hi|Hello|Hey}}` is a choice of its options (`RANDOM` in any case), separated by `|`
 *   and ended by `}}`; an option may hold text, `{{variables}}` (their `|fallback` and `}}` are
 *   theirs) and other choices, `MAX_SPINTAX_DEPTH` deep at most;
 * - inside a choice, `\|`, `\{`, `\}` and `\\` are a literal `|`, `{`, `}` and `\`; a `\` before
 *   anything else is itself;
 * - outside any choice the text is as it is (a `\` stays a `\`).
 * Throws a `SpintaxError` (with its message) for a choice that is not closed, one nested too deep
 * and a text longer than `MAX_SPINTAX_INPUT`.
 */
export function parseSpintax(text: string): SpintaxNode[] {
  if (text.length > MAX_SPINTAX_INPUT) throw new SpintaxError(VARIANT_MESSAGES.spintaxTooLong);
  const root: SpintaxNode[] = [];
  // The open choices, innermost last; `current` is where text goes now.
  const open: SpintaxChoice[] = [];
  let current = root;
  let index = 0;
  let buffer = '';
  const flush = () => {
    if (buffer !== '') current.push(buffer);
    buffer = '';
  };
  let at = 0;
  while (at < text.length) {
    const char = text[at];
    if (char === '{' && startsSpin(text, at)) {
      if (open.length >= MAX_SPINTAX_DEPTH) throw new SpintaxError(VARIANT_MESSAGES.spintaxTooDeep);
      flush();
      const choice: SpintaxChoice = { index: index++, options: [[]] };
      current.push(choice);
      open.push(choice);
      current = choice.options[0];
      at += OPEN.length;
    } else if (open.length === 0) {
      buffer += char;
      at += 1;
    } else if (char === '\\' && at + 1 < text.length && ESCAPED.has(text[at + 1])) {
      buffer += text[at + 1];
      at += 2;
    } else if (char === '|') {
      flush();
      const choice = open[open.length - 1];
      current = [];
      choice.options.push(current);
      at += 1;
    } else if (char === '}' && text[at + 1] === '}') {
      flush();
      open.pop();
      const parent = open[open.length - 1];
      current = parent ? parent.options[parent.options.length - 1] : root;
      at += 2;
    } else if (char === '{' && text[at + 1] === '{') {
      // A variable inside an option goes through whole; a `{{` that starts none is text.
      const end = variableEnd(text, at);
      buffer += text.slice(at, end === -1 ? at + 2 : end);
      at = end === -1 ? at + 2 : end;
    } else {
      buffer += char;
      at += 1;
    }
  }
  if (open.length > 0) throw new SpintaxError(VARIANT_MESSAGES.spintaxNotClosed);
  flush();
  return root;
}

/**
 * The text with each choice replaced by the option `pick(choice index, option count)` gives
 * (a whole number from 0 below the count), options within options alike.
 */
export function expandSpintax(
  nodes: SpintaxNode[],
  pick: (index: number, count: number) => number,
): string {
  let text = '';
  for (const node of nodes) {
    if (typeof node === 'string') text += node;
    else text += expandSpintax(node.options[pick(node.index, node.options.length)] ?? [], pick);
  }
  return text;
}

/** Whether a text holds any spintax (a quick test before parsing). */
export function hasSpintax(text: string): boolean {
  return text.toUpperCase().includes(OPEN);
}
