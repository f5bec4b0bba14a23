import { useParams } from 'react-router-dom';
import { useCampaignDetailQuery } from '../../generated/graphql';
import { CAMPAIGN_DETAIL_TEXTS } from './campaign-detail-texts';
import { CampaignHeader } from './components/campaign-header';
import { type DetailTab, DetailTabs } from './components/detail-tabs';
import { OverviewPanel } from './components/overview/overview-panel';
import { RecipientsTab } from './components/recipients/recipients-tab';
import { SequencePanel } from './components/sequence/sequence-panel';
import { SettingsPanel } from './components/settings/settings-panel';
import { useContactExport } from './hooks/use-contact-export';
import './campaign-detail.css';

/**
 * `/campaign/{id}/overview|sequence|recipients|settings` (spec 01 §2): the shared header, the four
 * tabs as links, and the tab's body.
 */
export function CampaignDetailPage({ tab }: { tab: DetailTab }) {
  const { campaignId = '' } = useParams();
  const detail = useCampaignDetailQuery({
    variables: { id: campaignId },
    fetchPolicy: 'cache-and-network',
    // Then the cache: a deleted campaign leaves it on the way to the list, and must not be asked
    // for again. Refresh and status changes still read it from the server (refetch).
    nextFetchPolicy: 'cache-only',
  });
  const { exportContacts, exportedRows } = useContactExport(campaignId);
  const campaign = detail.data?.campaign;

  return (
    <div className="page campaign-detail">
      {campaign && (
        <CampaignHeader
          campaign={campaign}
          onExport={() => void exportContacts({ fileName: campaign.name })}
        />
      )}
      {!campaign && detail.loading && (
        <p className="loader" role="status">
          Loading…
        </p>
      )}
      {exportedRows !== null && (
        <p className="notice campaign-detail__exporting" role="status">
          {CAMPAIGN_DETAIL_TEXTS.exporting(exportedRows)}
        </p>
      )}
      <DetailTabs campaignId={campaignId} />
      {campaign &&
        (tab === 'overview' ? (
          <OverviewPanel
            campaign={campaign}
            exporting={exportedRows !== null}
            onExportStep={(stepId, name) =>
              void exportContacts({ stepId, fileName: `${campaign.name}_${name}` })
            }
          />
        ) : tab === 'sequence' ? (
          <SequencePanel campaign={campaign} />
        ) : tab === 'recipients' ? (
          <RecipientsTab campaign={campaign} />
        ) : (
          <SettingsPanel campaignId={campaign.id} />
        ))}
    </div>
  );
}
