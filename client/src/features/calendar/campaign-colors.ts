/** Colors that read on white and tell neighbouring campaigns apart. */
const PALETTE = [
  '#2563eb',
  '#c2410c',
  '#047857',
  '#7c3aed',
  '#be185d',
  '#0e7490',
  '#a16207',
  '#4d7c0f',
] as const;

/**
 * One color per campaign of the week, in the legend's order, so a slot and its legend entry match.
 * Past eight campaigns the colors repeat; the names still tell them apart.
 */
export function campaignColors(campaignIds: ReadonlyArray<string>): Map<string, string> {
  const colors = new Map<string, string>();
  for (const id of campaignIds) {
    if (!colors.has(id)) colors.set(id, PALETTE[colors.size % PALETTE.length]);
  }
  return colors;
}
