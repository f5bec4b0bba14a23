import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../../http/context';
import { CampaignListType, VariableMappingInput } from './campaign-lists.types';
import { CampaignType } from '../campaign.types';
import { MinimumRole } from '../../../http/roles';

/** The Add recipients step: the lists of a campaign and the variables they give its messages. */
@Resolver()
export class CampaignListsResolver {
  @MinimumRole('viewer')
  @Query(() => [CampaignListType])
  async campaignLists(
    @Arg('campaignId', () => ID) campaignId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignListType[]> {
    const lists = await ctx.services.campaignLists.lists(requireCaller(ctx), campaignId);
    return lists.map(CampaignListType.from);
  }

  @MinimumRole('viewer')
  @Query(() => [String], { description: 'The list columns, then unsubscribe_url' })
  campaignVariables(
    @Arg('campaignId', () => ID) campaignId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string[]> {
    return ctx.services.campaignLists.variables(requireCaller(ctx), campaignId);
  }

  @MinimumRole('member')
  @Mutation(() => CampaignType, {
    description:
      'Links a list and makes its contacts recipients. A list whose columns differ from the ' +
      'campaign variables fails with CONFLICT (extensions originalParameter, currentParameter) ' +
      'until a mapping is given.',
  })
  async linkCampaignList(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('listId', () => ID) listId: string,
    @Arg('mapping', () => [VariableMappingInput], { nullable: true })
    mapping: VariableMappingInput[] | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignType> {
    const campaign = await ctx.services.campaignLists.linkListToCampaign(requireCaller(ctx), {
      campaignId,
      listId,
      mapping: mapping
        ? Object.fromEntries(mapping.map((entry) => [entry.variable, entry.column]))
        : undefined,
    });
    return CampaignType.from(campaign);
  }

  @MinimumRole('member')
  @Mutation(() => CampaignType)
  async unlinkCampaignList(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('listId', () => ID) listId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignType> {
    const campaign = await ctx.services.campaignLists.unlinkList(requireCaller(ctx), {
      campaignId,
      listId,
    });
    return CampaignType.from(campaign);
  }
}
