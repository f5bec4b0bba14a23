import type { OverviewSummaryQuery } from '../../../../generated/graphql';
import { countText, percentText } from '../../overview-figures';

type Leads = OverviewSummaryQuery['campaignOverview']['leads'];

const STATUSES = [
  { key: 'won', label: 'Won' },
  { key: 'lost', label: 'Lost' },
  { key: 'open', label: 'Open' },
  { key: 'ignore', label: 'Ignore' },
] as const;

/** Leads by status, each with its share of all leads, and the total (spec 01 §3). */
export function LeadsSummary({ leads }: { leads: Leads }) {
  return (
    <section className="overview-leads" aria-label="Leads by status">
      <h3 className="overview__heading">Leads</h3>
      <dl className="overview-leads__figures">
        {STATUSES.map(({ key, label }) => (
          <div key={key} className="overview-leads__figure">
            <dt>{label}</dt>
            <dd>
              {countText(leads[key].count)}{' '}
              <span className="overview__share">{percentText(leads[key].percentage)}</span>
            </dd>
          </div>
        ))}
        <div className="overview-leads__figure overview-leads__figure--total">
          <dt>Total</dt>
          <dd>{countText(leads.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
