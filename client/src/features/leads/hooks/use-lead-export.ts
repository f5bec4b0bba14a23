import { useApolloClient } from '@apollo/client';
import { LEAD_MESSAGES } from '@outbound/common';
import { useCallback } from 'react';
import { badRequestMessage } from '../../../app/apollo';
import { type LeadFieldsFragment, LeadsDocument } from '../../../generated/graphql';
import { useCsvDownload } from '../../../hooks/use-csv-download';
import { collectLeadCsv, LEAD_EXPORT_PAGE_SIZE, leadCsv } from '../lead-export';
import { type LeadFilter, leadSearchInput } from './use-leads';

/**
 * The leads export (spec 02 §7): `leads_{timestamp}.csv` of the selected leads, or, with none
 * selected, of every lead of the filter, read page by page (never cached: read once). Nothing to
 * export is the info toast 'Data is not available'; a failure is reported by the error link.
 */
export function useLeadExport() {
  const client = useApolloClient();
  const { download, exportedRows } = useCsvDownload();

  const exportLeads = useCallback(
    (filter: LeadFilter, selected: readonly LeadFieldsFragment[]) =>
      download(
        async () =>
          selected.length > 0
            ? leadCsv(selected)
            : collectLeadCsv(async (offset) => {
                const { data } = await client.query({
                  query: LeadsDocument,
                  variables: { input: leadSearchInput(filter, offset, LEAD_EXPORT_PAGE_SIZE) },
                  fetchPolicy: 'no-cache',
                  context: badRequestMessage(LEAD_MESSAGES.fetchFailed),
                });
                return data.leads;
              }),
        'leads',
      ),
    [client, download],
  );

  return { exportLeads, exporting: exportedRows !== null };
}
