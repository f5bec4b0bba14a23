import { type CsvColumn, toCsv } from '@outbound/common';
import type { CampaignContactExportQuery } from '../../generated/graphql';
import { dateTimeText } from './date-time-text';

type ExportPage = CampaignContactExportQuery['campaignContactExport'];
type ExportRow = ExportPage['rows'][number];

/**
 * Rows asked for per call, within the server's query cost limit: a row costs 11 with the
 * `__typename` Apollo Client adds to every object, so 1,000 rows (11,001) are refused as too
 * complex; 500 leave room.
 */
export const CONTACT_EXPORT_PAGE_SIZE = 500;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Columns of the per-contact report (spec 01 §7). */
const COLUMNS: CsvColumn<ExportRow>[] = [
  { label: 'Email', value: (row) => row.email },
  { label: 'Last Sent On', value: (row) => (row.lastSentOn ? dateTimeText(row.lastSentOn) : '') },
  { label: 'Opens', value: (row) => row.opens },
  { label: 'Clicks', value: (row) => row.clicks },
  { label: 'Replies', value: (row) => row.replies },
  { label: 'Is Bounced', value: (row) => yesNo(row.bounced) },
  { label: 'Is Lead', value: (row) => yesNo(row.lead) },
];

/** Lets the browser paint and handle input before the next page is asked for. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type ContactCsv = { parts: string[]; rows: number };

/**
 * Reads the report a page at a time (`next` as `after` until it is null) and turns each page into
 * CSV text at once, so only text is kept, never every row object. The first part is the header
 * row; each further part starts with its line break. `onProgress` hears the rows read so far.
 */
export async function collectContactCsv(
  fetchPage: (after: string | null) => Promise<ExportPage>,
  onProgress: (rows: number) => void,
): Promise<ContactCsv> {
  const header = toCsv([], COLUMNS);
  const parts = [header];
  let rows = 0;
  let after: string | null = null;
  do {
    const page: ExportPage = await fetchPage(after);
    if (page.rows.length > 0) {
      // toCsv writes the header, then "\n" and the lines: the page keeps its lines only.
      parts.push(toCsv(page.rows, COLUMNS).slice(header.length));
      rows += page.rows.length;
      onProgress(rows);
    }
    after = page.next;
    if (after) await yieldToBrowser();
  } while (after);
  return { parts, rows };
}
