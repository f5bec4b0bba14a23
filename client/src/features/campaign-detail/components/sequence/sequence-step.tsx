import { useId } from 'react';
import type { SequenceStepFieldsFragment } from '../../../../generated/graphql';
import { MessagePreview } from '../../../wizard/preview/components/message-preview';
import { CAMPAIGN_DETAIL_TEXTS, sequenceStepName } from '../../campaign-detail-texts';
import type { StepStatus } from '../../hooks/use-step-status';
import { StepFigures, type StepTracking } from './step-figures';

type SequenceStepProps = {
  step: SequenceStepFieldsFragment;
  /** False for a plain-text campaign: bodies show as text. */
  html: boolean;
  tracking: StepTracking;
  expanded: boolean;
  onToggle: () => void;
  /** True while its pause / enable is under way. */
  changing: boolean;
  onStatus: (status: StepStatus) => void;
};

/**
 * One message of the Sequence tab, a region named after it: a button (its name and subject) that
 * expands it, a Paused badge, its Pause / Enable control and, expanded, the message as the
 * preview shows it (an HTML body only inside a sandboxed frame) and its statistics.
 */
export function SequenceStep(props: SequenceStepProps) {
  const { step, html, tracking, expanded, onToggle, changing, onStatus } = props;
  const name = sequenceStepName(step.position);
  const detailsId = useId();
  const paused = step.status === 'pause';
  const texts = CAMPAIGN_DETAIL_TEXTS;

  return (
    <section className="sequence-step" aria-label={name}>
      <div className="sequence-step__header">
        <button
          type="button"
          className="sequence-step__toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={onToggle}
        >
          <span className="sequence-step__name">{name}</span>{' '}
          <span className="sequence-step__subject">{step.subject}</span>
        </button>
        {/* Beside the button, not in its name: 'Paused' would read as a second 'Pause' button. */}
        {paused && <span className="badge badge--warning">{texts.stepPausedBadge}</span>}
        <button
          type="button"
          className="button button--small"
          disabled={changing}
          onClick={() => onStatus(paused ? 'active' : 'pause')}
        >
          {paused ? texts.stepEnable : texts.stepPause}
        </button>
      </div>
      <div id={detailsId} className="sequence-step__details" hidden={!expanded}>
        {expanded && (
          <>
            <MessagePreview
              index={step.position - 1}
              subject={step.subject}
              body={step.body}
              delay={step.delay}
              html={html}
            />
            <StepFigures step={step} tracking={tracking} />
          </>
        )}
      </div>
    </section>
  );
}
