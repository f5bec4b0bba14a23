/** Below this share of the bar, a segment's label does not fit inside it and moves beside it. */
export const LABEL_INSIDE_MIN_PERCENT = 6;

/** A share as the funnel writes it: at most two decimals, e.g. `12.5%`, `33.33%`, `0%`. */
export function percentText(percentage: number): string {
  return `${Number(percentage.toFixed(2))}%`;
}

/** `part` as a percentage of `whole`; 0 when there is no whole (spec 01 §9). */
export function shareOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

/** A count as the pages write it: `12,345`. */
export function countText(count: number): string {
  return count.toLocaleString('en-US');
}
