import { useId } from 'react';
import type { SequenceStepFieldsFragment } from '../../../../generated/graphql';
import { TrackedFigure } from '../../../campaigns/components/tracked-figure';
import { CAMPAIGN_DETAIL_TEXTS } from '../../campaign-detail-texts';
import { countText, percentText } from '../../overview-figures';

/** The events a message's statistics show after its sends, in this order, with their names. */
const EVENT_ROWS = [
  { type: 'open', label: 'Open', counts: 'Opens' },
  { type: 'click', label: 'Click', counts: 'Clicks' },
  { type: 'reply', label: 'Reply' },
  { type: 'bounce', label: 'Bounce' },
  { type: 'unsubscribe', label: 'Unsubscribe' },
] as const satisfies readonly { type: string; label: string; counts?: 'Opens' | 'Clicks' }[];

export type StepTracking = { opens: boolean; clicks: boolean };

type FigureRowProps = {
  label: string;
  count: number;
  /** Share of the message's sends; none for the recipient figures. */
  percentage?: number;
  /** Opens or clicks the campaign does not count: dimmed, with why in a title. */
  untracked?: 'Opens' | 'Clicks';
};

/** One figure: its name (a row header) labels its count, so the count is found by that name. */
function FigureRow({ label, count, percentage, untracked }: FigureRowProps) {
  const id = useId();
  const tracked = untracked === undefined;
  return (
    <tr className={tracked ? undefined : 'sequence-figures__row--untracked'}>
      <th scope="row" id={id}>
        {label}
      </th>
      <td aria-labelledby={id}>
        <TrackedFigure what={untracked ?? 'Opens'} tracked={tracked}>
          {countText(count)}
        </TrackedFigure>
      </td>
      <td className="sequence-figures__share">
        {tracked && percentage !== undefined ? percentText(percentage) : ''}
      </td>
    </tr>
  );
}

type StepFiguresProps = { step: SequenceStepFieldsFragment; tracking: StepTracking };

/**
 * A message's statistics: its recipients (all, and those it has not reached yet), its sends, and
 * each event with its share of the sends; opens and clicks dimmed where they are not tracked.
 */
export function StepFigures({ step, tracking }: StepFiguresProps) {
  const counts = new Map(step.eventCounts.map((figure) => [figure.type, figure]));
  const texts = CAMPAIGN_DETAIL_TEXTS;
  return (
    <table className="sequence-figures">
      <caption>{texts.stepStatistics}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.stepFigure}</th>
          <th scope="col">{texts.stepCount}</th>
          <th scope="col">{texts.stepShare}</th>
        </tr>
      </thead>
      <tbody>
        <FigureRow label="Total recipients" count={step.totalRecipients} />
        <FigureRow label="Pending" count={step.pendingRecipients} />
        <FigureRow label="Sent" count={step.sent} />
        {EVENT_ROWS.map((row) => {
          const figure = counts.get(row.type);
          const what = 'counts' in row ? row.counts : undefined;
          const tracked =
            what === 'Opens' ? tracking.opens : what === 'Clicks' ? tracking.clicks : true;
          return (
            <FigureRow
              key={row.type}
              label={row.label}
              count={figure?.count ?? 0}
              percentage={figure?.percentage ?? 0}
              untracked={tracked ? undefined : what}
            />
          );
        })}
      </tbody>
    </table>
  );
}
