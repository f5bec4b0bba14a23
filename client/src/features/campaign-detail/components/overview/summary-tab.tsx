import { badRequestMessage } from '../../../../app/apollo';
import {
  type CampaignDetailFieldsFragment,
  useOverviewSummaryQuery,
} from '../../../../generated/graphql';
import { CAMPAIGN_DETAIL_TEXTS, stepName } from '../../campaign-detail-texts';
import { FunnelColumn, SummaryColumns } from './funnel';
import { LeadsSummary } from './leads-summary';
import type { OverviewFilter } from './overview-filter';
import { VariantsTable } from './variants-table';

const OVERVIEW_FAILED = badRequestMessage(CAMPAIGN_DETAIL_TEXTS.overviewFailed);

type SummaryTabProps = {
  filter: OverviewFilter;
  /** The campaign's messages: the id of each position, for its export. */
  steps: CampaignDetailFieldsFragment['steps'];
  exporting: boolean;
  onExportStep: (stepId: string, stepName: string) => void;
};

/** Summary (spec 01 §2): leads by status, the per-message funnel, the Total and summary columns. */
export function SummaryTab({ filter, steps, exporting, onExportStep }: SummaryTabProps) {
  const summary = useOverviewSummaryQuery({
    variables: filter,
    context: OVERVIEW_FAILED,
    fetchPolicy: 'cache-and-network',
  });
  const overview = summary.data?.campaignOverview;
  if (!overview) {
    return summary.loading ? (
      <p className="loader" role="status">
        Loading…
      </p>
    ) : null;
  }

  const stepIds = new Map(steps.map((step) => [step.position, step.id]));
  return (
    <div className="overview-summary">
      <LeadsSummary leads={overview.leads} />
      <section className="funnel" aria-label="Funnel">
        <h3 className="overview__heading">Funnel</h3>
        <div className="funnel__columns">
          {[...overview.steps]
            .sort((a, b) => a.position - b.position)
            .map((step) => {
              const name = stepName(step.position);
              const stepId = stepIds.get(step.position);
              return (
                <FunnelColumn
                  key={step.position}
                  title={name}
                  subject={step.subject}
                  paused={step.status === 'pause'}
                  figures={step.figures}
                  tracked={overview.tracked}
                  exporting={exporting}
                  onExport={stepId ? () => onExportStep(stepId, name) : undefined}
                />
              );
            })}
          <FunnelColumn title="Total" figures={overview.total} tracked={overview.tracked} />
          <SummaryColumns total={overview.total} />
        </div>
      </section>
      <VariantsTable campaignId={filter.campaignId} />
    </div>
  );
}
