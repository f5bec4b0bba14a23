import { type CsvColumn, exportCsv } from '@outbound/common';
import type { UnsubscriberFieldsFragment } from '../../generated/graphql';
import { unsubscribeDateText } from './unsubscribe-date';

/** Columns of the unsubscribers export (spec 02 §7). */
const COLUMNS: CsvColumn<UnsubscriberFieldsFragment>[] = [
  { label: 'Email', value: (row) => row.email },
  { label: 'Domains', value: (row) => row.unsubscribes.map((entry) => entry.domain).join(';') },
  { label: 'Unsubscribe Date', value: (row) => unsubscribeDateText(row) },
];

/**
 * Downloads `unsubscribers_{timestamp}.csv` of the given rows. Returns false, downloading nothing,
 * when there are no rows.
 */
export function exportUnsubscribers(rows: readonly UnsubscriberFieldsFragment[]): boolean {
  return exportCsv('unsubscribers', rows, COLUMNS);
}
