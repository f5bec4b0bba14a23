import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { shareOfSends, STEP_EVENTS, type Step } from './campaign-steps.service';

@ObjectType('StepEventCount')
class StepEventCountType {
  @Field(() => String, { description: 'open, click, reply, bounce or unsubscribe' })
  type: string;

  @Field(() => Int)
  count: number;

  @Field(() => Float, { description: 'Share of the message’s sends, in percent' })
  percentage: number;
}

@ObjectType('StepVariant', { description: 'One A/B variant of a message' })
class StepVariantType {
  @Field(() => String, { description: 'A to E' })
  letter: string;

  @Field(() => String)
  subject: string;

  @Field(() => String)
  body: string;
}

@InputType()
export class StepVariantInput {
  @Field(() => String, { defaultValue: '' })
  subject: string;

  @Field(() => String)
  body: string;
}

@ObjectType('Step', { description: 'One message of a campaign’s sequence' })
export class StepType {
  @Field(() => ID)
  id: string;

  @Field(() => Int, { description: '1 for the first message, then the follow-ups in order' })
  position: number;

  @Field(() => String)
  subject: string;

  @Field(() => String)
  body: string;

  @Field(() => [StepVariantType], {
    description: 'Its 1 to 5 variants, A (its subject and body) first',
  })
  variants: StepVariantType[];

  @Field(() => String, { description: 'active or pause' })
  status: string;

  @Field(() => Int, { description: 'Days after the previous message (0 for the first)' })
  delay: number;

  @Field(() => Int)
  totalRecipients: number;

  @Field(() => Int)
  pendingRecipients: number;

  @Field(() => Int)
  sent: number;

  @Field(() => [StepEventCountType])
  eventCounts: StepEventCountType[];

  static from(step: Step): StepType {
    const { sent } = step.counts;
    return Object.assign(new StepType(), {
      id: step.id,
      position: step.position,
      subject: step.subject,
      body: step.body,
      variants: step.variants,
      status: step.status,
      delay: step.delayDays,
      totalRecipients: step.totalRecipients,
      pendingRecipients: step.pendingRecipients,
      sent,
      eventCounts: STEP_EVENTS.map((type) => ({
        type,
        count: step.counts[type],
        percentage: shareOfSends(step.counts[type], sent),
      })),
    });
  }
}

/**
 * What pausing or enabling a message answers: the message (every field of a Step, so a query
 * written against the Step answer still works) and the confirmation to show.
 */
@ObjectType('StepStatusChange')
export class StepStatusChangeType extends StepType {
  @Field(() => String, {
    description: 'Message paused successfully. / Message enabled successfully.',
  })
  message: string;

  static of(answer: { step: Step; message: string }): StepStatusChangeType {
    return Object.assign(new StepStatusChangeType(), StepType.from(answer.step), {
      message: answer.message,
    });
  }
}

@InputType()
export class StepInput {
  @Field(() => ID, { nullable: true, description: 'The message’s id; none for a new message' })
  id?: string | null;

  @Field(() => String, {
    defaultValue: '',
    description: 'Follow-ups always get Re: + the first subject',
  })
  subject: string;

  @Field(() => String)
  body: string;

  @Field(() => Int, { nullable: true, description: 'Days after the previous message' })
  delay?: number | null;

  @Field(() => [StepVariantInput], {
    nullable: true,
    description: '1 to 5 variants, A first; given, they replace subject and body',
  })
  variants?: StepVariantInput[] | null;
}
