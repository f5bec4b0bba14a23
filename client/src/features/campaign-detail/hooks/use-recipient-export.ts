import { useApolloClient } from '@apollo/client';
import { CAMPAIGN_MESSAGES, downloadCsv, exportFileName } from '@outbound/common';
import { useCallback, useRef, useState } from 'react';
import { badRequestMessage } from '../../../app/apollo';
import { showInfo } from '../../../components/toast';
import {
  CampaignRecipientExportDocument,
  type CampaignRecipientExportInput,
} from '../../../generated/graphql';
import { RECIPIENTS_TEXTS } from '../campaign-detail-texts';
import {
  RECIPIENT_EXPORT_PAGE_SIZE,
  collectRecipientCsv,
} from '../components/recipients/recipient-export';

/**
 * The Recipients tab's Export: every recipient of the tab's filter as a CSV download named after
 * the campaign and the time. Pages are fetched one after another (never cached: they are read
 * once), `rows` counts what arrived so far while it runs (null when idle), and nothing to export
 * is the info toast 'Data is not available'. Failures are reported by the error link.
 */
export function useRecipientExport() {
  const client = useApolloClient();
  const [rows, setRows] = useState<number | null>(null);
  // One export at a time: a second request while one runs is ignored.
  const running = useRef(false);

  const exportRecipients = useCallback(
    async (input: CampaignRecipientExportInput, fileName: string) => {
      if (running.current) return;
      running.current = true;
      setRows(0);
      try {
        const csv = await collectRecipientCsv(async (after) => {
          const { data } = await client.query({
            query: CampaignRecipientExportDocument,
            variables: { input, after, limit: RECIPIENT_EXPORT_PAGE_SIZE },
            fetchPolicy: 'no-cache',
            context: badRequestMessage(RECIPIENTS_TEXTS.exportFailed),
          });
          return data.campaignRecipientExport;
        }, setRows);
        if (csv.rows === 0) showInfo(CAMPAIGN_MESSAGES.noData);
        else downloadCsv(exportFileName(fileName), csv.parts);
      } catch {
        // The error link already said why.
      } finally {
        running.current = false;
        setRows(null);
      }
    },
    [client],
  );

  return { exportRecipients, exportedRows: rows };
}
