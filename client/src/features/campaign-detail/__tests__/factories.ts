import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  CampaignContactExportDocument,
  CampaignDetailDocument,
  DetailCampaignListsDocument,
  OverviewActivitiesDocument,
  OverviewSummaryDocument,
  OverviewTimelineDocument,
  OverviewTimelineGraphDocument,
  type CampaignContactExportQuery,
  type CampaignDetailFieldsFragment,
  type OverviewActivitiesQuery,
  type OverviewFiguresFieldsFragment,
  type OverviewSummaryQuery,
  type OverviewTimelineGraphQuery,
  type OverviewTimelineQuery,
} from '../../../generated/graphql';
import type { Answered } from '../../../test/mocked-answer';

export const CAMPAIGN_ID = 'camp-1';
export const OVERVIEW_PATH = `/campaign/${CAMPAIGN_ID}/overview`;

type Detail = Answered<CampaignDetailFieldsFragment>;

/** A started HTML campaign with two messages, created Nov 02, 2026 (local time). */
export function buildDetail(overrides: Partial<Detail> = {}): Detail {
  return {
    __typename: 'Campaign',
    id: CAMPAIGN_ID,
    name: 'Spring outreach',
    status: 'started',
    pauseReason: null,
    currentTab: 'send',
    createdAt: new Date(2026, 10, 2, 9, 30).toISOString(),
    messageMimeType: 'text/html',
    trackOpen: true,
    trackClicks: true,
    startTime: null,
    startTimeZone: null,
    mailAccount: {
      __typename: 'CampaignMailAccount',
      id: 'ma-1',
      email: 'sales@acme.test',
      name: 'Sales Team',
      status: 'active',
    },
    mailAccounts: [
      {
        __typename: 'CampaignPoolMailbox',
        id: 'ma-1',
        email: 'sales@acme.test',
        name: 'Sales Team',
      },
    ],
    counts: { __typename: 'CampaignCounts', recipients: 1200 },
    heldRecipients: { __typename: 'HeldRecipients', count: 0, fix: null },
    steps: [
      { __typename: 'Step', id: 'step-1', position: 1, status: 'active' },
      { __typename: 'Step', id: 'step-2', position: 2, status: 'active' },
    ],
    pausedMailAccounts: [],
    ...overrides,
  };
}

/** The campaign query; `result` is a jest mock so a test can count the times it was asked. */
export function detailMock(campaign: Detail = buildDetail()) {
  return {
    request: { query: CampaignDetailDocument, variables: { id: campaign.id } },
    result: jest.fn(() => ({ data: { campaign } })),
  } satisfies MockedResponse;
}

export const LISTS = [
  { __typename: 'CampaignList', id: 'list-a', name: 'Founders' },
  { __typename: 'CampaignList', id: 'list-b', name: 'CTOs' },
];

export function listsMock() {
  return {
    request: { query: DetailCampaignListsDocument, variables: { campaignId: CAMPAIGN_ID } },
    result: jest.fn(() => ({ data: { campaignLists: LISTS } })),
  } satisfies MockedResponse;
}

type Figures = Answered<OverviewFiguresFieldsFragment>;

const figure = (count: number, percentage: number) => ({
  __typename: 'EventFigure',
  count,
  percentage,
});

/** One message's (or the Total's) funnel; sent and pending are shares of `recipients`. */
export function buildFigures(recipients: number, sent: number, scale = 1): Figures {
  return {
    __typename: 'OverviewFigures',
    recipients,
    sent,
    pending: recipients - sent,
    open: figure(40 * scale, 40),
    click: figure(10 * scale, 10),
    reply: figure(5 * scale, 5),
    bounce: figure(2 * scale, 2),
    unsubscribe: figure(1 * scale, 1),
    lead: figure(3 * scale, 3),
  };
}

type Overview = Answered<OverviewSummaryQuery['campaignOverview']>;

export function buildOverview(overrides: Partial<Overview> = {}): Overview {
  return {
    __typename: 'CampaignOverview',
    tracked: true,
    messagesSent: 1150,
    leads: {
      __typename: 'OverviewLeads',
      won: figure(2, 25),
      lost: figure(1, 12.5),
      open: figure(4, 50),
      ignore: figure(1, 12.5),
      total: 8,
    },
    steps: [
      {
        __typename: 'OverviewStep',
        position: 1,
        subject: 'Quick question',
        status: 'active',
        figures: buildFigures(1000, 1000),
      },
      {
        __typename: 'OverviewStep',
        position: 2,
        subject: 'Re: Quick question',
        status: 'pause',
        figures: buildFigures(1000, 150),
      },
    ],
    total: buildFigures(1000, 1000, 2),
    ...overrides,
  };
}

export function summaryMock(overview: Overview, listId: string | null = null) {
  return {
    request: { query: OverviewSummaryDocument, variables: { campaignId: CAMPAIGN_ID, listId } },
    result: jest.fn(() => ({ data: { campaignOverview: overview } })),
  } satisfies MockedResponse;
}

