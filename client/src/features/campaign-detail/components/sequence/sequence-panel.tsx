import { useState } from 'react';
import { Link } from 'react-router-dom';
import { badRequestMessage } from '../../../../app/apollo';
import { campaignTabPath } from '../../../../app/paths';
import {
  type CampaignDetailFieldsFragment,
  type SequenceStepFieldsFragment,
  useSequenceStepsQuery,
} from '../../../../generated/graphql';
import { clicksTracked, opensTracked } from '../../../campaigns/components/tracked-figure';
import { CAMPAIGN_DETAIL_TEXTS } from '../../campaign-detail-texts';
import { useStepStatus } from '../../hooks/use-step-status';
import { SequenceStep } from './sequence-step';
import './sequence-panel.css';

const SEQUENCE_FAILED = badRequestMessage(CAMPAIGN_DETAIL_TEXTS.sequenceFailed);

type Campaign = Pick<
  CampaignDetailFieldsFragment,
  'id' | 'messageMimeType' | 'trackOpen' | 'trackClicks'
>;

/** Which messages are expanded: each toggles on its own. */
function useExpanded() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { expanded, toggle };
}

type StepListProps = {
  steps: SequenceStepFieldsFragment[];
  campaign: Campaign;
};

/** The messages in sending order, each after the days to wait since the one before it. */
function StepList({ steps, campaign }: StepListProps) {
  const { expanded, toggle } = useExpanded();
  const { changeStatus, changing } = useStepStatus(campaign.id);
  const html = campaign.messageMimeType !== 'text/plain';
  const tracking = { opens: opensTracked(campaign), clicks: clicksTracked(campaign) };
  return (
    <ol className="sequence__steps">
      {[...steps]
        .sort((a, b) => a.position - b.position)
        .map((step) => (
          <li key={step.id} className="sequence__item">
            {step.position > 1 && (
              <p className="sequence__wait">{CAMPAIGN_DETAIL_TEXTS.stepWait(step.delay)}</p>
            )}
            <SequenceStep
              step={step}
              html={html}
              tracking={tracking}
              expanded={expanded.has(step.id)}
              onToggle={() => toggle(step.id)}
              changing={changing === step.id}
              onStatus={(status) => void changeStatus(step.id, status)}
            />
          </li>
        ))}
    </ol>
  );
}

/**
 * The Sequence tab (spec 01 §2): the campaign's messages in sending order, the days to wait
 * between them, each expanding to its message and statistics, each paused or enabled on its own;
 * the Edit Sequence link opens the editor. Loading, a failed read (with a retry) and a campaign
 * without messages each say so.
 */
export function SequencePanel({ campaign }: { campaign: Campaign }) {
  const query = useSequenceStepsQuery({
    variables: { campaignId: campaign.id },
    context: SEQUENCE_FAILED,
    fetchPolicy: 'cache-and-network',
  });
  const texts = CAMPAIGN_DETAIL_TEXTS;
  const steps = query.data?.campaignSteps;

  let body;
  if (!steps && query.loading) {
    body = (
      <p className="loader" role="status">
        {texts.sequenceLoading}
      </p>
    );
  } else if (!steps) {
    body = (
      <div role="alert" className="notice">
        <p>{texts.sequenceUnavailable}</p>
        <button
          type="button"
          className="button button--small"
          // A failure of the retry is reported by the error link, like the first one.
          onClick={() => void query.refetch().catch(() => undefined)}
        >
          {texts.retry}
        </button>
      </div>
    );
  } else if (steps.length === 0) {
    body = <p className="notice">{texts.noSteps}</p>;
  } else {
    body = <StepList steps={steps} campaign={campaign} />;
  }

  return (
    <section className="card sequence" aria-label="Sequence">
      <div className="sequence__toolbar">
        <h2 className="sequence__title">Sequence</h2>
        <Link className="button" to={campaignTabPath(campaign.id, 'edit-sequence')}>
          {texts.editSequence}
        </Link>
      </div>
      {body}
    </section>
  );
}
