import { useApolloClient } from '@apollo/client';
import { CAMPAIGN_MESSAGES, downloadCsv, exportFileName } from '@outbound/common';
import { useCallback, useRef, useState } from 'react';
import { badRequestMessage } from '../../../app/apollo';
import { showInfo } from '../../../components/toast';
import { CampaignContactExportDocument } from '../../../generated/graphql';
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
  const [rows, setRows] = useState<number | null>(null);
  // One export at a time: a second request while one runs is ignored.
  const running = useRef(false);

  const exportContacts = useCallback(
    async ({ stepId, fileName }: ExportRequest) => {
      if (running.current) return;
      running.current = true;
      setRows(0);
      try {
        const csv = await collectContactCsv(async (after) => {
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
    [client, campaignId],
  );

  return { exportContacts, exportedRows: rows };
}
