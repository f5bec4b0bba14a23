import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../../http/context';
import { MinimumRole } from '../../../http/roles';
import { CampaignVariantsType } from './campaign-variants.types';

@Resolver()
export class CampaignVariantsResolver {
  @MinimumRole('viewer')
  @Query(() => CampaignVariantsType, {
    description: 'A/B figures per message and variant, the winner tests, and auto-pick',
  })
  async campaignVariants(
    @Arg('campaignId', () => ID) campaignId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignVariantsType> {
    const answer = await ctx.services.campaignVariants.figures(requireCaller(ctx), campaignId);
    return CampaignVariantsType.from(answer);
  }

  @MinimumRole('member')
  @Mutation(() => CampaignVariantsType, {
    description: 'Auto-pick on or off: new recipients get only the winner once there is one',
  })
  async setVariantAutoPick(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('enabled', () => Boolean) enabled: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignVariantsType> {
    const answer = await ctx.services.campaignVariants.setAutoPick(
      requireCaller(ctx),
      campaignId,
      enabled,
    );
    return CampaignVariantsType.from(answer);
  }
}