type Activity = Answered<OverviewActivitiesQuery['campaignActivities']['activities'][number]>;

export function buildActivity(n: number, overrides: Partial<Activity> = {}): Activity {
  return {
    __typename: 'CampaignActivity',
    id: `event-${n}`,
    type: 'open',
    createdAt: new Date(2026, 10, 20, 14, 5).toISOString(),
    email: `contact${n}@example.com`,
    stepPosition: 1,
    ...overrides,
  };
}

type ActivityQuery = { listId?: string | null; ignoreSends?: boolean; offset?: number };

export function activitiesMock(
  { listId = null, ignoreSends = false, offset = 0 }: ActivityQuery,
  page: { activities: Activity[]; total: number } | { error: string },
) {
  return {
    request: {
      query: OverviewActivitiesDocument,
      variables: { campaignId: CAMPAIGN_ID, listId, ignoreSends, offset, limit: 50 },
    },
    result: jest.fn(() =>
      'error' in page
        ? failure(page.error)
        : {
            data: {
              campaignActivities: { __typename: 'CampaignActivityPage', ...page },
            },
          },
    ),
  } satisfies MockedResponse;
}

type Timeline = Answered<OverviewTimelineQuery['campaignTimeline']>;

export function buildTimeline(overrides: Partial<Timeline> = {}): Timeline {
  return {
    __typename: 'CampaignTimeline',
    timeZone: 'America/New_York',
    // A Wednesday and a Tuesday: the range runs Sunday Nov 1 to Saturday Nov 14.
    firstDate: '2026-11-04',
    today: '2026-11-10',
    lists: [
      {
        __typename: 'TimelineList',
        name: 'Founders',
        createdAt: new Date(2026, 10, 4, 8, 0).toISOString(),
        totalContacts: 1200,
      },
    ],
    ...overrides,
  };
}

export function timelineMock(timeline: Timeline, listId: string | null = null) {
  return {
    request: { query: OverviewTimelineDocument, variables: { campaignId: CAMPAIGN_ID, listId } },
    result: jest.fn(() => ({ data: { campaignTimeline: timeline } })),
  } satisfies MockedResponse;
}

type Graph = Answered<OverviewTimelineGraphQuery['campaignTimelineGraph']>;

/** Every date from `start` to `end` (both included), each series `value` per date. */
export function buildGraph(start: string, end: string, value = 1): Graph {
  const days = [];
  for (let day = new Date(`${start}T00:00:00Z`); day.toISOString().slice(0, 10) <= end;) {
    days.push({
      __typename: 'TimelineDay',
      date: day.toISOString().slice(0, 10),
      values: [value, value, value],
    });
    day = new Date(day.getTime() + 86_400_000);
  }
  return {
    __typename: 'TimelineGraph',
    timeZone: 'America/New_York',
    series: [
      {
        __typename: 'TimelineSeries',
        key: 'contacts_added',
        label: 'Contacts Added',
        stepId: null,
      },
      { __typename: 'TimelineSeries', key: 'email', label: 'Email', stepId: 'step-1' },
      { __typename: 'TimelineSeries', key: 'follow_up_1', label: 'Follow-up 1', stepId: 'step-2' },
    ],
    days,
  };
}

export function graphMock(
  graph: Graph,
  startDate: string,
  endDate: string,
  listId: string | null = null,
) {
  return {
    request: {
      query: OverviewTimelineGraphDocument,
      variables: { campaignId: CAMPAIGN_ID, listId, startDate, endDate },
    },
    result: jest.fn(() => ({ data: { campaignTimelineGraph: graph } })),
  } satisfies MockedResponse;
}

type ExportRow = Answered<CampaignContactExportQuery['campaignContactExport']['rows'][number]>;

export function buildExportRow(email: string, overrides: Partial<ExportRow> = {}): ExportRow {
  return {
    __typename: 'ContactExportRow',
    email,
    lastSentOn: null,
    opens: 0,
    clicks: 0,
    replies: 0,
    bounced: false,
    lead: false,
    ...overrides,
  };
}

type ExportQuery = { stepId?: string; after?: string | null };

export function exportMock(
  { stepId, after = null }: ExportQuery,
  page: { rows: ExportRow[]; next: string | null },
) {
  return {
    request: {
      query: CampaignContactExportDocument,
      variables: {
        campaignId: CAMPAIGN_ID,
        ...(stepId && { stepId }),
        after,
        // Within the server's query cost limit, __typename included.
        limit: 500,
      },
    },
    result: jest.fn(() => ({
      data: { campaignContactExport: { __typename: 'ContactExportPage', ...page } },
    })),
  } satisfies MockedResponse;
}

/** A GraphQL error with the server's code and HTTP status. */
export function failure(message: string, code = 'BAD_REQUEST', status = 400) {
  return { errors: [new GraphQLError(message, { extensions: { code, status } })] };
}

/** What the Overview asks for when it opens on Summary. */
export function overviewMocks(campaign: Detail = buildDetail(), overview = buildOverview()) {
  return [detailMock(campaign), listsMock(), summaryMock(overview)];
}
