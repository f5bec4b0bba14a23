import { isEmailAddress, isEmailDomain } from './email-address';

/** The do-not-contact list of a workspace (issue 27 §2): addresses and whole domains. */
export const DO_NOT_CONTACT_MESSAGES = {
  title: 'Do not contact',
  added: (count: number) =>
    count === 1
      ? '1 entry added to the do-not-contact list.'
      : `${count} entries added to the do-not-contact list.`,
  removed: (count: number) =>
    count === 1
      ? '1 entry removed from the do-not-contact list.'
      : `${count} entries removed from the do-not-contact list.`,
  entriesRequired: 'Give at least one address or domain.',
  entriesInvalid: 'Entries must be a list of addresses or domains.',
  tooMany: 'At most 10000 entries at once.',
  invalidEntry: (entry: string) => `"${entry}" is neither an address nor a domain.`,
  csvRequired: 'The CSV file is empty.',
  csvTooLarge: 'The CSV file is too large (at most 1 MB).',
  notFound: 'None of these entries is on the do-not-contact list.',
  offset: 'The offset must be a whole number of 0 or more.',
  limit: 'The limit must be a whole number from 1 to 100.',
  placeholder: 'One address or domain per line (ann@acme.com, acme.com)',
  fetchFailed: 'Bad Request. Not able to fetch the do-not-contact list. Please try again.',
  updateFailed: 'Bad Request. Not able to update the do-not-contact list. Please try again.',
} as const;

/** Entries added, removed or imported at once. */
export const MAX_DO_NOT_CONTACT_ENTRIES = 10_000;
/** The largest CSV text imported. */
export const MAX_DO_NOT_CONTACT_CSV = 1024 * 1024;

export type DoNotContactKind = 'address' | 'domain';

/**
 * An entry as stored: lower case, without spaces, a leading `@` or quotes, and whether it is an
 * address or a domain; null when it is neither.
 */
export function doNotContactEntry(raw: string): { value: string; kind: DoNotContactKind } | null {
  let value = raw.trim().toLowerCase();
  if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
    value = value.slice(1, -1).trim();
  if (value.startsWith('@')) value = value.slice(1);
  if (value.includes('@')) return isEmailAddress(value) ? { value, kind: 'address' } : null;
  return isEmailDomain(value) ? { value, kind: 'domain' } : null;
}

/**
 * The entries of a CSV text: the first cell of each line (a comma or semicolon ends it), in one
 * scan. A first line that is not an entry is a header; other lines that are neither an address
 * nor a domain are answered as invalid (the first 20 of them).
 */
export function doNotContactCsv(text: string): { entries: string[]; invalid: string[] } {
  const entries: string[] = [];
  const invalid: string[] = [];
  let line = 0;
  for (const row of text.split(/\r?\n/)) {
    line += 1;
    let end = row.length;
    const comma = row.indexOf(',');
    const semicolon = row.indexOf(';');
    if (comma !== -1) end = comma;
    if (semicolon !== -1 && semicolon < end) end = semicolon;
    const cell = row.slice(0, end).trim();
    if (cell === '') continue;
    const entry = doNotContactEntry(cell);
    if (entry) entries.push(entry.value);
    else if (line > 1 && invalid.length < 20) invalid.push(cell.slice(0, 100));
  }
  return { entries, invalid };
}
