import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { Campaign } from './campaign.service';

@ObjectType()
export class CampaignMailAccount {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { description: 'active, inactive or stopped' })
  status: string;

  @Field(() => Boolean)
  hasSmtp: boolean;
}

@ObjectType()
class CampaignCounts {
  @Field(() => Int) recipients: number;
  @Field(() => Int) sent: number;
  @Field(() => Int) open: number;
  @Field(() => Int) click: number;
  @Field(() => Int) reply: number;
  @Field(() => Int) bounce: number;
  @Field(() => Int) unsubscribe: number;
  @Field(() => Int) lead: number;
}

@ObjectType('Label')
export class LabelType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;
}

@ObjectType('Campaign')
export class CampaignType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { description: 'draft, scheduled, started, paused, complete or deleted' })
  status: string;

  @Field(() => String, { description: 'The wizard tab to continue on' })
  currentTab: string;

  @Field(() => [String])
  completedTabs: string[];

  @Field(() => CampaignMailAccount, {
    nullable: true,
    description: 'The sending mailbox; null once it was deleted',
  })
  mailAccount: CampaignMailAccount | null;

  @Field(() => Boolean)
  useSmtp: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The campaign's own From name; null: the mailbox's name",
  })
  fromName: string | null;

  @Field(() => String, { description: 'text/html or text/plain' })
  messageMimeType: string;

  @Field(() => Boolean)
  trackOpen: boolean;

  @Field(() => Boolean)
  trackClicks: boolean;

  @Field(() => Boolean)
  pertinentLaws: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'Why the deliverability guard paused it ("2 of 25 messages bounced in 7 days (8.0 %)")',
  })
  pauseReason: string | null;

  @Field(() => Date, { nullable: true })
  startTime: Date | null;

  @Field(() => String, { nullable: true })
  startTimeZone: string | null;

  @Field(() => [String], { description: 'Variables of its messages (the first list’s columns)' })
  variables: string[];

  @Field(() => String, { nullable: true })
  createdByName: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Int)
  stepsCount: number;

  @Field(() => CampaignCounts)
  counts: CampaignCounts;

  @Field(() => [LabelType])
  labels: LabelType[];

  static from(campaign: Campaign): CampaignType {
    return Object.assign(new CampaignType(), {
      ...campaign,
      createdByName: campaign.createdBy?.name ?? null,
    });
  }
}

@ObjectType('CampaignName', { description: "A campaign's id and name (the Leads page's filter)" })
export class CampaignNameType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;
}

@ObjectType()
export class CampaignPage {
  @Field(() => [CampaignType])
  campaigns: CampaignType[];

  @Field(() => Int)
  total: number;
}

@InputType()
export class CampaignStartInput {
  @Field(() => String)
  name: string;

  @Field(() => String, { description: 'The mailbox id (or address)' })
  assignedTo: string;

  @Field(() => Boolean, { defaultValue: false })
  useSmtp: boolean;
}

@InputType()
export class CampaignListInput {
  @Field(() => String, { nullable: true })
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'One mailbox (id or address); none = any' })
  mailAccount?: string | null;

  @Field(() => [ID], { nullable: true })
  labelIds?: string[] | null;

  @Field(() => Boolean, { defaultValue: false })
  unlabeled: boolean;

  @Field(() => Int, { defaultValue: 0 })
  offset: number;

  @Field(() => Int, { defaultValue: 100 })
  limit: number;
}

@InputType()
export class CampaignScheduleInput {
  @Field(() => String, { description: 'ISO 8601 instant' })
  startTime: string;

  @Field(() => String, { description: 'IANA zone' })
  startTimeZone: string;

  @Field(() => Int, { nullable: true, description: 'The zone’s offset from UTC in minutes' })
  timeOffset?: number | null;
}
