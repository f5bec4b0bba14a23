import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

/**
 * The GraphQL shapes of a campaign's Overview (Summary, Activity, Timeline) and its per-contact
 * export. The `/v1` calls answer the same figures under the spec's names (campaign-reports.rest.ts).
 */

@ObjectType({ description: 'A count and its share, in percent' })
export class EventFigure {
  @Field(() => Int)
  count: number;

  @Field(() => Float, { description: 'Percent of the recipients sent (leads: of all leads)' })
  percentage: number;
}

@ObjectType({ description: 'The funnel of one message, or of the campaign (Total)' })
export class OverviewFigures {
  @Field(() => Int, { description: 'Recipients of the campaign (of the list, when filtered)' })
  recipients: number;

  @Field(() => Int, { description: 'Recipients sent the message (Total: sent any message)' })
  sent: number;

  @Field(() => Int, {
    description: 'Recipients still to get it: not sent it, and not stopped before it',
  })
  pending: number;

  @Field(() => EventFigure)
  open: EventFigure;

  @Field(() => EventFigure)
  click: EventFigure;

  @Field(() => EventFigure)
  reply: EventFigure;

  @Field(() => EventFigure)
  bounce: EventFigure;

  @Field(() => EventFigure)
  unsubscribe: EventFigure;

  @Field(() => EventFigure)
  lead: EventFigure;
}

@ObjectType()
export class OverviewStep {
  @Field(() => ID)
  id: string;

  @Field(() => Int, { description: '1 for the first message' })
  position: number;

  @Field(() => String)
  subject: string;

  @Field(() => String, { description: 'active or pause' })
  status: string;

  @Field(() => OverviewFigures)
  figures: OverviewFigures;
}

@ObjectType({ description: 'Leads of the campaign by status' })
export class OverviewLeads {
  @Field(() => EventFigure)
  won: EventFigure;

  @Field(() => EventFigure)
  lost: EventFigure;

  @Field(() => EventFigure)
  open: EventFigure;

  @Field(() => EventFigure)
  ignore: EventFigure;

  @Field(() => Int)
  total: number;
}

@ObjectType({ description: 'The Summary tab of a campaign, for all its lists or one' })
export class CampaignOverview {
  @Field(() => OverviewLeads)
  leads: OverviewLeads;

  @Field(() => [OverviewStep], { description: 'Per message, in sending order' })
  steps: OverviewStep[];

  @Field(() => OverviewFigures, { description: 'The Total column' })
  total: OverviewFigures;

  @Field(() => Int, { description: 'Messages sent, all steps together' })
  messagesSent: number;

  @Field(() => Boolean, {
    description: 'False when opens and clicks are not tracked (plain text, or tracking off)',
  })
  tracked: boolean;
}

@ObjectType({ description: 'One entry of the activity feed' })
export class CampaignActivity {
  @Field(() => ID)
  id: string;

  @Field(() => String, {
    description: 'sent, open, click, reply, bounce, unsubscribe, lead or auto_reply',
  })
  type: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => String, {
    description: 'HTML naming the contact and the message; contact data is escaped',
  })
  message: string;

  @Field(() => String)
  email: string;

  @Field(() => Int, { nullable: true, description: 'The message it is about, when known' })
  stepPosition: number | null;
}

@ObjectType()
export class CampaignActivityPage {
  @Field(() => [CampaignActivity], { description: 'Newest first' })
  activities: CampaignActivity[];

  @Field(() => Int)
  total: number;
}

@ObjectType({ description: 'A list of the campaign, in the Timeline table' })
export class TimelineList {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => Date, { description: 'When it was linked to the campaign' })
  createdAt: Date;

  @Field(() => Int, { description: 'Recipients from this list' })
  totalContacts: number;
}

@ObjectType()
export class CampaignTimeline {
  @Field(() => String, { description: "The campaign mailbox's zone, which dates are in" })
  timeZone: string;

  @Field(() => String, { description: 'yyyy-MM-dd: the day the campaign was created' })
  firstDate: string;

  @Field(() => String, { description: 'yyyy-MM-dd: today' })
  today: string;

  @Field(() => [TimelineList])
  lists: TimelineList[];
}

@ObjectType({ description: 'One series of the graph' })
export class TimelineSeries {
  @Field(() => String, { description: 'contacts_added, email, then follow_up_1, follow_up_2…' })
  key: string;

  @Field(() => String, { description: 'Contacts Added, Email, Follow-up 1…' })
  label: string;

  @Field(() => ID, { nullable: true, description: 'The message it counts the sends of' })
  stepId: string | null;
}

@ObjectType()
export class TimelineDay {
  @Field(() => String, { description: 'yyyy-MM-dd' })
  date: string;

  @Field(() => [Int], { description: 'One value per series, in their order' })
  values: number[];
}

@ObjectType()
export class TimelineGraph {
  @Field(() => String)
  timeZone: string;

  @Field(() => [TimelineSeries])
  series: TimelineSeries[];

  @Field(() => [TimelineDay], { description: 'Every date from start to end' })
  days: TimelineDay[];
}

@ObjectType({ description: 'A row of the per-contact report' })
export class ContactExportRow {
  @Field(() => String)
  email: string;

  @Field(() => Date, { nullable: true })
  lastSentOn: Date | null;

  @Field(() => Int)
  opens: number;

  @Field(() => Int)
  clicks: number;

  @Field(() => Int)
  replies: number;

  @Field(() => Boolean)
  bounced: boolean;

  @Field(() => Boolean)
  lead: boolean;
}

@ObjectType()
export class ContactExportPage {
  @Field(() => [ContactExportRow])
  rows: ContactExportRow[];

  @Field(() => String, {
    nullable: true,
    description: 'Pass as `after` for the next page; null at the end',
  })
  next: string | null;
}
