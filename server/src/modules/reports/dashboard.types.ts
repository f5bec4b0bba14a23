import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

/**
 * The GraphQL shapes of the dashboard (home page): the workspace's last 30 days, today per
 * mailbox, mailboxes needing attention, the latest replies and leads, and what is set up.
 */

@ObjectType({ description: 'The workspace’s figures of one local day (or of all 30: totals)' })
export class DashboardFigures {
  @Field(() => Int, { description: 'Messages sent (a recipient once per message)' })
  messages: number;

  @Field(() => Int, { description: 'Recipients sent their first message' })
  recipients: number;

  @Field(() => Int, { description: 'Recipients who opened (once each)' })
  opens: number;

  @Field(() => Int, { description: 'Recipients who clicked (once each)' })
  clicks: number;

  @Field(() => Int, { description: 'Recipients who replied (once each)' })
  replies: number;

  @Field(() => Int, { description: 'Recipients who bounced (once each)' })
  bounces: number;

  @Field(() => Int, { description: 'New leads' })
  leads: number;
}

@ObjectType({ description: 'One local day of the chart' })
export class DashboardDay extends DashboardFigures {
  @Field(() => String, { description: 'yyyy-MM-dd in the dashboard’s zone' })
  date: string;
}

@ObjectType({ description: 'Rates of the 30 days, in percent of the recipients sent' })
export class DashboardRates {
  @Field(() => Float)
  opens: number;

  @Field(() => Float)
  clicks: number;

  @Field(() => Float)
  replies: number;

  @Field(() => Float)
  bounces: number;
}

@ObjectType({ description: 'A mailbox’s local day: sends made so far and planned until midnight' })
export class DashboardMailboxToday {
  @Field(() => ID)
  mailboxId: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { description: 'active, inactive or stopped' })
  status: string;

  @Field(() => String, { description: 'The mailbox’s local date (yyyy-MM-dd)' })
  date: string;

  @Field(() => String, { description: 'The mailbox’s IANA time zone' })
  timeZone: string;

  @Field(() => Int, { description: 'Sends handed to the mail server since the local midnight' })
  made: number;

  @Field(() => Int, {
    description: 'Sends the sending calendar’s forecast plans until the local midnight',
  })
  planned: number;

  @Field(() => Boolean, {
    description: 'The deliverability guard paused it: nothing is planned until it is resumed',
  })
  paused: boolean;
}

@ObjectType({ description: 'A mailbox that needs attention, and why' })
export class DashboardAttention {
  @Field(() => ID)
  mailboxId: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { description: 'google or smtp: where a login is fixed' })
  type: string;

  @Field(() => String, {
    description:
      'paused (the deliverability guard paused it: resume it), ' +
      'stopped (logins kept failing: reconnect), disabled (turned off: enable it), ' +
      'bounce_rate (over 5 % in the last 7 days), smtp_login_failures or imap_login_failures',
  })
  reason: string;

  @Field(() => String, { description: 'What happened, in a sentence' })
  detail: string;
}

@ObjectType({ description: 'A reply or a lead, with its campaign' })
export class DashboardRecentEvent {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'The contact’s address' })
  email: string;

  @Field(() => ID)
  campaignId: string;

  @Field(() => String)
  campaignName: string;

  @Field(() => Date)
  at: Date;
}

@ObjectType({ description: 'What the workspace has set up (the first steps shown when missing)' })
export class DashboardSetup {
  @Field(() => Boolean)
  hasMailbox: boolean;

  @Field(() => Boolean)
  hasContacts: boolean;

  @Field(() => Boolean)
  hasCampaign: boolean;
}

@ObjectType({ description: 'The home page of a workspace' })
export class Dashboard {
  @Field(() => String, {
    description: 'The days’ IANA zone: the earliest mailbox’s, UTC without a mailbox',
  })
  timeZone: string;

  @Field(() => [DashboardDay], { description: 'The last 30 local days, today last' })
  days: DashboardDay[];

  @Field(() => DashboardFigures, { description: 'The sums of the 30 days' })
  totals: DashboardFigures;

  @Field(() => DashboardRates)
  rates: DashboardRates;

  @Field(() => [DashboardMailboxToday], { description: 'Every mailbox, oldest first' })
  mailboxesToday: DashboardMailboxToday[];

  @Field(() => [DashboardAttention], { description: 'Oldest mailbox first' })
  attention: DashboardAttention[];

  @Field(() => [DashboardRecentEvent], { description: 'The 5 latest replies, newest first' })
  recentReplies: DashboardRecentEvent[];

  @Field(() => [DashboardRecentEvent], { description: 'The 5 latest leads, newest first' })
  recentLeads: DashboardRecentEvent[];

  @Field(() => DashboardSetup)
  setup: DashboardSetup;
}
