import { EMAIL_MAX_LENGTH } from '@outbound/common';
import { likePattern } from '../../db/sql';

/**
 * How a search by part of the address finds its matches among a million contacts.
 *
 * The trigram index answers "which addresses hold all these 3-character parts", and its cost
 * grows with how common each part is, not with how many addresses match them all: "person4242@"
 * reads the entries of "per", "ers", "rso" and "son", which every address of a workspace may hold
 * (70 ms at 1,000,000 contacts), to find 4. So the index is asked for the rarest parts of the text
 * only, as seen in a sample of the workspace's addresses, and every address it finds is tested on
 * the whole text. A text none of whose parts is rare in the sample is common: its matches are met
 * soon enough walking the contacts newest first.
 *
 * A text without a trigram (2 characters) is found through its pair of letters or digits: every
 * trigram holding that pair, which is what the index answers for `pairPattern`. A rare pair
 * walked instead reads every contact (280 ms at 1,000,000 for "zq", which no address holds).
 */
export interface TextSearch {
  /** The whole text, an ILIKE pattern every match is tested on. */
  pattern: string;
  /** ILIKE patterns of the text's rarest parts, for the trigram index; none: walk the contacts. */
  indexed: string[];
  /**
   * A text without a trigram whose pair of ASCII letters or digits is rare in the sample: a
   * case-insensitive regex that holds for every address of ASCII characters holding the pair
   * (preceded by the start or any ASCII character) and that the trigram index answers from the
   * trigrams holding the pair (a letter or digit before it, or the start of a word). An address
   * with other characters is not covered: those are tested on their own (`contact_non_ascii_idx`).
   */
  pairPattern?: string;
  /**
   * Whether the rarest part is rare enough to beat a filter's own index: held by at most 1 % of
   * the sample. A commoner one finds more addresses (100,000 for "company5" at a million) than a
   * campaign or status filter leaves to test (at most a few tens of thousands).
   */
  beatsFilter: boolean;
}

/** How many addresses of the workspace are the sample (`sampleAddresses`). */
export const TEXT_SAMPLE_SIZE = 1000;
/** A part of the text held by at most this share of the sample is rare enough for the index. */
const RARE_SHARE = 0.2;
/** A part held by at most this share of the sample beats a filter's index (`beatsFilter`). */
const FILTER_SHARE = 0.01;
/** The index is asked for this many of the rarest parts: each adds its entries to read. */
const MAX_PARTS = 2;
/**
 * And for up to this many more held by at most FILTER_SHARE of the sample: their entries are few,
 * and each narrows what is tested on the whole text. The sample's pages hold neighbouring
 * addresses, so it may judge two overlapping parts rarest ("on4" and "n42" of "person4242@",
 * together in 11,000 addresses at 1,000,000, 12 ms of tests) where a third ("424") leaves 1.
 */
const MAX_RARE_PARTS = 4;
/** A trigram: 3 letters or digits (pg_trgm keeps only those). Sees 3 characters at a time. */
const TRIGRAM = /^[\p{L}\p{N}]{3}$/u;
/** Two ASCII letters or digits, the pair a text without a trigram is found by. Sees 2 at a time. */
const ASCII_PAIR = /^[A-Za-z0-9]{2}$/;

/** The plan of a search by `text`, from `sample` (addresses in lower case). */
export function planTextSearch(text: string, sample: string[]): TextSearch {
  // No address is longer: a longer text matches nothing, whatever its parts.
  const lower = text.slice(0, EMAIL_MAX_LENGTH).toLowerCase();
  const parts = new Map<string, number>();
  for (let i = 0; i + 3 <= lower.length; i += 1) {
    const part = lower.slice(i, i + 3);
    if (!TRIGRAM.test(part) || parts.has(part)) continue;
    parts.set(part, sample.filter((address) => address.includes(part)).length);
  }
  const limit = RARE_SHARE * sample.length;
  if (parts.size === 0) return planPairSearch(text, sample);
  const rarest = [...parts.entries()]
    .filter(([, holders]) => holders <= limit)
    .sort((a, b) => a[1] - b[1])
    .filter(([, holders], i) => i < MAX_PARTS || holders <= FILTER_SHARE * sample.length)
    .slice(0, MAX_RARE_PARTS);
  return {
    pattern: likePattern(text),
    indexed: rarest.map(([part]) => likePattern(part)),
    beatsFilter: rarest.length > 0 && rarest[0][1] <= FILTER_SHARE * sample.length,
  };
}

/** The plan of a text without a trigram: through its first pair of ASCII letters or digits. */
function planPairSearch(text: string, sample: string[]): TextSearch {
  const walk = { pattern: likePattern(text), indexed: [], beatsFilter: false };
  let pair: string | undefined;
  // The text has no trigram, so no three letters or digits in a row: it is short, or broken up.
  for (let i = 0; i + 2 <= text.length && !pair; i += 1) {
    if (ASCII_PAIR.test(text.slice(i, i + 2))) pair = text.slice(i, i + 2).toLowerCase();
  }
  if (!pair) return walk;
  const holders = sample.filter((address) => address.includes(pair)).length;
  if (holders > RARE_SHARE * sample.length) return walk;
  return {
    ...walk,
    pairPattern: `(^|[\\x01-\\x7f])${pair}`,
    beatsFilter: holders <= FILTER_SHARE * sample.length,
  };
}

/**
 * A text held by this share of the sample is common: more matches than the cap are likely, so
 * they are counted (up to the cap) and a page is walked newest first, rather than gathered to
 * pick a page among them (`searchMatches`), which costs a third more for "pe" at 1,000,000.
 */
const COMMON_SHARE = 0.02;

/** Whether `text` is common in the workspace, as the sample (addresses in lower case) shows. */
export function isCommonText(text: string, sample: string[]): boolean {
  const lower = text.toLowerCase();
  return sample.filter((address) => address.includes(lower)).length >= COMMON_SHARE * sample.length;
}
