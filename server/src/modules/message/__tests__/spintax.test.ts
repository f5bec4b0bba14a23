import crypto from 'node:crypto';
import {
  expandSpintax,
  MAX_SPINTAX_INPUT,
  parseSpintax,
  SpintaxError,
  VARIANT_MESSAGES,
  type SpintaxNode,
} from '@outbound/common';
import { letterAt, pickSpintax, seededLetter, variantText } from '../variants';

/** Every text a spintax can give (each option of each choice, in every combination). */
function allOf(nodes: SpintaxNode[]): string[] {
  let texts = [''];
  for (const node of nodes) {
    const parts = typeof node === 'string' ? [node] : node.options.flatMap(allOf);
    texts = texts.flatMap((text) => parts.map((part) => text + part));
  }
  return texts;
}

function expandAll(text: string): Set<string> {
  const nodes = parseSpintax(text);
  // The expansion picks within these: every pick of the first choice is one of them.
  expect(allOf(nodes)).toContain(expandSpintax(nodes, () => 0));
  return new Set(allOf(nodes));
}

describe('spintax', () => {
  it('picks one option of each choice', () => {
    expect(expandAll('{{RANDOM|Hi|Hello|Hey}} there')).toEqual(
      new Set(['Hi there', 'Hello there', 'Hey there']),
    );
    expect(expandAll('{{random|a|b}}')).toEqual(new Set(['a', 'b']));
  });

  it('nests choices, and keeps variables (with their fallback) whole inside options', () => {
    expect(expandAll('{{RANDOM|Hi {{RANDOM|you|there}}|Hello {{First Name|friend}}}}!')).toEqual(
      new Set(['Hi you!', 'Hi there!', 'Hello {{First Name|friend}}!']),
    );
  });

  it('reads \\| \\{ \\} \\\\ inside a choice as the characters, and leaves text outside as it is', () => {
    expect(expandAll('{{RANDOM|a\\|b|c\\}\\}|d\\\\}}')).toEqual(new Set(['a|b', 'c}}', 'd\\']));
    expect(expandAll('C:\\path | not a choice }}')).toEqual(
      new Set(['C:\\path | not a choice }}']),
    );
    // A backslash before anything else is itself.
    expect(expandAll('{{RANDOM|a\\nb}}')).toEqual(new Set(['a\\nb']));
  });

  it('takes an empty option as one; a variable’s | and }} are its own; a lone {{ is text', () => {
    expect(expandAll('x{{RANDOM||y}}')).toEqual(new Set(['x', 'xy']));
    expect(expandAll('{{RANDOM|a {{ b|c}}}}')).toEqual(new Set(['a {{ b|c}}']));
    expect(expandAll('{{RANDOM|a {{{b|c}}')).toEqual(new Set(['a {{{b', 'c']));
  });

  it('refuses a choice not closed, one nested too deep, and a text too long', () => {
    expect(() => parseSpintax('{{RANDOM|Hi|Hello')).toThrow(VARIANT_MESSAGES.spintaxNotClosed);
    expect(() => parseSpintax('{{RANDOM|a|{{RANDOM|b}}')).toThrow(SpintaxError);
    const deep = '{{RANDOM|'.repeat(6) + 'x' + '}}'.repeat(6);
    expect(() => parseSpintax(deep)).toThrow(VARIANT_MESSAGES.spintaxTooDeep);
    expect(() => parseSpintax('{{RANDOM|'.repeat(5) + 'x' + '}}'.repeat(5))).not.toThrow();
    expect(() => parseSpintax('a'.repeat(MAX_SPINTAX_INPUT + 1))).toThrow(
      VARIANT_MESSAGES.spintaxTooLong,
    );
  });

  it('is linear: a hostile 1 MB text is refused at once, the longest accepted ones parse fast', () => {
    const hostile = [
      '{{'.repeat(150_000),
      '{{RANDOM|' + '\\|{{x'.repeat(50_000) + '}}',
      '{{RANDOM|a|'.repeat(5) + '|'.repeat(290_000) + '}}'.repeat(5),
    ];
    for (const text of hostile) {
      const started = performance.now();
      try {
        parseSpintax(text);
      } catch (error) {
        expect(error).toBeInstanceOf(SpintaxError);
      }
      expect(performance.now() - started).toBeLessThan(2_000);
    }
    const started = performance.now();
    expect(() => parseSpintax('{'.repeat(1_000_000))).toThrow(VARIANT_MESSAGES.spintaxTooLong);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('picks the same text for the same seed, and spreads over the options across seeds', () => {
    const text = 'Subject {{RANDOM|one|two|three}} and {{RANDOM|x|y}}';
    expect(pickSpintax(text, 'r1:s1:A:body')).toBe(pickSpintax(text, 'r1:s1:A:body'));
    const seen = new Set(
      Array.from({ length: 60 }, (_, i) => pickSpintax(text, `r${i}:s1:A:body`)),
    );
    expect(seen.size).toBe(6);
    // A text whose spintax does not read (saved before spintax existed) goes as it is.
    expect(pickSpintax('{{RANDOM|open', 'seed')).toBe('{{RANDOM|open');
  });
});

describe('variant letters', () => {
  it('splits recipients evenly over the letters, the same id always the same letter', () => {
    for (const count of [2, 3, 5]) {
      const tally = new Map<string, number>();
      for (let i = 0; i < 5_000; i++) {
        const letter = seededLetter(crypto.randomUUID(), count);
        tally.set(letter, (tally.get(letter) ?? 0) + 1);
      }
      expect(tally.size).toBe(count);
      for (const n of tally.values())
        expect(Math.abs(n - 5_000 / count)).toBeLessThan(5_000 * 0.04);
    }
    const id = crypto.randomUUID();
    expect(seededLetter(id, 3)).toBe(seededLetter(id, 3));
    expect(seededLetter(id, 1)).toBe('A');
  });

  it('uses A at a message without the recipient’s letter', () => {
    const step = { subject: 'sA', body: 'bA', variants: [{ subject: 'sB', body: 'bB' }] };
    expect(letterAt(step, 'B')).toBe('B');
    expect(letterAt(step, 'C')).toBe('A');
    expect(variantText(step, 'B')).toEqual({ letter: 'B', subject: 'sB', body: 'bB' });
    expect(variantText(step, 'E')).toEqual({ letter: 'A', subject: 'sA', body: 'bA' });
    expect(variantText({ ...step, variants: null }, null).letter).toBe('A');
  });
});
