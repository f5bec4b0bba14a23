import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../../http/context';
import { CampaignType } from '../campaign.types';
import { CampaignSettingInput, CampaignSettingType } from './campaign-settings.types';
import { MinimumRole } from '../../../http/roles';

@Resolver()
export class CampaignSettingsResolver {
  @MinimumRole('viewer')
  @Query(() => CampaignSettingType)
  async campaignSetting(
    @Arg('campaignId', () => ID) campaignId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignSettingType> {
    const setting = await ctx.services.campaignSettings.get(requireCaller(ctx), campaignId);
    return CampaignSettingType.from(setting);
  }

  @MinimumRole('member')
  @Mutation(() => CampaignType, { description: 'Saves the Options step; answers the campaign' })
  async updateCampaignSetting(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('input', () => CampaignSettingInput) input: CampaignSettingInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignType> {
    const campaign = await ctx.services.campaignSettings.update(requireCaller(ctx), {
      ...input,
      campaignId,
    });
    return CampaignType.from(campaign);
  }
}
