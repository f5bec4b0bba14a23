import { Link } from 'react-router-dom';
import { campaignOverviewPath } from '../../../app/paths';
import type { DashboardRecentEventFieldsFragment } from '../../../generated/graphql';

/** '25 Nov 2026, 14:05' in the browser's zone. */
function shownAt(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The latest replies or leads: who, in which campaign (linking to it), when. */
export function RecentEvents({
  id,
  title,
  empty,
  events,
}: {
  id: string;
  title: string;
  empty: string;
  events: ReadonlyArray<DashboardRecentEventFieldsFragment>;
}) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="empty">{empty}</p>
      ) : (
        <ul className="dashboard-list">
          {events.map((event) => (
            <li key={event.id} className="dashboard-list__item">
              <span>{event.email}</span>
              <Link to={campaignOverviewPath(event.campaignId)}>{event.campaignName}</Link>
              <time dateTime={event.at}>{shownAt(event.at)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
