import {
  type CsvColumn,
  RECIPIENT_MESSAGES,
  RECIPIENT_SENDER_MESSAGES,
  toCsv,
} from '@outbound/common';
import type { CampaignRecipientExportQuery } from '../../../../generated/graphql';
import { dateTimeText } from '../../date-time-text';
import { displayColumns, recipientStatusText, sentOnText } from './recipient-columns';

type ExportPage = CampaignRecipientExportQuery['campaignRecipientExport'];
type ExportRow = ExportPage['recipients'][number];

/**
 * Rows asked for per call: the server's default page, which fits its query cost limit with the
 * `__typename` Apollo Client adds to every object.
 */
export const RECIPIENT_EXPORT_PAGE_SIZE = 500;

/**
 * The Recipients file's columns (spec 01 §7): Email, the display keys, ADDED ON, SENT ON, Status;
 * then the sender (sending pools) and why it waits for it.
 */
export function recipientCsvColumns(displayKeys: readonly string[]): CsvColumn<ExportRow>[] {
  return [
    { label: 'Email', value: (row) => row.email },
    ...displayColumns(displayKeys).map(({ key, index }) => ({
      label: key,
      value: (row: ExportRow) => row.values[index] ?? '',
    })),
    { label: RECIPIENT_MESSAGES.addedOnHeader, value: (row) => dateTimeText(row.createdAt) },
    { label: RECIPIENT_MESSAGES.sentOnHeader, value: (row) => sentOnText(row.latestSentAt) },
    { label: 'Status', value: (row) => recipientStatusText(row) },
    { label: RECIPIENT_SENDER_MESSAGES.senderHeader, value: (row) => row.senderEmail ?? '' },
    { label: 'Waiting', value: (row) => row.waitingReason ?? '' },
  ];
}

/** Lets the browser paint and handle input before the next page is asked for. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type RecipientCsv = { parts: string[]; rows: number };

/**
 * Reads the export a page at a time (`next` as `after` until it is null) and turns each page into
 * CSV text at once, so only text is kept, never every row object. The header follows the first
 * page's display keys; each further part starts with its line break. `onProgress` hears the rows
 * read so far.
 */
export async function collectRecipientCsv(
  fetchPage: (after: string | null) => Promise<ExportPage>,
  onProgress: (rows: number) => void,
): Promise<RecipientCsv> {
  const parts: string[] = [];
  let columns: CsvColumn<ExportRow>[] | null = null;
  let header = '';
  let rows = 0;
  let after: string | null = null;
  do {
    const page: ExportPage = await fetchPage(after);
    if (!columns) {
      columns = recipientCsvColumns(page.displayKeys);
      header = toCsv([], columns);
      parts.push(header);
    }
    if (page.recipients.length > 0) {
      // toCsv writes the header, then "\n" and the lines: the page keeps its lines only.
      parts.push(toCsv(page.recipients, columns).slice(header.length));
      rows += page.recipients.length;
      onProgress(rows);
    }
    after = page.next;
    if (after) await yieldToBrowser();
  } while (after);
  return { parts, rows };
}
