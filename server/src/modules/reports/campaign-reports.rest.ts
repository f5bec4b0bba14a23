import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../http/legacy-fields';
import { requireRestCaller } from '../../http/rest';
import type {
  CampaignOverview,
  ContactExportRow,
  EventFigure,
  OverviewFigures,
} from './campaign-reports.types';
import type {
  ActivitiesQuery,
  ExportPageQuery,
  OverviewQuery,
  TimelineGraphQuery,
} from './campaign-reports.service';
import { FUNNEL_EVENTS, LEAD_STATUSES } from './overview-figures';
import { anyObject, documented, legacyBody, obj, uuid } from '../../http/openapi/declare';
import { minRole } from '../../http/roles';

type Body = Record<string, unknown> | undefined;

/** What the export buffers ahead of the client before it reads the next page. */
const EXPORT_BUFFER_BYTES = 64 * 1024;

const overviewQuery = legacy<OverviewQuery>({
  campaignId: ['campaign_id'],
  listId: ['list_id'],
});
const activitiesQuery = legacy<ActivitiesQuery>({
  campaignId: ['campaign_id'],
  listId: ['list_id'],
  ignoreSends: ['ignore_sends'],
  offset: ['offset'],
  limit: ['limit'],
});
const graphQuery = legacy<TimelineGraphQuery>({
  campaignId: ['campaign_id'],
  listId: ['list_id'],
  startDate: ['start_date'],
  endDate: ['end_date'],
});
const exportQuery = legacy<Pick<ExportPageQuery, 'campaignId' | 'stepId'>>({
  campaignId: ['campaign_id'],
  stepId: ['step_id'],
});

const figureJson = ({ count, percentage }: EventFigure) => ({ count, percentage });

/** A funnel column's counts (`email_event_counts`) and shares (`…_percentage`). */
function countsJson(figures: OverviewFigures) {
  return {
    counts: {
      sent: figures.sent,
      ...Object.fromEntries(FUNNEL_EVENTS.map((event) => [event, figures[event].count])),
    },
    percentages: Object.fromEntries(
      FUNNEL_EVENTS.map((event) => [event, figureJson(figures[event])]),
    ),
  };
}

/** The Summary in the /v1 shape (spec 01 §3 Overview and Step). */
export function overviewJson(overview: CampaignOverview) {
  const total = countsJson(overview.total);
  return {
    leads_status_count_percentage: Object.fromEntries(
      LEAD_STATUSES.map((status) => [status, figureJson(overview.leads[status])]),
    ),
    total_leads_count: overview.leads.total,
    first_step_total_recipients: overview.total.recipients,
    steps_count: overview.steps.length,
    total_email_event_count: total.counts,
    total_email_event_count_percentage: total.percentages,
    steps: overview.steps.map((step) => {
      const { counts, percentages } = countsJson(step.figures);
      return {
        step_id: step.id,
        subject: step.subject,
        status: step.status,
        total_recipients: step.figures.recipients,
        pending_recipients: step.figures.pending,
        email_event_counts: counts,
        email_event_counts_percentage: percentages,
      };
    }),
  };
}

/** A row of the per-contact report in the /v1 shape (spec 01 §3 Export per contact). */
function contactJson(row: ContactExportRow) {
  return {
    email: row.email,
    last_sent_on: row.lastSentOn ? row.lastSentOn.toISOString() : null,
    events: {
      open: row.opens,
      click: row.clicks,
      reply: row.replies,
      bounce: row.bounced,
      lead: row.lead,
    },
  };
}

/**
 * `{ eventsCountPerContact: [...] }` written as the pages come: the next page is read only when
 * the reply has taken the previous one, so memory stays at one page whatever the campaign's size.
 */
