/** The dashboard's words (the home page, beyond the spec's welcome banner). */
export const DASHBOARD_TEXTS = {
  loading: 'Loading your dashboard…',
  last30Days: 'Last 30 days',
  daysIn: (zone: string) => `Days in ${zone}`,
  noSends: 'Nothing sent in the last 30 days.',
  today: 'Today per mailbox',
  noMailboxToday: 'No mailbox yet.',
  pausedToday: 'Paused',
  attention: 'Mailboxes that need attention',
  allHealthy: 'Every mailbox is sending normally.',
  adminFixes: 'An admin can fix this.',
  recentReplies: 'Latest replies',
  recentLeads: 'Latest leads',
  noReplies: 'No replies yet.',
  noLeads: 'No leads yet.',
  firstSteps: 'Get started',
  connectMailbox: 'Connect a mailbox',
  connectMailboxWhy: 'Campaigns send from your own mailbox: connect one first.',
  importContacts: 'Import contacts',
  importContactsWhy: 'Upload a CSV of the people you want to reach.',
  startCampaign: 'Start a campaign',
  startCampaignWhy: 'Write your messages, pick your recipients and let the follow-ups run.',
} as const;

/** The series of the chart and the totals, in the order they are shown. */
export const DASHBOARD_SERIES = [
  { key: 'messages', label: 'Sent', color: '#2563eb' },
  { key: 'opens', label: 'Opens', color: '#0d9488' },
  { key: 'clicks', label: 'Clicks', color: '#7c3aed' },
  { key: 'replies', label: 'Replies', color: '#16a34a' },
  { key: 'bounces', label: 'Bounces', color: '#dc2626' },
  { key: 'leads', label: 'New leads', color: '#d97706' },
] as const;

export type DashboardSeriesKey = (typeof DASHBOARD_SERIES)[number]['key'];
