import { Field, ID, ObjectType } from 'type-graphql';
import { CampaignMailAccount } from '../campaign.types';
import type { CampaignSendingAccount } from './campaign-sending-account.service';

@ObjectType('CampaignSendingAccount', {
  description: 'The Sending account box: the mailbox a campaign sends from and its From name',
})
export class CampaignSendingAccountType {
  @Field(() => ID)
  campaignId: string;

  @Field(() => String, { description: 'The campaign status (a running campaign moves its sends)' })
  campaignStatus: string;

  @Field(() => CampaignMailAccount, {
    nullable: true,
    description: 'The sending mailbox; null once it was deleted',
  })
  mailAccount: CampaignMailAccount | null;

  @Field(() => String, {
    description: "The name messages go out under: the campaign's own, else the mailbox's",
  })
  fromName: string;

  @Field(() => Boolean, { description: "Whether fromName is the campaign's own" })
  customFromName: boolean;

  @Field(() => Boolean)
  useSmtp: boolean;

  static from(account: CampaignSendingAccount): CampaignSendingAccountType {
    return Object.assign(new CampaignSendingAccountType(), account);
  }
}
