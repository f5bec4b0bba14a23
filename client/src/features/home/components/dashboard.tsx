import { Suspense } from 'react';
import { lazyWithPreload } from '../../../components/lazy-with-preload';
import { PageLoader } from '../../../components/page-loader';
import { useDashboardQuery } from '../../../generated/graphql';
import { DASHBOARD_TEXTS as T } from '../dashboard-texts';
import { DashboardTotals } from './dashboard-totals';
import { DeliverabilityWarnings } from './deliverability-warnings';
import { FirstSteps } from './first-steps';
import { AttentionList, MailboxesToday } from './mailbox-health';
import { RecentEvents } from './recent-events';

// The chart (visx and d3) loads only when there is one to draw.
const DashboardChart = lazyWithPreload(() =>
  import('./dashboard-chart').then((module) => module.DashboardChart),
);

/**
 * What a user opens the app to see, under the welcome banner: first steps while something is
 * missing, the last 30 days, today per mailbox, mailboxes needing attention, the latest replies
 * and leads. Failures are reported by the global error handling.
 */
export function Dashboard() {
  const { data, loading } = useDashboardQuery({ fetchPolicy: 'cache-and-network' });
  const dashboard = data?.dashboard;
  if (!dashboard) return loading ? <p role="status">{T.loading}</p> : null;
  const sentAnything = dashboard.totals.messages > 0 || dashboard.totals.leads > 0;
  return (
    <div className="dashboard">
      <FirstSteps setup={dashboard.setup} />
      <section className="card" aria-labelledby="dashboard-days">
        <div className="dashboard__heading">
          <h2 id="dashboard-days" className="card__title">
            {T.last30Days}
          </h2>
          <span className="dashboard__zone">{T.daysIn(dashboard.timeZone)}</span>
        </div>
        <DashboardTotals totals={dashboard.totals} rates={dashboard.rates} />
        {sentAnything ? (
          <Suspense fallback={<PageLoader />}>
            <DashboardChart days={dashboard.days} />
          </Suspense>
        ) : (
          <p className="empty">{T.noSends}</p>
        )}
      </section>
      <div className="dashboard__columns">
        <MailboxesToday mailboxesToday={dashboard.mailboxesToday} />
        <AttentionList attention={dashboard.attention} />
      </div>
      <DeliverabilityWarnings />
      <div className="dashboard__columns">
        <RecentEvents
          id="dashboard-replies"
          title={T.recentReplies}
          empty={T.noReplies}
          events={dashboard.recentReplies}
        />
        <RecentEvents
          id="dashboard-leads"
          title={T.recentLeads}
          empty={T.noLeads}
          events={dashboard.recentLeads}
        />
      </div>
    </div>
  );
}
