import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { CampaignRecipient } from './campaign-recipients.service';

@ObjectType('CampaignRecipient', { description: 'A recipient of a campaign (Recipients tab)' })
export class CampaignRecipientType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  email: string;

  @Field(() => Date, { description: 'When it was added (ADDED ON)' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the last message went out (SENT ON)' })
  latestSentAt: Date | null;

  @Field(() => Boolean, { description: 'Skipped by sending until played again' })
  paused: boolean;

  @Field(() => String, {
    description: 'active, suppressed, replied, lead, bounced, unsubscribed or complete',
  })
  state: string;

  @Field(() => [String], { description: 'Its value of each display key, in their order' })
  values: string[];

  @Field(() => ID, {
    nullable: true,
    description: 'The pool mailbox it is bound to (its sender); null before its first message',
  })
  senderId: string | null;

  @Field(() => String, { nullable: true, description: "Its sender's address" })
  senderEmail: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why it waits for its sender (left the pool, disabled, deleted…); null otherwise',
  })
  waitingReason: string | null;

  @Field(() => String, {
    description:
      'active, paused, waiting (held by a send check or its sender), or the state it stopped in',
  })
  status: string;

  @Field(() => String, {
    nullable: true,
    description: 'Why it waits ("Missing First Name", its sender…); null otherwise',
  })
  reason: string | null;

  @Field(() => [String], {
    description: 'What its address says of itself: role (info@, sales@…), disposable (domain)',
  })
  flags: string[];

  static from(recipient: CampaignRecipient, displayKeys: string[]): CampaignRecipientType {
    return Object.assign(new CampaignRecipientType(), {
      id: recipient.id,
      email: recipient.email,
      createdAt: recipient.createdAt,
      latestSentAt: recipient.latestSentAt,
      paused: recipient.paused,
      state: recipient.state,
      values: displayKeys.map((key) => recipient.values[key] ?? ''),
      senderId: recipient.sender?.id ?? null,
      senderEmail: recipient.sender?.email ?? null,
      waitingReason: recipient.waitingReason,
      status: recipient.status,
      reason: recipient.reason,
      flags: recipient.flags,
    });
  }
}

@ObjectType('CampaignRecipientPage')
export class CampaignRecipientPageType {
  @Field(() => [CampaignRecipientType])
  recipients: CampaignRecipientType[];

  @Field(() => [String], { description: "The campaign's variables, the columns of the table" })
  displayKeys: string[];

  @Field(() => Int)
  totalCount: number;
}

@InputType()
export class CampaignRecipientsInput {
  @Field(() => ID)
  campaignId: string;

  @Field(() => String, {
    nullable: true,
    description: 'lead, open, click, reply or bounce: recipients with such an event; empty for all',
  })
  eventType?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of the address; ignored below 2' })
  text?: string | null;

  @Field(() => ID, { nullable: true })
  listId?: string | null;

  @Field(() => Int, { defaultValue: 0 })
  offset: number;

  @Field(() => Int, { defaultValue: 50 })
  limit: number;
}

@ObjectType('CampaignRecipientExportPage', {
  description: 'A page of the Recipients export: every recipient of the filter, a page at a time',
})
export class CampaignRecipientExportPageType {
  @Field(() => [CampaignRecipientType])
  recipients: CampaignRecipientType[];

  @Field(() => [String], { description: "The campaign's variables, the columns of the file" })
  displayKeys: string[];

  @Field(() => String, {
    nullable: true,
    description: 'Pass as `after` for the next page; null at the end',
  })
  next: string | null;
}

@InputType({ description: "The Recipients tab's filter, for its export" })
export class CampaignRecipientExportInput {
  @Field(() => ID)
  campaignId: string;

  @Field(() => String, { nullable: true, description: 'lead, open, click, reply or bounce' })
  eventType?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of the address; ignored below 2' })
  text?: string | null;

  @Field(() => ID, { nullable: true })
  listId?: string | null;
}
