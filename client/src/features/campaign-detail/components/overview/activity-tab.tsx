import { useId, useState } from 'react';
import { badRequestMessage } from '../../../../app/apollo';
import { useOverviewActivitiesQuery } from '../../../../generated/graphql';
import { CAMPAIGN_DETAIL_TEXTS } from '../../campaign-detail-texts';
import { dateTimeText } from '../../date-time-text';
import { ActivitySentence } from './activity-sentence';
import type { OverviewFilter } from './overview-filter';

/** Entries per page of the feed (spec 01 §9). */
export const ACTIVITY_PAGE_SIZE = 50;

const ACTIVITIES_FAILED = badRequestMessage(CAMPAIGN_DETAIL_TEXTS.activitiesFailed);

/**
 * Activity (spec 01 §2): the feed, newest first, 'All activities' or 'Ignore sends', 50 at a time;
 * Load more appends the next page.
 */
export function ActivityTab({ filter }: { filter: OverviewFilter }) {
  const showId = useId();
  const [ignoreSends, setIgnoreSends] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const feed = useOverviewActivitiesQuery({
    variables: { ...filter, ignoreSends, offset: 0, limit: ACTIVITY_PAGE_SIZE },
    context: ACTIVITIES_FAILED,
  });
  const page = feed.data?.campaignActivities;
  const activities = page?.activities ?? [];

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await feed.fetchMore({
        variables: { offset: activities.length },
        updateQuery: (loaded, { fetchMoreResult }) => ({
          campaignActivities: {
            ...fetchMoreResult.campaignActivities,
            activities: [
              ...loaded.campaignActivities.activities,
              ...fetchMoreResult.campaignActivities.activities,
            ],
          },
        }),
      });
    } catch {
      // Reported by the error link.
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <div className="activity">
      <div className="field activity__show">
        <label className="field__label" htmlFor={showId}>
          Show
        </label>
        <select
          id={showId}
          className="field__input"
          value={ignoreSends ? 'ignore' : 'all'}
          onChange={(event) => setIgnoreSends(event.target.value === 'ignore')}
        >
          <option value="all">All activities</option>
          <option value="ignore">Ignore sends</option>
        </select>
      </div>
      {feed.loading && !page && (
        <p className="loader" role="status">
          Loading…
        </p>
      )}
      {page && activities.length === 0 && (
        <p className="empty">{CAMPAIGN_DETAIL_TEXTS.noActivity}</p>
      )}
      {activities.length > 0 && (
        <ol className="activity__list" aria-label="Activities">
          {activities.map((activity) => (
            <li key={activity.id} className={`activity__entry activity__entry--${activity.type}`}>
              <span className="activity__text">
                <ActivitySentence activity={activity} />
              </span>
              <time className="activity__time" dateTime={activity.createdAt}>
                {dateTimeText(activity.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {page && activities.length < page.total && (
        <button
          type="button"
          className="button"
          disabled={loadingMore}
          onClick={() => void loadMore()}
        >
          {CAMPAIGN_DETAIL_TEXTS.loadMore}
        </button>
      )}
    </div>
  );
}
