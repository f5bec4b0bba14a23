import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { LinkedList } from './campaign-lists.service';

@ObjectType('CampaignList', { description: 'A contact list linked to a campaign' })
export class CampaignListType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => Int, { description: 'Contacts in the list' })
  contactsCount: number;

  @Field(() => Int, {
    description: 'Recipients of the campaign from this list (an address in two lists counts once)',
  })
  recipientsCount: number;

  static from(list: LinkedList): CampaignListType {
    return Object.assign(new CampaignListType(), {
      id: list.id,
      name: list.name,
      contactsCount: list.contactsCount,
      recipientsCount: list.recipientsCount,
    });
  }
}

@InputType({ description: 'Which column of the new list fills a campaign variable' })
export class VariableMappingInput {
  @Field(() => String)
  variable: string;

  @Field(() => String)
  column: string;
}
