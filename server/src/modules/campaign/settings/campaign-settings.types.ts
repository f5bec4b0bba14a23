import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { CampaignSetting } from './campaign-settings.service';

@ObjectType('CampaignSetting', { description: 'The Options step of a campaign' })
export class CampaignSettingType {
  @Field(() => Boolean)
  useSmtp: boolean;

  @Field(() => Boolean)
  trackOpen: boolean;

  @Field(() => Boolean)
  trackClicks: boolean;

  @Field(() => Boolean, { description: 'Whether it waits for a scheduled start' })
  scheduleSend: boolean;

  @Field(() => Boolean)
  pertinentLaws: boolean;

  @Field(() => Date, { nullable: true })
  startTime: Date | null;

  @Field(() => String, { nullable: true, description: 'yyyy-MM-ddTHH:mm in startTimeZone' })
  startTimeLocal: string | null;

  @Field(() => String, { nullable: true })
  startTimeZone: string | null;

  @Field(() => Boolean, { description: "Prefer a pool mailbox of the recipient's provider" })
  matchRecipientProvider: boolean;

  @Field(() => Boolean, { description: "The sending window applies in each recipient's zone" })
  sendInRecipientTimezone: boolean;

  @Field(() => Boolean, { description: 'Skip role addresses (info@, sales@…)' })
  skipRoleAddresses: boolean;

  @Field(() => Boolean, { description: 'Skip addresses of disposable domains' })
  skipDisposable: boolean;

  @Field(() => Boolean, {
    description: "A person's reply stops the campaign for their colleagues at the same company",
  })
  stopForCompany: boolean;

  @Field(() => Int, { description: 'Days an out-of-office without a date pauses its recipient' })
  outOfOfficeDays: number;

  static from(setting: CampaignSetting): CampaignSettingType {
    return Object.assign(new CampaignSettingType(), setting);
  }
}

@InputType({ description: 'Options to change; those left out keep their value' })
export class CampaignSettingInput {
  @Field(() => Boolean, { nullable: true })
  useSmtp?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Always off for plain-text campaigns' })
  trackOpen?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Always off for plain-text campaigns' })
  trackClicks?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  pertinentLaws?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  matchRecipientProvider?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  sendInRecipientTimezone?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  skipRoleAddresses?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  skipDisposable?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  stopForCompany?: boolean | null;

  @Field(() => Int, { nullable: true, description: '1 to 60' })
  outOfOfficeDays?: number | null;
}
