import {
  type CampaignDetailFieldsFragment,
  useDetailCampaignListsQuery,
} from '../../../../generated/graphql';
import { CAMPAIGN_DETAIL_TEXTS } from '../../campaign-detail-texts';
import { useRecipientExport } from '../../hooks/use-recipient-export';
import { useRecipientsPage } from '../../hooks/use-recipients-page';
import { useRecipientsPause } from '../../hooks/use-recipients-pause';
import { RecipientsFilters } from './recipients-filters';
import { RecipientsResults } from './recipients-results';
import './recipients.css';

/**
 * The Recipients tab (spec 01 §2): search, event and list filters, 50 recipients a page, pause /
 * play per recipient, bulk Pause of the selection, and Export of every recipient of the filter.
 */
export function RecipientsTab({ campaign }: { campaign: CampaignDetailFieldsFragment }) {
  const view = useRecipientsPage(campaign.id);
  const lists = useDetailCampaignListsQuery({
    variables: { campaignId: campaign.id },
    fetchPolicy: 'cache-and-network',
  });
  const { setPaused, pausing } = useRecipientsPause(campaign.id);
  const { exportRecipients, exportedRows } = useRecipientExport();
  const pauseSelected = async () => {
    if (await setPaused([...view.selected], true)) view.setSelected(new Set());
  };

  return (
    <section className="card recipients" aria-label="Recipients">
      <div className="recipients__toolbar">
        <RecipientsFilters {...view.search} lists={lists.data?.campaignLists ?? []} />
        <div className="recipients__actions">
          {view.selected.size > 0 && (
            <button
              type="button"
              className="button"
              disabled={pausing}
              onClick={() => void pauseSelected()}
            >
              Pause
            </button>
          )}
          <button
            type="button"
            className="button"
            disabled={exportedRows !== null}
            onClick={() => void exportRecipients(view.filter, campaign.name)}
          >
            Export
          </button>
        </div>
      </div>
      {exportedRows !== null && (
        <p className="notice" role="status">
          {CAMPAIGN_DETAIL_TEXTS.exporting(exportedRows)}
        </p>
      )}
      <RecipientsResults
        view={view}
        busy={pausing}
        onTogglePaused={(row) => void setPaused([row.email], !row.paused)}
      />
    </section>
  );
}
