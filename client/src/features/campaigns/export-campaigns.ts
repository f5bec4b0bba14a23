import { type CsvColumn, exportCsv } from '@outbound/common';
import type { CampaignRowFragment } from '../../generated/graphql';
import { campaignDateText } from './campaign-date';

/** Columns of the campaigns export (spec 01 §7). */
const COLUMNS: CsvColumn<CampaignRowFragment>[] = [
  { label: 'Campaign Name', value: (row) => row.name },
  { label: 'Created By', value: (row) => row.createdByName ?? '' },
  { label: 'Created Date', value: (row) => campaignDateText(row.createdAt) },
  { label: 'Mail Account', value: (row) => row.mailAccount?.email ?? '' },
  { label: 'Recipients', value: (row) => row.counts.recipients },
  { label: 'Sent', value: (row) => row.counts.sent },
  { label: 'Leads', value: (row) => row.counts.lead },
  { label: 'Replies', value: (row) => row.counts.reply },
  { label: 'Opens', value: (row) => row.counts.open },
  { label: 'Bounces', value: (row) => row.counts.bounce },
];

/**
 * Downloads `campaigns_{timestamp}.csv` of the given rows. Returns false, downloading nothing, when
 * there are no rows.
 */
export function exportCampaigns(rows: readonly CampaignRowFragment[]): boolean {
  return exportCsv('campaigns', rows, COLUMNS);
}
