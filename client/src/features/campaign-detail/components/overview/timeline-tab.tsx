import { useId, useState } from 'react';
import {
  type OverviewTimelineGraphQuery,
  type OverviewTimelineQuery,
  useOverviewTimelineGraphQuery,
  useOverviewTimelineQuery,
} from '../../../../generated/graphql';
import { campaignDateText } from '../../../campaigns/campaign-date';
import { CAMPAIGN_DETAIL_TEXTS } from '../../campaign-detail-texts';
import { countText } from '../../overview-figures';
import { defaultRange, isDate } from '../../timeline-dates';
import type { OverviewFilter } from './overview-filter';
import { TimelineBarChart, TimelineLineChart, seriesColor } from './timeline-charts';

type Graph = OverviewTimelineGraphQuery['campaignTimelineGraph'];
type Lists = OverviewTimelineQuery['campaignTimeline']['lists'];
type Range = { start: string; end: string };

function Legend({ graph }: { graph: Graph }) {
  return (
    <ul className="timeline__legend" aria-label="Legend">
      {graph.series.map((series, index) => (
        <li key={series.key} className="timeline__key">
          <span
            className="timeline__swatch"
            style={{ background: seriesColor(index) }}
            aria-hidden="true"
          />
          {series.label}
        </li>
      ))}
    </ul>
  );
}

/** The graph's figures as a table, for screen readers (the charts are pictures). */
function GraphTable({ graph }: { graph: Graph }) {
  return (
    <table className="visually-hidden">
      <caption>Per date</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          {graph.series.map((series) => (
            <th key={series.key} scope="col">
              {series.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {graph.days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{day.date}</th>
            {graph.series.map((series, index) => (
              <td key={series.key}>{day.values[index] ?? 0}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ListsTable({ lists }: { lists: Lists }) {
  if (lists.length === 0) return <p className="empty">{CAMPAIGN_DETAIL_TEXTS.noLists}</p>;
  return (
    <table className="table timeline__lists" aria-label="Lists">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Created</th>
          <th scope="col">Contacts</th>
        </tr>
      </thead>
      <tbody>
        {lists.map((list, index) => (
          // A list appears once per campaign; its name and link time tell it apart.
          <tr key={`${index}:${list.name}`}>
            <td>{list.name}</td>
            <td>
              <time dateTime={list.createdAt}>{campaignDateText(list.createdAt)}</time>
            </td>
            <td>{countText(list.totalContacts)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type DateFieldProps = { label: string; value: string; onChange: (value: string) => void };

function DateField({ label, value, onChange }: DateFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * Timeline (spec 01 §2, §9): a date range (by default from the Sunday of the campaign's first
 * week through the Saturday of this week, both in the mailbox's zone, as the server says), a bar
 * and a line chart of contacts added and messages sent, and the table of lists.
 */
export function TimelineTab({ filter }: { filter: OverviewFilter }) {
  const [chosen, setChosen] = useState<Range | null>(null);
  const timeline = useOverviewTimelineQuery({
    variables: filter,
    fetchPolicy: 'cache-and-network',
  });
  const info = timeline.data?.campaignTimeline;
  const range = chosen ?? (info ? defaultRange(info.firstDate, info.today) : null);
  const valid = range !== null && isDate(range.start) && isDate(range.end);
  const ordered = valid && range.start <= range.end;
  const graph = useOverviewTimelineGraphQuery({
    variables: { ...filter, startDate: range?.start ?? '', endDate: range?.end ?? '' },
    skip: !ordered,
    fetchPolicy: 'cache-and-network',
  });
  const data = ordered ? graph.data?.campaignTimelineGraph : undefined;

  if (!info || !range) {
    return timeline.loading ? (
      <p className="loader" role="status">
        Loading…
      </p>
    ) : null;
  }
  return (
    <div className="timeline">
      <div className="timeline__range">
        <DateField
          label="Start date"
          value={range.start}
          onChange={(start) => setChosen({ ...range, start })}
        />
        <DateField
          label="End date"
          value={range.end}
          onChange={(end) => setChosen({ ...range, end })}
        />
        <p className="timeline__zone">Dates in {info.timeZone}</p>
      </div>
      {valid && !ordered && (
        <p className="field__error" role="alert">
          {CAMPAIGN_DETAIL_TEXTS.datesReversed}
        </p>
      )}
      {data && (
        <>
          <Legend graph={data} />
          <TimelineBarChart graph={data} />
          <TimelineLineChart graph={data} />
          <GraphTable graph={data} />
        </>
      )}
      <h3 className="overview__heading">Lists</h3>
      <ListsTable lists={info.lists} />
    </div>
  );
}
