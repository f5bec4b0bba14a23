import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../../http/context';
import { MinimumRole } from '../../../http/roles';
import type { Diagnosis } from './diagnosis.service';

@ObjectType('SendingDiagnosisDetail', { description: 'One reason found, with what it is about.' })
class SendingDiagnosisDetailType {
  @Field(() => String, {
    description:
      'sending, login, mailbox_paused, window, daily_cap, ramp_up, hourly_cap, gap, recipient_zone, follow_up_delay, out_of_office, recipients_paused, uncertain, missing_variables, undeliverable, skipped, do_not_contact, deferred_domain, sender_left_pool, step_paused, stopped, completed.',
  })
  kind: string;

  @Field(() => String)
  message: string;

  @Field(() => ID, { nullable: true })
  mailAccountId: string | null;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => Date, { nullable: true, description: 'When it stops holding.' })
  at: Date | null;

  @Field(() => Int, { nullable: true })
  count: number | null;
}

@ObjectType('SendingDiagnosis', {
  description: 'Why a campaign or a mailbox is sending or not, from the dispatcher’s own planner.',
})
class SendingDiagnosisType {
  @Field(() => String, { description: 'sending, waiting, paused, blocked or completed.' })
  state: string;

  @Field(() => String)
  reason: string;

  @Field(() => Date, { nullable: true })
  nextSendAt: Date | null;

  @Field(() => [SendingDiagnosisDetailType])
  details: SendingDiagnosisDetailType[];

  static from(diagnosis: Diagnosis): SendingDiagnosisType {
    return { ...diagnosis, details: diagnosis.details.map((detail) => ({ ...detail })) };
  }
}

@Resolver()
export class DiagnosisResolver {
  @MinimumRole('viewer')
  @Query(() => SendingDiagnosisType, { description: 'Why the campaign is sending or not.' })
  async campaignDiagnosis(
    @Arg('campaignId', () => ID) campaignId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SendingDiagnosisType> {
    return SendingDiagnosisType.from(
      await ctx.services.diagnosis.campaign(requireCaller(ctx), campaignId),
    );
  }

  @MinimumRole('viewer')
  @Query(() => SendingDiagnosisType, {
    description:
      'Why a recipient of the campaign is sent to or not (its id: the Recipients tab row).',
  })
  async recipientDiagnosis(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('recipientId', () => ID) recipientId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SendingDiagnosisType> {
    return SendingDiagnosisType.from(
      await ctx.services.diagnosis.recipient(requireCaller(ctx), campaignId, recipientId),
    );
  }

  @MinimumRole('viewer')
  @Query(() => SendingDiagnosisType, { description: 'Why the mailbox is sending or not.' })
  async mailboxDiagnosis(
    @Arg('mailAccountId', () => ID) mailAccountId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SendingDiagnosisType> {
    return SendingDiagnosisType.from(
      await ctx.services.diagnosis.mailbox(requireCaller(ctx), mailAccountId),
    );
  }
}
