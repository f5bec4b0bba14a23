import { type CsvColumn, LEAD_MESSAGES, toCsv } from '@outbound/common';
import type { LeadFieldsFragment } from '../../generated/graphql';
import { leadDateText } from './lead-dates';

type LeadRow = Pick<
  LeadFieldsFragment,
  'id' | 'email' | 'campaignName' | 'assignedToName' | 'createdAt'
>;

/** Leads asked for per call when the whole filter is exported: the server's largest page. */
export const LEAD_EXPORT_PAGE_SIZE = 100;

/** Columns of the leads export (spec 02 §7). */
const COLUMNS: CsvColumn<LeadRow>[] = [
  { label: 'Email', value: (row) => row.email },
  { label: 'Campaign', value: (row) => row.campaignName },
  { label: 'Assigned to', value: (row) => row.assignedToName || LEAD_MESSAGES.unassigned },
  { label: 'Lead Date', value: (row) => leadDateText(row.createdAt) },
];

/** Lets the browser paint and handle input before the next page is asked for. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type LeadPage = { totalCount: number; leads: LeadRow[] };
export type LeadCsv = { parts: string[]; rows: number };

/** The CSV of some rows: the header row, then their lines (formula-neutralised by `toCsv`). */
export function leadCsv(rows: readonly LeadRow[]): LeadCsv {
  return { parts: [toCsv(rows, COLUMNS)], rows: rows.length };
}

/**
 * Every lead of a filter, read a page at a time (`fetchPage(offset)`) until the total is reached
 * or a page comes back short, each page turned into CSV text at once so only text is kept. A lead
 * seen twice (leads moved while the pages were read) is written once.
 */
export async function collectLeadCsv(
  fetchPage: (offset: number) => Promise<LeadPage>,
): Promise<LeadCsv> {
  const header = toCsv([], COLUMNS);
  const parts = [header];
  const seen = new Set<string>();
  let offset = 0;
  for (;;) {
    const page = await fetchPage(offset);
    const fresh = page.leads.filter((lead) => !seen.has(lead.id));
    fresh.forEach((lead) => seen.add(lead.id));
    // toCsv writes the header, then "\n" and the lines: the page keeps its lines only.
    if (fresh.length > 0) parts.push(toCsv(fresh, COLUMNS).slice(header.length));
    offset += page.leads.length;
    if (page.leads.length < LEAD_EXPORT_PAGE_SIZE || offset >= page.totalCount) break;
    await yieldToBrowser();
  }
  return { parts, rows: seen.size };
}
