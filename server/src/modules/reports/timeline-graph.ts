import type { DataSource } from 'typeorm';
import { CONTACTS_ADDED_SERIES } from '../events/campaign-timeline-counter.entity';
import type { TimelineGraph, TimelineSeries } from './campaign-reports.types';
import { selectCampaignSteps, selectTimelineCounts } from './queries/timeline';
import { datesBetween } from './report-input';

/**
 * The graph's series: contacts added, then one per message in sending order (`email` for the
 * first, `follow_up_N` for the others), each counting recipients sent it for the first time.
 */
export function seriesOf(steps: { id: string; position: number }[]): TimelineSeries[] {
  return [
    { key: 'contacts_added', label: 'Contacts Added', stepId: null },
    ...steps.map((step, index) =>
      index === 0
        ? { key: 'email', label: 'Email', stepId: step.id }
        : { key: `follow_up_${index}`, label: `Follow-up ${index}`, stepId: step.id },
    ),
  ];
}

/**
 * Every date from start to end (checked by `dateRangeOf`, in the campaign's zone) with one value per series, from the
 * quarter-hour counters summed into local dates by Postgres.
 */
export async function timelineGraphOf(
  db: DataSource,
  scope: { campaignId: string; workspaceId: string; listId: string | null; zone: string },
  range: { startDate: string; endDate: string },
): Promise<TimelineGraph> {
  const { startDate, endDate } = range;
  const [steps, counts] = await Promise.all([
    selectCampaignSteps(db, scope.campaignId, scope.workspaceId),
    selectTimelineCounts(db, { ...scope, startDate, endDate }),
  ]);
  const series = seriesOf(steps);
  const column = new Map(
    series.map((item, index) => [item.stepId ?? CONTACTS_ADDED_SERIES, index]),
  );
  const byDate = new Map(
    datesBetween(startDate, endDate).map((date) => [date, series.map(() => 0)]),
  );
  for (const count of counts) {
    const index = column.get(count.series);
    const values = byDate.get(count.day);
    if (index !== undefined && values) values[index] += count.count;
  }
  return {
    timeZone: scope.zone,
    series,
    days: [...byDate].map(([date, values]) => ({ date, values })),
  };
}
