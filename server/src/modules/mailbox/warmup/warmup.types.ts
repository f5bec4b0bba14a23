import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { WarmupSummary } from './warmup.service';

@ObjectType('MailAccountWarmupAggregate', { description: 'Warmup totals of the past week.' })
class MailAccountWarmupAggregateType {
  @Field(() => Int)
  received: number;

  @Field(() => Int)
  sent: number;

  @Field(() => Int)
  landedSpam: number;
}

@ObjectType('MailAccountWarmupDay')
class MailAccountWarmupDayType {
  @Field(() => String, { description: 'UTC day, yyyy-MM-dd.' })
  date: string;

  @Field(() => Int)
  landedInbox: number;

  @Field(() => Int)
  landedSpam: number;
}

@ObjectType('MailAccountWarmup', {
  description: 'The warmup dialog: state and the past week, or why it cannot be shown.',
})
export class MailAccountWarmupType {
  @Field(() => Boolean, { description: 'False when errorCode or message explains a failure.' })
  status: boolean;

  @Field(() => Boolean, { description: 'False when this server has no warmup provider.' })
  configured: boolean;

  @Field(() => Int, {
    nullable: true,
    description:
      '0: unable to get account info; 1: not in the warmup provider; 2: a restriction blocks the change; 3: the account must be made active.',
  })
  errorCode: number | null;

  @Field(() => String, { nullable: true })
  message: string | null;

  @Field(() => Boolean)
  warmupStatus: boolean;

  @Field(() => Float, { nullable: true, description: 'Unix seconds.' })
  warmupStartTime: number | null;

  @Field(() => MailAccountWarmupAggregateType)
  aggregateResult: MailAccountWarmupAggregateType;

  @Field(() => [MailAccountWarmupDayType], { description: 'The past week, oldest day first.' })
  dateWiseResult: MailAccountWarmupDayType[];

  static from(summary: WarmupSummary): MailAccountWarmupType {
    return Object.assign(new MailAccountWarmupType(), {
      status: summary.status,
      configured: summary.configured,
      errorCode: summary.errorCode,
      message: summary.message,
      warmupStatus: summary.warmupStatus,
      warmupStartTime: summary.warmupStartTime,
      aggregateResult: summary.aggregate,
      dateWiseResult: summary.days,
    });
  }
}
