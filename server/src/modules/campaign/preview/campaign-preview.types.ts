import { Field, ID, Int, ObjectType } from 'type-graphql';
import { StepType } from '../steps/campaign-steps.types';
import { CampaignType } from '../campaign.types';
import type { CampaignPreview, PreviewMessages } from './campaign-preview.service';

@ObjectType('CampaignPreviewList')
class CampaignPreviewListType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => Int)
  contactsCount: number;
}

@ObjectType('CampaignPreview', { description: 'What the Preview step shows besides the messages' })
export class CampaignPreviewType {
  @Field(() => CampaignType)
  campaign: CampaignType;

  @Field(() => [CampaignPreviewListType])
  lists: CampaignPreviewListType[];

  @Field(() => [String], { description: 'Addresses of the first 50 recipients' })
  contacts: string[];

  @Field(() => [StepType])
  steps: StepType[];

  static from(preview: CampaignPreview): CampaignPreviewType {
    return Object.assign(new CampaignPreviewType(), {
      campaign: CampaignType.from(preview.campaign),
      lists: preview.lists,
      contacts: preview.contacts,
      steps: preview.steps.map(StepType.from),
    });
  }
}

@ObjectType('PreviewMessage')
class PreviewMessageType {
  @Field(() => String)
  subject: string;

  @Field(() => String, { description: 'HTML, or text for plain-text campaigns' })
  body: string;

  @Field(() => Int, { description: 'Days after the previous message' })
  delay: number;

  @Field(() => String, { description: 'The variant letter shown (A to E)' })
  variant: string;
}

@ObjectType('PreviewMessages', { description: 'Every message rendered for one recipient' })
export class PreviewMessagesType {
  @Field(() => String)
  email: string;

  @Field(() => Int, { description: 'The recipient’s place among the recipients (0-based)' })
  offset: number;

  @Field(() => Int)
  total: number;

  @Field(() => [PreviewMessageType])
  messages: PreviewMessageType[];

  static from(page: PreviewMessages): PreviewMessagesType {
    return Object.assign(new PreviewMessagesType(), page);
  }
}
