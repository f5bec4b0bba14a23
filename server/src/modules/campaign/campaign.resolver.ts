import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import {
  CampaignListInput,
  CampaignNameType,
  CampaignPage,
  CampaignScheduleInput,
  CampaignStartInput,
  CampaignType,
} from './campaign.types';
import { MinimumRole } from '../../http/roles';

@Resolver()
export class CampaignResolver {
  @MinimumRole('viewer')
  @Query(() => CampaignType)
  async campaign(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignType> {
    return CampaignType.from(await ctx.services.campaigns.get(requireCaller(ctx), id));
  }

  @MinimumRole('viewer')
  @Query(() => CampaignPage)
  async campaigns(
    @Arg('input', () => CampaignListInput) input: CampaignListInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignPage> {
    const page = await ctx.services.campaignSearch.list(requireCaller(ctx), {
      search: input.search ?? '',
      mailAccount: input.mailAccount ?? '',
      labelIds: input.labelIds ?? [],
      unlabeled: input.unlabeled,
      offset: input.offset,
      limit: input.limit,
    });
    return { campaigns: page.campaigns.map(CampaignType.from), total: page.total };
  }

  @MinimumRole('viewer')
  @Query(() => [CampaignNameType], {
    description: "The workspace's campaigns (not deleted) by name: id and name only",
  })
  async campaignNames(@Ctx() ctx: GraphQLContext): Promise<CampaignNameType[]> {
    const names = await ctx.services.campaignSearch.names(requireCaller(ctx));
    return names.map((entry) => Object.assign(new CampaignNameType(), entry));
  }

  @MinimumRole('member')
  @Mutation(() => CampaignType, { description: 'The wizard’s start step for a new campaign' })
  async createCampaign(
    @Arg('input', () => CampaignStartInput) input: CampaignStartInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignType> {
    return CampaignType.from(await ctx.services.campaigns.create(requireCaller(ctx), input));
  }

  @MinimumRole('member')
  @Mutation(() => CampaignType)
  async updateCampaign(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CampaignStartInput) input: CampaignStartInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignType> {
    const campaign = await ctx.services.campaigns.update(requireCaller(ctx), { ...input, id });
    return CampaignType.from(campaign);
  }

  @MinimumRole('member')
  @Mutation(() => CampaignType, { description: 'Edit Title' })
  async renameCampaign(
    @Arg('id', () => ID) id: string,
    @Arg('name', () => String) name: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignType> {
    return CampaignType.from(await ctx.services.campaigns.rename(requireCaller(ctx), { id, name }));
  }

  @MinimumRole('member')
  @Mutation(() => [CampaignType], {
    description: 'Start, pause, schedule or delete campaigns; answers them as they are now',
  })
  async setCampaignStatus(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('status', () => String) status: string,
    @Arg('schedule', () => CampaignScheduleInput, { nullable: true })
    schedule: CampaignScheduleInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignType[]> {
    const caller = requireCaller(ctx);
    await ctx.services.campaignStatus.setStatus(caller, { ...schedule, campaignIds: ids, status });
    if (status === 'deleted') return [];
    return (await ctx.services.campaigns.getMany(caller, ids)).map(CampaignType.from);
  }

  @MinimumRole('member')
  @Mutation(() => CampaignType)
  async duplicateCampaign(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignType> {
    return CampaignType.from(await ctx.services.campaignStatus.duplicate(requireCaller(ctx), id));
  }
}
