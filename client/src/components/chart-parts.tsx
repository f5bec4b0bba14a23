import { AxisBottom, AxisLeft } from '@visx/axis';
import type { AxisScale } from '@visx/axis';

/**
 * The pieces every chart of the product draws alike (the warmup week, the dashboard's 30 days, a
 * campaign's Timeline): a count axis, a date axis and a legend, in the house colours.
 */

const AXIS = { stroke: '#98a2b3', tickStroke: '#98a2b3' };
const TICK_LABEL = { fill: '#667085', fontSize: 10 };

/** A left axis of counts: whole numbers only (no tick at 0.5 on a chart of ones). */
export function CountAxis({
  scale,
  ticks = 4,
}: {
  scale: AxisScale<number> & { ticks: (count?: number) => number[] };
  ticks?: number;
}) {
  return (
    <AxisLeft
      scale={scale}
      tickValues={scale.ticks(ticks).filter(Number.isInteger)}
      tickFormat={(value) => String(value)}
      {...AXIS}
      tickLabelProps={{ ...TICK_LABEL, textAnchor: 'end', dx: -4, dy: 3 }}
    />
  );
}

/** A bottom axis of dates ('yyyy-MM-dd'), optionally labelling only some and formatting them. */
export function DateAxis({
  scale,
  top,
  tickValues,
  tickFormat,
}: {
  scale: AxisScale;
  top: number;
  tickValues?: string[];
  tickFormat?: (date: string) => string;
}) {
  return (
    <AxisBottom
      top={top}
      scale={scale}
      tickValues={tickValues}
      tickFormat={tickFormat ? (value) => tickFormat(String(value)) : undefined}
      {...AXIS}
      tickLabelProps={{ ...TICK_LABEL, textAnchor: 'middle' }}
    />
  );
}

/** A chart's legend: a swatch and a label per series. */
export function ChartLegend({
  series,
}: {
  series: ReadonlyArray<{ key: string; label: string; color: string }>;
}) {
  return (
    <figcaption className="warmup-chart__legend">
      {series.map((one) => (
        <span key={one.key} className="warmup-chart__key">
          <span
            className="warmup-chart__swatch"
            style={{ background: one.color }}
            aria-hidden="true"
          />
          {one.label}
        </span>
      ))}
    </figcaption>
  );
}
