import {
  LEAD_CLAUSES,
  LEAD_CONDITION_TYPES,
  LEAD_STATUSES,
  type LeadClause,
  type LeadConditionType,
  type LeadSettingsCommand,
  type LeadStatus,
} from '@outbound/common';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { LeadSettings } from './lead-settings.service';
import type { Lead } from './lead.service';

const enumOf = <T extends readonly string[]>(values: T) =>
  Object.fromEntries(values.map((value) => [value, value])) as { [K in T[number]]: K };

export const LeadStatusEnum = enumOf(LEAD_STATUSES);
const LeadClauseEnum = enumOf(LEAD_CLAUSES);
const LeadConditionTypeEnum = enumOf(LEAD_CONDITION_TYPES);

registerEnumType(LeadStatusEnum, { name: 'LeadStatus', description: 'open, won, ignore or lost' });
registerEnumType(LeadClauseEnum, {
  name: 'LeadClause',
  description: 'and: every condition; or: any',
});
registerEnumType(LeadConditionTypeEnum, { name: 'LeadConditionType' });

@ObjectType('LeadCondition', { description: 'At least eventCount events of a type' })
class LeadConditionObject {
  @Field(() => LeadConditionTypeEnum)
  type: string;

  @Field(() => Int)
  eventCount: number;
}

@ObjectType('LeadSettings', { description: 'When a recipient of the campaign becomes a lead' })
export class LeadSettingsType {
  @Field(() => String, { nullable: true, description: 'The email of the user leads go to' })
  assignedTo: string | null;

  @Field(() => LeadClauseEnum)
  clause: string;

  @Field(() => [LeadConditionObject])
  conditions: LeadConditionObject[];

  static from(settings: LeadSettings): LeadSettingsType {
    return Object.assign(new LeadSettingsType(), {
      assignedTo: settings.assignedTo,
      clause: settings.clause,
      conditions: settings.conditions.map((condition) =>
        Object.assign(new LeadConditionObject(), condition),
      ),
    });
  }
}

@InputType()
class LeadConditionInput {
  @Field(() => LeadConditionTypeEnum)
  type: LeadConditionType;

  @Field(() => Int, { description: 'A whole number of 1 or more' })
  eventCount: number;
}

@InputType()
export class LeadSettingsInput implements LeadSettingsCommand {
  @Field(() => String, { nullable: true, description: 'A user email; empty for nobody' })
  assignedTo?: string | null;

  @Field(() => LeadClauseEnum)
  clause: LeadClause;

  @Field(() => [LeadConditionInput])
  conditions: LeadConditionInput[];
}

@ObjectType('LeadReply', { description: "The contact's latest reply to the campaign" })
class LeadReplyType {
  @Field(() => String, { nullable: true })
  subject: string | null;

  @Field(() => String, { nullable: true, description: 'Its first lines, as plain text' })
  snippet: string | null;

  @Field(() => Date)
  receivedAt: Date;
}

@ObjectType('Lead')
export class LeadType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  email: string;

  @Field(() => ID)
  campaignId: string;

  @Field(() => String)
  campaignName: string;

  @Field(() => LeadStatusEnum)
  status: string;

  @Field(() => String, { nullable: true })
  assignedToEmail: string | null;

  @Field(() => String, { nullable: true, description: 'Empty when unassigned' })
  assignedToName: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => LeadReplyType, {
    nullable: true,
    description: 'None when the contact has not replied',
  })
  reply: LeadReplyType | null;

  static from(lead: Lead): LeadType {
    return Object.assign(new LeadType(), lead, {
      reply: lead.reply && Object.assign(new LeadReplyType(), lead.reply),
    });
  }
}

@ObjectType('LeadPage')
export class LeadPageType {
  @Field(() => [LeadType])
  leads: LeadType[];

  @Field(() => Int)
  totalCount: number;
}

@InputType()
export class LeadSearchInput {
  @Field(() => String, { nullable: true, description: 'Part of the address; ignored below 2' })
  searchText?: string | null;

  @Field(() => ID, { nullable: true })
  campaignId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Empty for all, 'unassigned', or a user's email",
  })
  assignedTo?: string | null;

  @Field(() => LeadStatusEnum, { nullable: true, description: 'open when not given' })
  status?: LeadStatus | null;

  @Field(() => Int, { defaultValue: 0 })
  offset: number;

  @Field(() => Int, { defaultValue: 20 })
  limit: number;
}
