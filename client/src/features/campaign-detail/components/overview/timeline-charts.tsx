import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scaleOrdinal, scalePoint } from '@visx/scale';
import { BarGroup, LinePath } from '@visx/shape';
import { CountAxis, DateAxis } from '../../../../components/chart-parts';
import type { OverviewTimelineGraphQuery } from '../../../../generated/graphql';
import { timelineChartWidth } from '../../timeline-dates';

type Graph = OverviewTimelineGraphQuery['campaignTimelineGraph'];
type Datum = { date: string } & Record<string, number | string>;

const HEIGHT = 260;
const MARGIN = { top: 12, right: 16, bottom: 36, left: 48 };
const INNER_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
/** Contacts added, the first email, then the follow-ups in turn. */
const COLORS = ['#98a2b3', '#2563eb', '#1b7f4b', '#f59e0b', '#9333ea', '#db2777', '#0891b2'];

/** The colour of the graph's `index`-th series. */
export function seriesColor(index: number): string {
  return COLORS[index % COLORS.length];
}

/** Each series' value per date, or (cumulative) its running total up to that date. */
function chartData(graph: Graph, cumulative: boolean): Datum[] {
  const totals = graph.series.map(() => 0);
  return graph.days.map((day) => {
    const datum: Datum = { date: day.date };
    graph.series.forEach((series, index) => {
      const value = day.values[index] ?? 0;
      totals[index] += value;
      datum[series.key] = cumulative ? totals[index] : value;
    });
    return datum;
  });
}

function highest(data: Datum[], keys: string[]): number {
  return Math.max(1, ...data.flatMap((datum) => keys.map((key) => Number(datum[key]))));
}

type ChartFrameProps = { label: string; width: number; children: React.ReactNode };

/** The chart's svg: 1000 px wide, or 70 px per date past 10 dates (its box scrolls sideways). */
function ChartFrame({ label, width, children }: ChartFrameProps) {
  return (
    <div className="timeline-chart__scroll">
      <svg className="timeline-chart" width={width} height={HEIGHT} role="img" aria-label={label}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {children}
        </Group>
      </svg>
    </div>
  );
}

function Axes({
  dates,
  valueScale,
  width,
}: {
  dates: string[];
  valueScale: ReturnType<typeof scaleLinear<number>>;
  width: number;
}) {
  const dateScale = scaleBand<string>({ domain: dates, range: [0, width] });
  return (
    <>
      <CountAxis scale={valueScale} ticks={5} />
      <DateAxis top={INNER_HEIGHT} scale={dateScale} />
    </>
  );
}

/** Per date, one bar per series: contacts added, first emails, each follow-up. */
export function TimelineBarChart({ graph }: { graph: Graph }) {
  const width = timelineChartWidth(graph.days.length);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const keys = graph.series.map((series) => series.key);
  const data = chartData(graph, false);
  const dates = data.map((datum) => datum.date);
  const dateScale = scaleBand<string>({ domain: dates, range: [0, innerWidth], padding: 0.2 });
  const seriesScale = scaleBand<string>({
    domain: keys,
    range: [0, dateScale.bandwidth()],
    padding: 0.1,
  });
  const valueScale = scaleLinear<number>({
    domain: [0, highest(data, keys)],
    range: [INNER_HEIGHT, 0],
    nice: true,
  });
  const color = scaleOrdinal<string, string>({
    domain: keys,
    range: keys.map((_, i) => seriesColor(i)),
  });

  return (
    <ChartFrame label="Per date: contacts added and messages sent" width={width}>
      <BarGroup
        data={data}
        keys={keys}
        height={INNER_HEIGHT}
        x0={(datum) => datum.date}
        x0Scale={dateScale}
        x1Scale={seriesScale}
        yScale={valueScale}
        color={color}
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
                />
              ))}
            </Group>
          ))
        }
      </BarGroup>
      <Axes dates={dates} valueScale={valueScale} width={innerWidth} />
    </ChartFrame>
  );
}

/** The same series as running totals, one line each. */
export function TimelineLineChart({ graph }: { graph: Graph }) {
  const width = timelineChartWidth(graph.days.length);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const keys = graph.series.map((series) => series.key);
  const data = chartData(graph, true);
  const dates = data.map((datum) => datum.date);
  const dateScale = scalePoint<string>({ domain: dates, range: [0, innerWidth], padding: 0.5 });
  const valueScale = scaleLinear<number>({
    domain: [0, highest(data, keys)],
    range: [INNER_HEIGHT, 0],
    nice: true,
  });

  return (
    <ChartFrame label="Running totals: contacts added and messages sent" width={width}>
      {keys.map((key, index) => (
        <LinePath<Datum>
          key={key}
          data={data}
          x={(datum) => dateScale(datum.date) ?? 0}
          y={(datum) => valueScale(Number(datum[key]))}
          stroke={seriesColor(index)}
          strokeWidth={2}
        />
      ))}
      <Axes dates={dates} valueScale={valueScale} width={innerWidth} />
    </ChartFrame>
  );
}
