import { Ctx, Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../http/context';
import { SendingPreferenceType, MailAccountType } from '../mailbox/mailbox.types';
import { dailyCapToday, isRamping } from '../mailbox/pacing';
import { localDayBounds } from '../mailbox/sending-window';
import { readMailboxPace } from './queries/pace';

@ObjectType('RampUp', { description: "Where a mailbox's ramp-up stands today" })
export class RampUpType {
  @Field(() => Int, { description: 'Its day of ramp-up: 1 + the earlier days it sent' })
  day: number;

  @Field(() => Int, { description: "Today's cap of emails" })
  perDay: number;

  @Field(() => Int, { description: 'The cap it ramps up to (max emails per day)' })
  maxPerDay: number;
}

@Resolver(() => MailAccountType)
export class RampUpResolver {
  @FieldResolver(() => RampUpType, {
    nullable: true,
    description:
      'The ramp-up of a mailbox whose sending preference has one ("Ramp-up: day N, X/day")',
  })
  async rampUp(
    @Root() account: MailAccountType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RampUpType | null> {
    const pref = SendingPreferenceType.toSpec(account.sendingPreference);
    if (!isRamping(pref)) return null;
    const now = new Date();
    const pace = await readMailboxPace(
      ctx.services.db,
      account.id,
      pref,
      now,
      localDayBounds(pref, now).start,
    );
    return {
      day: pace.daysSent + 1,
      perDay: dailyCapToday(pref, pace.daysSent),
      maxPerDay: pref.work_load_capacity.max_job_in_single_day,
    };
  }
}
