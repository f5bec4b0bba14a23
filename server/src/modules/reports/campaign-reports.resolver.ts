import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import {
  CampaignActivityPage,
  CampaignOverview,
  CampaignTimeline,
  ContactExportPage,
  TimelineGraph,
} from './campaign-reports.types';
import { MinimumRole } from '../../http/roles';

/** A campaign's Overview (Summary, Activity, Timeline) and its per-contact report. */
@Resolver()
export class CampaignReportsResolver {
  @MinimumRole('viewer')
  @Query(() => CampaignOverview, { description: 'The Summary tab' })
  async campaignOverview(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('listId', () => ID, { nullable: true }) listId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignOverview> {
    return ctx.services.campaignReports.overview(requireCaller(ctx), { campaignId, listId });
  }

  @MinimumRole('viewer')
  @Query(() => CampaignActivityPage, { description: 'The Activity tab: a page, newest first' })
  async campaignActivities(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('listId', () => ID, { nullable: true }) listId: string | null,
    @Arg('ignoreSends', () => Boolean, { defaultValue: false }) ignoreSends: boolean,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignActivityPage> {
    return ctx.services.campaignReports.activities(requireCaller(ctx), {
      campaignId,
      listId,
      ignoreSends,
      offset,
      limit,
    });
  }

  @MinimumRole('viewer')
  @Query(() => CampaignTimeline, { description: 'The Timeline tab: its zone, dates and lists' })
  async campaignTimeline(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('listId', () => ID, { nullable: true }) listId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignTimeline> {
    return ctx.services.campaignReports.timeline(requireCaller(ctx), { campaignId, listId });
  }

  @MinimumRole('viewer')
  @Query(() => TimelineGraph, {
    description: 'Per date (yyyy-MM-dd, both included): contacts added and sends per message',
  })
  async campaignTimelineGraph(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('listId', () => ID, { nullable: true }) listId: string | null,
    @Arg('startDate', () => String) startDate: string,
    @Arg('endDate', () => String) endDate: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TimelineGraph> {
    return ctx.services.campaignReports.timelineGraph(requireCaller(ctx), {
      campaignId,
      listId,
      startDate,
      endDate,
    });
  }

  @MinimumRole('member')
  @Query(() => ContactExportPage, {
    description: 'The per-contact report (of one message with stepId), a page at a time',
  })
  async campaignContactExport(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('stepId', () => ID, { nullable: true }) stepId: string | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('limit', () => Int, {
      defaultValue: 500,
      description:
        'Rows per page; 500 full rows (with __typename, as Apollo Client asks) fit the query cost limit',
    })
    limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactExportPage> {
    return ctx.services.campaignReports.exportPage(requireCaller(ctx), {
      campaignId,
      stepId,
      after,
      limit,
    });
  }
}
