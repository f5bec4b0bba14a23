import { useApolloClient } from '@apollo/client';
import { downloadCsv, EMPTY_EXPORT_MESSAGE, exportFileName, LEAD_MESSAGES } from '@outbound/common';
import { useCallback, useRef, useState } from 'react';
import { badRequestMessage } from '../../../app/apollo';
import { showInfo } from '../../../components/toast';
import { type LeadFieldsFragment, LeadsDocument } from '../../../generated/graphql';
import { collectLeadCsv, LEAD_EXPORT_PAGE_SIZE, leadCsv, type LeadCsv } from '../lead-export';
import { type LeadFilter, leadSearchInput } from './use-leads';

/**
 * The leads export (spec 02 §7): `leads_{timestamp}.csv` of the selected leads, or, with none
 * selected, of every lead of the filter, read page by page (never cached: read once). Nothing to
 * export is the info toast 'Data is not available'; a failure is reported by the error link.
 */
export function useLeadExport() {
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  // One export at a time: a second request while one runs is ignored.
  const running = useRef(false);

  const exportLeads = useCallback(
    async (filter: LeadFilter, selected: readonly LeadFieldsFragment[]) => {
      if (running.current) return;
      running.current = true;
      setExporting(true);
      try {
        const csv: LeadCsv =
          selected.length > 0
            ? leadCsv(selected)
            : await collectLeadCsv(async (offset) => {
                const { data } = await client.query({
                  query: LeadsDocument,
                  variables: { input: leadSearchInput(filter, offset, LEAD_EXPORT_PAGE_SIZE) },
                  fetchPolicy: 'no-cache',
                  context: badRequestMessage(LEAD_MESSAGES.fetchFailed),
                });
                return data.leads;
              });
        if (csv.rows === 0) showInfo(EMPTY_EXPORT_MESSAGE);
        else downloadCsv(exportFileName('leads'), csv.parts);
      } catch {
        // The error link already said why.
      } finally {
        running.current = false;
        setExporting(false);
      }
    },
    [client],
  );

  return { exportLeads, exporting };
}
