import { CONTACT_FILTERS } from '@outbound/common';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ContactListSummary } from './contact-list.service';

/** The filters of All Contacts (spec 02 §2), by their /v1 values. */
const ContactFilter = Object.fromEntries(
  CONTACT_FILTERS.slice(1).map((filter) => [filter.value, filter.value]),
) as { [K in Exclude<(typeof CONTACT_FILTERS)[number]['value'], ''>]: K };

registerEnumType(ContactFilter, {
  name: 'ContactFilter',
  description: 'A filter of All Contacts; none means all contacts.',
});

@InputType()
export class ContactSearchInput {
  @Field(() => String, { nullable: true, description: 'Only contacts of lists this user uploaded' })
  userEmail?: string | null;

  @Field(() => ID, { nullable: true })
  listId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Part of the address; ignored below 2 characters',
  })
  searchText?: string | null;

  @Field(() => ContactFilter, { nullable: true })
  filter?: string | null;

  @Field(() => Int, { defaultValue: 0 })
  offset: number;

  @Field(() => Int, { defaultValue: 25 })
  limit: number;
}

@ObjectType()
class ContactRow {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  email: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => String, { description: 'active, bounced or unsubscribed' })
  status: string;

  @Field(() => String, {
    description: 'BOUNCED, UNSUBSCRIBED, ENGAGED, EMAIL SENT, IN CAMPAIGN or CREATED (by priority)',
  })
  displayStatus: string;

  @Field(() => Int)
  campaignCount: number;

  @Field(() => Int)
  sentCount: number;

  @Field(() => Int)
  engagedCount: number;
}

@ObjectType()
export class ContactPage {
  @Field(() => [ContactRow])
  rows: ContactRow[];

  @Field(() => Int)
  total: number;

  @Field(() => Boolean, { description: 'The total is a lower bound: more contacts match' })
  totalCapped: boolean;
}

@ObjectType()
export class ContactStats {
  @Field(() => Int) total: number;
  @Field(() => Int) inCampaign: number;
  @Field(() => Int) engaged: number;
  @Field(() => Int) leads: number;
  @Field(() => Int) bounced: number;
  @Field(() => Int) unsubscribed: number;
}

@ObjectType('ContactList')
export class ContactListType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => Int)
  contactsCount: number;

  @Field(() => [String], { description: 'The CSV columns: variables of the campaigns using it' })
  dataKeys: string[];

  @Field(() => Date)
  createdAt: Date;

  static from(list: ContactListSummary): ContactListType {
    return Object.assign(new ContactListType(), list);
  }
}

@ObjectType()
class UnsubscribeEntry {
  @Field(() => String)
  domain: string;

  @Field(() => Date)
  createTime: Date;
}

@ObjectType()
class Unsubscriber {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  email: string;

  @Field(() => Date)
  updatedAt: Date;

  @Field(() => [UnsubscribeEntry], { description: 'Newest first' })
  unsubscribes: UnsubscribeEntry[];
}

@ObjectType()
export class UnsubscriberPage {
  @Field(() => [Unsubscriber])
  rows: Unsubscriber[];

  @Field(() => Int)
  total: number;
}