async function* exportJson(pages: AsyncIterable<ContactExportRow[]>): AsyncGenerator<string> {
  yield '{"eventsCountPerContact":[';
  let first = true;
  for await (const rows of pages) {
    const items = rows.map((row) => JSON.stringify(contactJson(row)));
    yield (first ? '' : ',') + items.join(',');
    first = false;
  }
  yield ']}';
}

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** POST /v1/campaign/export */
  export: documented(minRole.member, {
    summary: 'A campaign’s recipients and events, streamed as JSON rows.',
    body: legacyBody(exportQuery, { campaignId: uuid }),
  }),
  /** POST /v1/campaign/stage/export */
  stageExport: documented(minRole.member, {
    summary: 'One message’s recipients and events, streamed as JSON rows.',
    body: legacyBody(exportQuery, { campaignId: uuid, stepId: uuid }),
  }),
  /** POST /v1/campaign/overview/summary */
  summary: documented(minRole.viewer, {
    summary: 'A campaign’s overview figures.',
    body: legacyBody(overviewQuery, { campaignId: uuid }),
    response: obj({ campaignOverview: anyObject }),
  }),
  /** POST /v1/campaign/overview/activities */
  activities: documented(minRole.viewer, {
    summary: 'A campaign’s recent activity, paged.',
    body: legacyBody(activitiesQuery, { campaignId: uuid }),
  }),
  /** POST /v1/campaign/timeline */
  timeline: documented(minRole.viewer, {
    summary: 'A campaign’s timeline.',
    body: legacyBody(activitiesQuery, { campaignId: uuid }),
  }),
  /** POST /v1/campaign/timeline/graph */
  timelineGraph: documented(minRole.viewer, {
    summary: 'A campaign’s events per day.',
    body: legacyBody(graphQuery, { campaignId: uuid }),
    response: obj({ campaignTimelineGraph: anyObject }),
  }),
};

/** `/v1/campaign/overview/*`, `/timeline*` and the per-contact exports. */
export async function campaignReportsRoutes(app: FastifyInstance): Promise<void> {
  const { campaignReports } = app.services;

  app.post<{ Body: Body }>('/v1/campaign/overview/summary', api.summary, async (request) => {
    const overview = await campaignReports.overview(
      requireRestCaller(request),
      overviewQuery(request.body ?? {}),
    );
    return { campaignOverview: overviewJson(overview) };
  });

  app.post<{ Body: Body }>('/v1/campaign/overview/activities', api.activities, async (request) => {
    const page = await campaignReports.activities(
      requireRestCaller(request),
      activitiesQuery(request.body ?? {}),
    );
    return {
      campaignOverviewActivities: page.activities.map((activity) => ({
        event_type: activity.type,
        created_at: activity.createdAt,
        message: activity.message,
      })),
      total_count: page.total,
    };
  });

  app.post<{ Body: Body }>('/v1/campaign/timeline', api.timeline, async (request) => {
    const timeline = await campaignReports.timeline(
      requireRestCaller(request),
      overviewQuery(request.body ?? {}),
    );
    return {
      campaignTimeline: {
        list_details: timeline.lists.map((list) => ({
          _id: list.id,
          name: list.name,
          created_at: list.createdAt,
          total_contacts: list.totalContacts,
        })),
      },
    };
  });

  app.post<{ Body: Body }>('/v1/campaign/timeline/graph', api.timelineGraph, async (request) => {
    const graph = await campaignReports.timelineGraph(
      requireRestCaller(request),
      graphQuery(request.body ?? {}),
    );
    const rows = graph.days.map((day) => [
      day.date,
      {
        _date: day.date,
        ...Object.fromEntries(graph.series.map((series, i) => [series.key, day.values[i]])),
      },
    ]);
    return { campaignTimelineGraph: Object.fromEntries(rows) };
  });

  for (const [url, withStep, options] of [
    ['/v1/campaign/export', false, api.export],
    ['/v1/campaign/stage/export', true, api.stageExport],
  ] as const) {
    app.post<{ Body: Body }>(url, options, async (request, reply) => {
      const query = exportQuery(request.body ?? {});
      const pages = await campaignReports.exportRows(requireRestCaller(request), {
        campaignId: query.campaignId,
        stepId: withStep ? query.stepId : null,
        oneStep: withStep,
      });
      // Bytes, not objects: the stream stops pulling pages once 64 kB wait for the socket.
      const body = Readable.from(exportJson(pages), {
        objectMode: false,
        highWaterMark: EXPORT_BUFFER_BYTES,
      });
      return reply.type('application/json; charset=utf-8').send(body);
    });
  }
}
