import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scaleOrdinal } from '@visx/scale';
import { BarGroup } from '@visx/shape';
import { ChartLegend, CountAxis, DateAxis } from '../../../components/chart-parts';
import type { MailAccountWarmupFieldsFragment } from '../../../generated/graphql';

type WarmupDay = MailAccountWarmupFieldsFragment['dateWiseResult'][number];
type Series = 'landedInbox' | 'landedSpam';

const SERIES: ReadonlyArray<{ key: Series; label: string; color: string }> = [
  { key: 'landedInbox', label: 'Landed in inbox', color: '#1b7f4b' },
  { key: 'landedSpam', label: 'Landed in spam', color: '#c62828' },
];
const KEYS = SERIES.map((series) => series.key);

const WIDTH = 420;
const HEIGHT = 200;
const MARGIN = { top: 10, right: 8, bottom: 28, left: 36 };

/** 'Mon 3' for the UTC day 'yyyy-MM-dd'. */
export function dayLabel(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString('en-US', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** Per-day warmup mail that landed in the inbox and in spam, as grouped bars (spec 02 §2). */
export function WarmupChart({ days }: { days: ReadonlyArray<WarmupDay> }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const data = days.map((day) => ({ ...day }));
  const highest = Math.max(1, ...days.flatMap((day) => [day.landedInbox, day.landedSpam]));

  const dayScale = scaleBand<string>({
    domain: days.map((day) => day.date),
    range: [0, innerWidth],
    padding: 0.25,
  });
  const seriesScale = scaleBand<Series>({
    domain: KEYS,
    range: [0, dayScale.bandwidth()],
    padding: 0.1,
  });
  const countScale = scaleLinear<number>({
    domain: [0, highest],
    range: [innerHeight, 0],
    nice: true,
  });
  const colorScale = scaleOrdinal<Series, string>({
    domain: KEYS,
    range: SERIES.map((series) => series.color),
  });

  return (
    <figure className="warmup-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label="Warmup emails per day: landed in inbox and landed in spam"
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          <BarGroup
            data={data}
            keys={KEYS}
            height={innerHeight}
            x0={(day) => day.date}
            x0Scale={dayScale}
            x1Scale={seriesScale}
            yScale={countScale}
            color={colorScale}
          >
            {(groups) =>
              groups.map((group) => (
                <Group key={group.x0} left={group.x0}>
                  {group.bars.map((bar) => (
                    <rect
                      key={bar.key}
                      x={bar.x}
                      y={bar.y}
                      width={bar.width}
                      height={Math.max(0, bar.height)}
                      fill={bar.color}
                    >
                      <title>{`${dayLabel(data[group.index].date)}: ${bar.value} ${
                        SERIES.find((series) => series.key === bar.key)?.label.toLowerCase() ?? ''
                      }`}</title>
                    </rect>
                  ))}
                </Group>
              ))
            }
          </BarGroup>
          <CountAxis scale={countScale} />
          <DateAxis top={innerHeight} scale={dayScale} tickFormat={dayLabel} />
        </Group>
      </svg>
      <ChartLegend series={SERIES} />
      <table className="visually-hidden">
        <caption>Warmup emails per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Landed in inbox</th>
            <th scope="col">Landed in spam</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{day.landedInbox}</td>
              <td>{day.landedSpam}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
