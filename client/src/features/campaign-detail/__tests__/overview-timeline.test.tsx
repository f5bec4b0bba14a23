import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { CAMPAIGN_DETAIL_TEXTS } from '../campaign-detail-texts';
import { defaultRange, timelineChartWidth, weekEnd, weekStart } from '../timeline-dates';
import {
  OVERVIEW_PATH,
  buildGraph,
  buildTimeline,
  graphMock,
  overviewMocks,
  timelineMock,
} from './factories';

async function openTimeline(mocks: MockedResponse[]) {
  const view = renderApp(OVERVIEW_PATH, {
    signedIn: true,
    mocks: [...overviewMocks(), ...mocks],
  });
  await view.user.click(await screen.findByRole('tab', { name: 'Timeline' }));
  return view;
}

function charts(): SVGSVGElement[] {
  return Array.from(document.querySelectorAll<SVGSVGElement>('svg.timeline-chart'));
}

function graphDates(): string[] {
  const table = screen.getByRole('table', { name: 'Per date' });
  const [, body] = within(table).getAllByRole('rowgroup');
  return within(body)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

describe('Timeline dates', () => {
  it('start on the Sunday on or before and end on the Saturday on or after', () => {
    expect(weekStart('2026-11-04')).toBe('2026-11-01');
    expect(weekStart('2026-11-01')).toBe('2026-11-01');
    expect(weekEnd('2026-11-10')).toBe('2026-11-14');
    expect(weekEnd('2026-11-14')).toBe('2026-11-14');
    // Across a year and a month end.
    expect(weekStart('2027-01-01')).toBe('2026-12-27');
    expect(weekEnd('2026-12-30')).toBe('2027-01-02');
    expect(defaultRange('2026-03-08', '2026-03-09')).toEqual({
      start: '2026-03-08',
      end: '2026-03-14',
    });
  });

  it('are 1000 px wide up to 10 dates and 70 px per date past that, never narrower', () => {
    expect(timelineChartWidth(7)).toBe(1000);
    expect(timelineChartWidth(10)).toBe(1000);
    expect(timelineChartWidth(11)).toBe(1000);
    expect(timelineChartWidth(14)).toBe(1000);
    expect(timelineChartWidth(15)).toBe(1050);
    expect(timelineChartWidth(21)).toBe(1470);
  });
});

describe('Overview: Timeline', () => {
  it("defaults to the weeks from the server's first date through its today", async () => {
    const graph = graphMock(buildGraph('2026-11-01', '2026-11-14'), '2026-11-01', '2026-11-14');
    await openTimeline([timelineMock(buildTimeline()), graph]);

    expect(await screen.findByLabelText('Start date')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('End date')).toHaveValue('2026-11-14');
    expect(screen.getByText('Dates in America/New_York')).toBeInTheDocument();
    await waitFor(() => expect(charts()).toHaveLength(2));
    expect(graph.result).toHaveBeenCalledTimes(1);

    expect(graphDates()).toHaveLength(14);
    expect(graphDates()[0]).toBe('2026-11-01');
    expect(graphDates()[13]).toBe('2026-11-14');
    // 14 dates: 70 px each would be 980, so 1000; the box around each chart scrolls sideways.
    for (const chart of charts()) {
      expect(chart).toHaveAttribute('width', '1000');
      expect(chart.parentElement).toHaveClass('timeline-chart__scroll');
    }
    const legend = within(screen.getByRole('list', { name: 'Legend' }));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Contacts Added',
      'Email',
      'Follow-up 1',
    ]);
    // The bar chart has a bar per date and series; the line chart a line per series.
    expect(charts()[0].querySelectorAll('rect')).toHaveLength(14 * 3);
    expect(charts()[1].querySelectorAll('path.visx-linepath')).toHaveLength(3);
    // Counts are whole: the value axis has no tick between 0 and 1.
    const ticks = Array.from(charts()[0].querySelectorAll('.visx-axis-left text'), (tick) =>
      tick.textContent?.trim(),
    ).filter(Boolean);
    expect(ticks).toEqual(['0', '1']);
  });

  it('lists the campaign lists with their creation date and contacts', async () => {
    await openTimeline([
      timelineMock(buildTimeline()),
      graphMock(buildGraph('2026-11-01', '2026-11-14'), '2026-11-01', '2026-11-14'),
    ]);
    const table = await screen.findByRole('table', { name: 'Lists' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Founders', 'Nov 04, 2026', '1,200']);
  });

  it('asks for the chosen range, 1000 px wide for a week', async () => {
    const week = graphMock(buildGraph('2026-11-08', '2026-11-14', 4), '2026-11-08', '2026-11-14');
    await openTimeline([
      timelineMock(buildTimeline()),
      graphMock(buildGraph('2026-11-01', '2026-11-14'), '2026-11-01', '2026-11-14'),
      week,
    ]);
    await waitFor(() => expect(charts()).toHaveLength(2));

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-11-08' } });
    await waitFor(() => expect(week.result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(graphDates()).toHaveLength(7));
    expect(graphDates()[0]).toBe('2026-11-08');
    for (const chart of charts()) expect(chart).toHaveAttribute('width', '1000');
  });

  it('says when the start is after the end, and asks for nothing', async () => {
    const graph = graphMock(buildGraph('2026-11-01', '2026-11-14'), '2026-11-01', '2026-11-14');
    await openTimeline([timelineMock(buildTimeline()), graph]);
    await waitFor(() => expect(charts()).toHaveLength(2));

    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-10-30' } });
    expect(await screen.findByText(CAMPAIGN_DETAIL_TEXTS.datesReversed)).toBeInTheDocument();
    expect(charts()).toHaveLength(0);
    expect(graph.result).toHaveBeenCalledTimes(1);
  });

  it('follows the list filter', async () => {
    const founders = graphMock(
      buildGraph('2026-11-01', '2026-11-14', 9),
      '2026-11-01',
      '2026-11-14',
      'list-a',
    );
    const { user } = await openTimeline([
      timelineMock(buildTimeline()),
      graphMock(buildGraph('2026-11-01', '2026-11-14'), '2026-11-01', '2026-11-14'),
      timelineMock(buildTimeline(), 'list-a'),
      founders,
    ]);
    await waitFor(() => expect(charts()).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Recipient list'), 'Founders');
    await waitFor(() => expect(founders.result).toHaveBeenCalledTimes(1));
    const table = screen.getByRole('table', { name: 'Per date' });
    await waitFor(() => expect(within(table).getAllByRole('cell')[0]).toHaveTextContent('9'));
  });
});
