import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import type { CampaignVariants } from './campaign-variants.service';

@ObjectType('VariantTest', {
  description: 'The winner test of a message’s (or the sequence’s) variants',
})
class VariantTestType {
  @Field(() => String, { nullable: true, description: 'The winning letter, once significant' })
  winner: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Two-proportion z-test on replies, largest p',
  })
  pValue: number | null;

  @Field(() => String)
  verdict: string;
}

@ObjectType('VariantFigures', {
  description: 'One variant of one message: recipients counted once',
})
class VariantFiguresType {
  @Field(() => String)
  letter: string;

  @Field(() => Int)
  sent: number;

  @Field(() => Int, { description: 'People who replied (automatic answers are not counted)' })
  replied: number;

  @Field(() => Int)
  leads: number;

  @Field(() => Int)
  bounced: number;

  @Field(() => Int)
  unsubscribed: number;

  @Field(() => Int, { description: 'Unreliable: image prefetching opens mail on its own' })
  opened: number;

  @Field(() => Int, { description: 'Unreliable: link scanners click on their own' })
  clicked: number;

  @Field(() => Float, { description: 'Replied / sent, in percent' })
  replyRate: number;
}

@ObjectType('StepVariantFigures')
class StepVariantFiguresType {
  @Field(() => ID)
  stepId: string;

  @Field(() => Int)
  position: number;

  @Field(() => [VariantFiguresType])
  variants: VariantFiguresType[];

  @Field(() => VariantTestType)
  test: VariantTestType;
}

@ObjectType('LetterFigures', { description: 'One letter over the whole sequence' })
class LetterFiguresType {
  @Field(() => String)
  letter: string;

  @Field(() => Int, { description: 'Recipients of the letter sent a message in it' })
  sent: number;

  @Field(() => Int)
  replied: number;

  @Field(() => Float)
  replyRate: number;
}

@ObjectType('SequenceVariantFigures')
class SequenceVariantFiguresType {
  @Field(() => [LetterFiguresType])
  variants: LetterFiguresType[];

  @Field(() => VariantTestType)
  test: VariantTestType;
}

@ObjectType('CampaignVariants', {
  description: 'A/B figures per message and variant, and auto-pick',
})
export class CampaignVariantsType {
  @Field(() => ID)
  campaignId: string;

  @Field(() => Boolean)
  autoPick: boolean;

  @Field(() => String, { nullable: true, description: 'The winner new recipients get' })
  pick: string | null;

  @Field(() => Int, { description: 'Sent per variant before any winner' })
  minSample: number;

  @Field(() => [StepVariantFiguresType])
  steps: StepVariantFiguresType[];

  @Field(() => SequenceVariantFiguresType)
  sequence: SequenceVariantFiguresType;

  static from(answer: CampaignVariants): CampaignVariantsType {
    return Object.assign(new CampaignVariantsType(), answer);
  }
}
