import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { badRequestMessage } from '../../../app/apollo';
import {
  CampaignRecipientExportDocument,
  type CampaignRecipientExportInput,
} from '../../../generated/graphql';
import { useCsvDownload } from '../../../hooks/use-csv-download';
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
  const { download, exportedRows } = useCsvDownload();

  const exportRecipients = useCallback(
    (input: CampaignRecipientExportInput, fileName: string) =>
      download(
        (onProgress) =>
          collectRecipientCsv(async (after) => {
            const { data } = await client.query({
              query: CampaignRecipientExportDocument,
              variables: { input, after, limit: RECIPIENT_EXPORT_PAGE_SIZE },
              fetchPolicy: 'no-cache',
              context: badRequestMessage(RECIPIENTS_TEXTS.exportFailed),
            });
            return data.campaignRecipientExport;
          }, onProgress),
        fileName,
      ),
    [client, download],
  );

  return { exportRecipients, exportedRows };
}
