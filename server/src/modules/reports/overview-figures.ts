import { shareOfSends } from '../campaign/steps/campaign-steps.service';
import type { CampaignOverview, EventFigure, OverviewFigures } from './campaign-reports.types';
import type { CampaignTotalsRow, EventCounts, StepTotalsRow } from './queries/overview';

/** The lead statuses of the Summary's Leads box, in the spec's order. */
export const LEAD_STATUSES = ['won', 'lost', 'open', 'ignore'] as const;

/** The events every funnel column shows besides its sends. */
export const FUNNEL_EVENTS = ['open', 'click', 'reply', 'bounce', 'unsubscribe', 'lead'] as const;

/** A count with its share of `base`, in percent with two decimals (0 when base is 0). */
function figure(count: number, base: number): EventFigure {
  return { count, percentage: shareOfSends(count, base) };
}

/**
 * One funnel column: `recipients` of the campaign (or list), those sent the message (Total: sent
 * any), those still to get it (neither sent it nor `stopped` before it), and each event as a share
 * of the sends.
 */
export function funnelOf(counts: EventCounts, recipients: number, stopped = 0): OverviewFigures {
  const events = Object.fromEntries(
    FUNNEL_EVENTS.map((event) => [event, figure(counts[event], counts.sent)]),
  ) as Record<(typeof FUNNEL_EVENTS)[number], EventFigure>;
  return {
    recipients,
    sent: counts.sent,
    pending: Math.max(recipients - counts.sent - stopped, 0),
    ...events,
  };
}

/** The Summary from its counters: leads, a column per message, the Total column. */
export function overviewOf(input: {
  totals: CampaignTotalsRow;
  steps: StepTotalsRow[];
  leads: { status: string; count: number }[];
  tracked: boolean;
}): CampaignOverview {
  const { totals, steps, leads, tracked } = input;
  const byStatus = new Map(leads.map((row) => [row.status, row.count]));
  const total = leads.reduce((sum, row) => sum + row.count, 0);
  const leadFigure = (status: string) => figure(byStatus.get(status) ?? 0, total);
  return {
    leads: {
      won: leadFigure('won'),
      lost: leadFigure('lost'),
      open: leadFigure('open'),
      ignore: leadFigure('ignore'),
      total,
    },
    steps: steps.map((step) => ({
      id: step.id,
      position: step.position,
      subject: step.subject,
      status: step.status,
      figures: funnelOf(step, totals.recipients, step.stopped_before),
    })),
    // Not sent any message yet: those who stopped before the first one never will be.
    total: funnelOf(totals, totals.recipients, steps[0]?.stopped_before ?? 0),
    messagesSent: steps.reduce((sum, step) => sum + step.sent, 0),
    tracked,
  };
}
