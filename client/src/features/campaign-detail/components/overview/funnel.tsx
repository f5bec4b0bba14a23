import type { OverviewFiguresFieldsFragment } from '../../../../generated/graphql';
import { TrackedFigure } from '../../../campaigns/components/tracked-figure';
import { countText, percentText } from '../../overview-figures';
import { FunnelBar } from './funnel-bar';

type Figure = { count: number; percentage: number };

function Share({ figure }: { figure: Figure }) {
  return (
    <>
      {countText(figure.count)}{' '}
      <span className="overview__share">{percentText(figure.percentage)}</span>
    </>
  );
}

type FunnelColumnProps = {
  title: string;
  subject?: string;
  paused?: boolean;
  figures: OverviewFiguresFieldsFragment;
  /** False when opens and clicks are not counted: they show dimmed. */
  tracked: boolean;
  /** The message's per-contact export; none for the Total column. */
  onExport?: () => void;
  exporting?: boolean;
};

/**
 * One message of the funnel (or the Total): recipients → sent → opened → clicked → replied,
 * percentages of sent, and a bar of sent and pending.
 */
export function FunnelColumn(props: FunnelColumnProps) {
  const { title, subject, paused, figures, tracked, onExport, exporting } = props;
  return (
    <section className="funnel__column" aria-label={title}>
      <h4 className="funnel__title">
        {title}
        {paused && <span className="badge badge--warning">Paused</span>}
      </h4>
      {subject !== undefined && <p className="funnel__subject">{subject}</p>}
      <FunnelBar recipients={figures.recipients} sent={figures.sent} pending={figures.pending} />
      <dl className="funnel__figures">
        <dt>Recipients</dt>
        <dd>{countText(figures.recipients)}</dd>
        <dt>Sent</dt>
        <dd>{countText(figures.sent)}</dd>
        <dt>Opened</dt>
        <dd>
          <TrackedFigure what="Opens" tracked={tracked}>
            <Share figure={figures.open} />
          </TrackedFigure>
        </dd>
        <dt>Clicked</dt>
        <dd>
          <TrackedFigure what="Clicks" tracked={tracked}>
            <Share figure={figures.click} />
          </TrackedFigure>
        </dd>
        <dt>Replied</dt>
        <dd>
          <Share figure={figures.reply} />
        </dd>
      </dl>
      {onExport && (
        <button
          type="button"
          className="button button--small"
          aria-label={`Export ${title}`}
          disabled={exporting}
          onClick={onExport}
        >
          Export
        </button>
      )}
    </section>
  );
}

const SUMMARY_COLUMNS = [
  { key: 'bounce', label: 'Bounced' },
  { key: 'unsubscribe', label: 'Unsubscribed' },
  { key: 'lead', label: 'Leads' },
] as const;

/** The summary columns beside the Total: bounces, unsubscribes and leads of the campaign. */
export function SummaryColumns({ total }: { total: OverviewFiguresFieldsFragment }) {
  return (
    <>
      {SUMMARY_COLUMNS.map(({ key, label }) => (
        <section key={key} className="funnel__column funnel__column--summary" aria-label={label}>
          <h4 className="funnel__title">{label}</h4>
          <p className="funnel__summary">
            <Share figure={total[key]} />
          </p>
        </section>
      ))}
    </>
  );
}
