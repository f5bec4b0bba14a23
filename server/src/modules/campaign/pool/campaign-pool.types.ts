import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { CampaignPoolMailbox, PoolMailbox } from './campaign-pool.service';

@ObjectType('PoolMailbox', {
  description: 'A mailbox a sending pool may hold, with its daily cap and its sends today',
})
export class PoolMailboxType {
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

  @Field(() => Int, { description: 'Its sending preference’s most emails a day' })
  dailyCap: number;

  @Field(() => Int, { description: 'Sends handed to its server since its local midnight' })
  sentToday: number;

  static from(mailbox: PoolMailbox): PoolMailboxType {
    return Object.assign(new PoolMailboxType(), mailbox);
  }
}

@ObjectType('CampaignPoolMailbox', {
  description: "A mailbox of a campaign's sending pool, in the pool's order",
})
export class CampaignPoolMailboxType extends PoolMailboxType {
  @Field(() => Int, { description: "The campaign's sends this mailbox made" })
  sent: number;

  static from(mailbox: CampaignPoolMailbox): CampaignPoolMailboxType {
    return Object.assign(new CampaignPoolMailboxType(), mailbox);
  }
}
