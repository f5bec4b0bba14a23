import type { DashboardQuery } from '../../../generated/graphql';
import { DASHBOARD_SERIES } from '../dashboard-texts';

type Dashboard = DashboardQuery['dashboard'];

/** '12.5 %' */
const percent = (rate: number) => `${rate} %`;

/**
 * The sums of the 30 days, one tile per figure; opens, clicks, replies and bounces with their
 * rate (percent of the recipients sent).
 */
export function DashboardTotals({ totals, rates }: Pick<Dashboard, 'totals' | 'rates'>) {
  const notes: Record<string, string> = {
    messages: `to ${totals.recipients} ${totals.recipients === 1 ? 'recipient' : 'recipients'}`,
    opens: percent(rates.opens),
    clicks: percent(rates.clicks),
    replies: percent(rates.replies),
    bounces: percent(rates.bounces),
    leads: '',
  };
  return (
    <dl className="dashboard-totals">
      {DASHBOARD_SERIES.map((series) => (
        <div
          key={series.key}
          className="dashboard-totals__tile"
          data-testid={`total-${series.key}`}
        >
          <dt>{series.label}</dt>
          <dd className="dashboard-totals__count">{totals[series.key]}</dd>
          {notes[series.key] && <dd className="dashboard-totals__note">{notes[series.key]}</dd>}
        </div>
      ))}
    </dl>
  );
}
