import { Group } from '@visx/group';
import { scalePoint, scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { ChartLegend, CountAxis, DateAxis } from '../../../components/chart-parts';
import type { DashboardQuery } from '../../../generated/graphql';
import { DASHBOARD_SERIES } from '../dashboard-texts';

type Day = DashboardQuery['dashboard']['days'][number];

const WIDTH = 720;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 40 };

/** 'Nov 3' for the date 'yyyy-MM-dd' (a calendar date, shown as written). */
export function shortDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/**
 * The workspace's days as one line per figure (sent, opens, clicks, replies, bounces, new leads),
 * with a table of the same numbers for screen readers.
 */
export function DashboardChart({ days }: { days: ReadonlyArray<Day> }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const highest = Math.max(
    1,
    ...days.flatMap((day) => DASHBOARD_SERIES.map((series) => day[series.key])),
  );
  const dayScale = scalePoint<string>({
    domain: days.map((day) => day.date),
    range: [0, innerWidth],
    padding: 0.5,
  });
  const countScale = scaleLinear<number>({
    domain: [0, highest],
    range: [innerHeight, 0],
    nice: true,
  });
  // Every fifth date is labelled, counted back from today.
  const labelled = days.map((day) => day.date).filter((_, i) => (days.length - 1 - i) % 5 === 0);

  return (
    <figure className="dashboard-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label="Per day: sent, opens, clicks, replies, bounces and new leads"
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {DASHBOARD_SERIES.map((series) => (
            <LinePath
              key={series.key}
              data={[...days]}
              x={(day) => dayScale(day.date) ?? 0}
              y={(day) => countScale(day[series.key])}
              stroke={series.color}
              strokeWidth={2}
              data-series={series.key}
            />
          ))}
          <CountAxis scale={countScale} />
          <DateAxis
            top={innerHeight}
            scale={dayScale}
            tickValues={labelled}
            tickFormat={shortDate}
          />
        </Group>
      </svg>
      <ChartLegend series={DASHBOARD_SERIES} />
      <table className="visually-hidden">
        <caption>Per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {DASHBOARD_SERIES.map((series) => (
              <th key={series.key} scope="col">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              {DASHBOARD_SERIES.map((series) => (
                <td key={series.key}>{day[series.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
