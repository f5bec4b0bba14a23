import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../../http/context';
import { CampaignType, LabelType } from '../campaign.types';
import { MinimumRole } from '../../../http/roles';

/** Labels of the workspace, and putting one on campaigns or taking it off. */
@Resolver()
export class LabelResolver {
  @MinimumRole('viewer')
  @Query(() => [LabelType])
  labels(@Ctx() ctx: GraphQLContext): Promise<LabelType[]> {
    return ctx.services.labels.list(requireCaller(ctx));
  }

  @MinimumRole('member')
  @Mutation(() => LabelType)
  createLabel(@Arg('name', () => String) name: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.labels.create(requireCaller(ctx), { name });
  }

  @MinimumRole('member')
  @Mutation(() => LabelType)
  updateLabel(
    @Arg('id', () => ID) id: string,
    @Arg('name', () => String) name: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.labels.update(requireCaller(ctx), { id, name });
  }

  @MinimumRole('member')
  @Mutation(() => ID, { description: 'Answers the deleted label’s id' })
  async deleteLabel(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<string> {
    await ctx.services.labels.delete(requireCaller(ctx), id);
    return id;
  }

  @MinimumRole('member')
  @Mutation(() => [CampaignType], { description: 'Adds or removes a label; answers the campaigns' })
  async setCampaignLabel(
    @Arg('campaignIds', () => [ID]) campaignIds: string[],
    @Arg('labelId', () => ID, { nullable: true }) labelId: string | null,
    @Arg('add', () => Boolean) add: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignType[]> {
    const caller = requireCaller(ctx);
    await ctx.services.labels.apply(caller, { campaignIds, labelId, add });
    return (await ctx.services.campaigns.getMany(caller, campaignIds)).map(CampaignType.from);
  }
}
