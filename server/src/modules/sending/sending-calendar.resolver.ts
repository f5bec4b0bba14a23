import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import type { SendingCalendar } from './sending-calendar.service';
import { MinimumRole } from '../../http/roles';

@ObjectType('CalendarStepType', { description: 'One step of a campaign in a calendar slot.' })
class CalendarSlotStepType {
  @Field(() => String, { description: '"Initial email", "Follow-up 1", …' })
  name: string;

  @Field(() => String, {
    description: 'When the step goes: "First email", "3 days after email 1".',
  })
  rule: string;

  @Field(() => Int)
  totalSend: number;
}

@ObjectType('CalendarSlot', { description: 'The sends of one campaign in one dispatch run.' })
class CalendarSlotType {
  @Field(() => Date, {
    description: 'When the run goes (at the earliest: runs happen once a minute).',
  })
  startTime: Date;

  @Field(() => Int)
  totalSend: number;

  @Field(() => ID)
  campaignId: string;

  @Field(() => String)
  campaignName: string;

  @Field(() => String, { description: 'sent (handed to the mail server) or planned.' })
  status: string;

  @Field(() => [CalendarSlotStepType])
  types: CalendarSlotStepType[];
}

@ObjectType('CalendarDay')
class CalendarDayType {
  @Field(() => String, { description: 'Local date (YYYY-MM-DD) in the mailbox time zone.' })
  date: string;

  @Field(() => Int)
  totalCount: number;

  @Field(() => [CalendarSlotType])
  slots: CalendarSlotType[];
}

@ObjectType('CalendarLegend')
class CalendarLegendType {
  @Field(() => ID)
  campaignId: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { description: 'The campaign overview page.' })
  url: string;
}

@ObjectType('SendingCalendar', {
  description: 'One week (Sunday to Saturday) of a mailbox: sends made and sends planned.',
})
class SendingCalendarType {
  @Field(() => String)
  email: string;

  @Field(() => String, { description: 'The mailbox time zone the dates and hours are in.' })
  timeZone: string;

  @Field(() => String)
  fromDate: string;

  @Field(() => String)
  toDate: string;

  @Field(() => [CalendarLegendType])
  legends: CalendarLegendType[];

  @Field(() => [CalendarDayType], { description: 'The seven dates, Sunday first.' })
  days: CalendarDayType[];

  static from(calendar: SendingCalendar): SendingCalendarType {
    const names = new Map(calendar.campaigns.map((campaign) => [campaign.id, campaign.name]));
    return {
      email: calendar.email,
      timeZone: calendar.timeZone,
      fromDate: calendar.fromDate,
      toDate: calendar.toDate,
      legends: calendar.campaigns.map((campaign) => ({
        campaignId: campaign.id,
        name: campaign.name,
        url: campaign.url,
      })),
      days: calendar.days.map((day) => ({
        date: day.date,
        totalCount: day.totalCount,
        slots: day.slots.map((slot) => ({
          startTime: slot.startTime,
          totalSend: slot.totalSend,
          campaignId: slot.campaignId,
          campaignName: names.get(slot.campaignId) as string,
          status: slot.status,
          types: slot.steps.map((step) => ({
            name: step.name,
            rule: step.rule,
            totalSend: step.totalSend,
          })),
        })),
      })),
    };
  }
}

@Resolver()
export class SendingCalendarResolver {
  @MinimumRole('viewer')
  @Query(() => SendingCalendarType, {
    description: 'The week containing `date` (default: today) of a mailbox, by its email.',
  })
  async sendingCalendar(
    @Arg('email', () => String) email: string,
    @Arg('date', () => String, { nullable: true }) date: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SendingCalendarType> {
    const calendar = await ctx.services.sendingCalendar.week(requireCaller(ctx), { email, date });
    return SendingCalendarType.from(calendar);
  }
}
