import { Suspense, useId, useState } from 'react';
import { lazyWithPreload } from '../../../../components/lazy-with-preload';
import { PageLoader } from '../../../../components/page-loader';
import {
  type CampaignDetailFieldsFragment,
  useDetailCampaignListsQuery,
} from '../../../../generated/graphql';
import { CAMPAIGN_DETAIL_TEXTS } from '../../campaign-detail-texts';
import { ActivityTab } from './activity-tab';
import { SummaryTab } from './summary-tab';

// The Timeline's charts (visx and d3) load only when the tab opens.
const TimelineTab = lazyWithPreload(() =>
  import('./timeline-tab').then((module) => module.TimelineTab),
);

const OVERVIEW_TABS = ['Summary', 'Activity', 'Timeline'] as const;
type OverviewTab = (typeof OVERVIEW_TABS)[number];

type OverviewPanelProps = {
  campaign: CampaignDetailFieldsFragment;
  /** An export runs: the funnel's export buttons wait. */
  exporting: boolean;
  onExportStep: (stepId: string, stepName: string) => void;
};

/**
 * The Overview tab (spec 01 §2): a recipient-list filter that every figure follows, and the
 * Summary, Activity and Timeline tabs.
 */
export function OverviewPanel({ campaign, exporting, onExportStep }: OverviewPanelProps) {
  const ids = { filter: useId(), panel: useId() };
  const [tab, setTab] = useState<OverviewTab>('Summary');
  const [listId, setListId] = useState('');
  const lists = useDetailCampaignListsQuery({
    variables: { campaignId: campaign.id },
    fetchPolicy: 'cache-and-network',
  });
  const filter = { campaignId: campaign.id, listId: listId || null };

  return (
    <section className="card overview" aria-label="Overview">
      <div className="overview__toolbar">
        <div role="tablist" className="tabs overview__tabs" aria-label="Overview">
          {OVERVIEW_TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              className="tabs__tab"
              aria-selected={tab === name}
              aria-controls={ids.panel}
              onClick={() => setTab(name)}
            >
              {name}
            </button>
          ))}
        </div>
        <div className="field overview__filter">
          <label className="field__label" htmlFor={ids.filter}>
            Recipient list
          </label>
          <select
            id={ids.filter}
            className="field__input"
            value={listId}
            onChange={(event) => setListId(event.target.value)}
          >
            <option value="">{CAMPAIGN_DETAIL_TEXTS.allLists}</option>
            {(lists.data?.campaignLists ?? []).map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div role="tabpanel" id={ids.panel} aria-label={tab}>
        {tab === 'Summary' && (
          <SummaryTab
            filter={filter}
            steps={campaign.steps}
            exporting={exporting}
            onExportStep={onExportStep}
          />
        )}
        {tab === 'Activity' && <ActivityTab filter={filter} />}
        {tab === 'Timeline' && (
          <Suspense fallback={<PageLoader />}>
            <TimelineTab filter={filter} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
