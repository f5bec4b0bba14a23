import type { MockedResponse } from '@apollo/client/testing';
import { DashboardDocument, type DashboardQuery } from '../../../generated/graphql';
import type { Answered } from '../../../test/mocked-answer';

export type Dashboard = Answered<DashboardQuery['dashboard']>;

export const figures = {
  messages: 0,
  recipients: 0,
  opens: 0,
  clicks: 0,
  replies: 0,
  bounces: 0,
  leads: 0,
};

/** 30 days up to 25 November 2026, without figures but on 3 and 24 November. */
export function buildDays(): Dashboard['days'] {
  return Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 27 + i)).toISOString().slice(0, 10);
    const busy =
      date === '2026-11-03'
        ? { messages: 40, recipients: 30, opens: 12, clicks: 3 }
        : date === '2026-11-24'
          ? { messages: 10, recipients: 10, replies: 2, leads: 1, bounces: 1 }
          : {};
    return { __typename: 'DashboardDay', date, ...figures, ...busy };
  });
}

const event = (id: string, email: string, campaign: string) => ({
  __typename: 'DashboardRecentEvent' as const,
  id,
  email,
  campaignId: `c-${campaign}`,
  campaignName: campaign,
  at: '2026-11-24T10:00:00.000Z',
});

const mailbox = (email: string, type: string) => ({
  mailboxId: `m-${email}`,
  email,
  name: email,
  type,
});

export function buildDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    __typename: 'Dashboard',
    timeZone: 'Europe/Paris',
    days: buildDays(),
    totals: {
      __typename: 'DashboardFigures',
      messages: 50,
      recipients: 40,
      opens: 12,
      clicks: 3,
      replies: 2,
      bounces: 1,
      leads: 1,
    },
    rates: { __typename: 'DashboardRates', opens: 30, clicks: 7.5, replies: 5, bounces: 2.5 },
    mailboxesToday: [
      {
        __typename: 'DashboardMailboxToday',
        mailboxId: 'm-1',
        email: 'sales@acme.test',
        name: 'Sales',
        status: 'active',
        date: '2026-11-25',
        timeZone: 'Europe/Paris',
        made: 7,
        planned: 43,
        paused: false,
      },
    ],
    attention: [
      {
        __typename: 'DashboardAttention',
        ...mailbox('gone@acme.test', 'google'),
        reason: 'stopped',
        detail: 'Sending stopped: logins kept failing',
      },
      {
        __typename: 'DashboardAttention',
        ...mailbox('smtp@acme.test', 'smtp'),
        reason: 'stopped',
        detail: 'Sending stopped: logins kept failing',
      },
      {
        __typename: 'DashboardAttention',
        ...mailbox('off@acme.test', 'smtp'),
        reason: 'disabled',
        detail: 'Disabled: it sends nothing',
      },
      {
        __typename: 'DashboardAttention',
        ...mailbox('bouncy@acme.test', 'smtp'),
        reason: 'bounce_rate',
        detail: '10 % of 20 messages bounced in the last 7 days',
      },
      {
        __typename: 'DashboardAttention',
        ...mailbox('imap@acme.test', 'smtp'),
        reason: 'imap_login_failures',
        detail: 'IMAP login failed once in a row',
      },
    ],
    recentReplies: [
      event('1', 'ann@prospect.test', 'Spring'),
      event('2', 'bob@prospect.test', 'Autumn'),
    ],
    recentLeads: [event('3', 'ann@prospect.test', 'Spring')],
    setup: { __typename: 'DashboardSetup', hasMailbox: true, hasContacts: true, hasCampaign: true },
    ...overrides,
  };
}

export const dashboardMock = (dashboard: Dashboard): MockedResponse => ({
  request: { query: DashboardDocument },
  result: { data: { dashboard } },
});

/** The dashboard of a new workspace: nothing set up, nothing sent. */
export function emptyDashboardMock(): MockedResponse {
  return dashboardMock(
    buildDashboard({
      days: buildDays().map((day) => ({ ...day, ...figures })),
      totals: { __typename: 'DashboardFigures', ...figures },
      rates: { __typename: 'DashboardRates', opens: 0, clicks: 0, replies: 0, bounces: 0 },
      mailboxesToday: [],
      attention: [],
      recentReplies: [],
      recentLeads: [],
      setup: {
        __typename: 'DashboardSetup',
        hasMailbox: false,
        hasContacts: false,
        hasCampaign: false,
      },
    }),
  );
}
