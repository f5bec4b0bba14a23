import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { badRequestMessage } from '../../../app/apollo';
import { CampaignContactExportDocument } from '../../../generated/graphql';
import { useCsvDownload } from '../../../hooks/use-csv-download';
import { CAMPAIGN_DETAIL_TEXTS } from '../campaign-detail-texts';
import { CONTACT_EXPORT_PAGE_SIZE, collectContactCsv } from '../contact-export';

type ExportRequest = {
  /** One message's report (a funnel step's export); none for the whole campaign. */
  stepId?: string;
  /** The file's name before its timestamp: the campaign's name, and the message's. */
  fileName: string;
};

/**
 * The per-contact report as a CSV download (header menu Export, a funnel step's export). Pages
 * are fetched one after another (never cached: they are read once), `rows` counts what arrived
 * so far while it runs (null when idle), and nothing to export is the info toast
 * 'Data is not available'. Failures are reported by the error link.
 */
export function useContactExport(campaignId: string) {
  const client = useApolloClient();
  const { download, exportedRows } = useCsvDownload();

  const exportContacts = useCallback(
    ({ stepId, fileName }: ExportRequest) =>
      download(
        (onProgress) =>
          collectContactCsv(async (after) => {
            const { data } = await client.query({
              query: CampaignContactExportDocument,
              variables: {
                campaignId,
                ...(stepId && { stepId }),
                after,
                limit: CONTACT_EXPORT_PAGE_SIZE,
              },
              fetchPolicy: 'no-cache',
              context: badRequestMessage(CAMPAIGN_DETAIL_TEXTS.exportFailed),
            });
            return data.campaignContactExport;
          }, onProgress),
        fileName,
      ),
    [client, campaignId, download],
  );

  return { exportContacts, exportedRows };
}
