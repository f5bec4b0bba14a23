import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../../http/context';
import { campaignStepsLoader } from '../campaign-loaders';
import { CampaignType } from '../campaign.types';
import { StepInput, StepStatusChangeType, StepType } from './campaign-steps.types';
import { MinimumRole } from '../../../http/roles';

@Resolver(() => CampaignType)
export class CampaignStepsResolver {
  @FieldResolver(() => [StepType], { description: 'Its messages in sending order' })
  async steps(@Root() campaign: CampaignType, @Ctx() ctx: GraphQLContext): Promise<StepType[]> {
    return (await campaignStepsLoader(ctx).load(campaign.id)).map(StepType.from);
  }

  @MinimumRole('viewer')
  @Query(() => [StepType])
  async campaignSteps(
    @Arg('campaignId', () => ID) campaignId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StepType[]> {
    const { steps } = await ctx.services.campaignSteps.list(requireCaller(ctx), campaignId);
    return steps.map(StepType.from);
  }

  @MinimumRole('member')
  @Mutation(() => CampaignType, {
    description: 'Saves the whole sequence in the given order; answers the campaign (with steps)',
  })
  async saveCampaignSteps(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('messageMimeType', () => String) messageMimeType: string,
    @Arg('steps', () => [StepInput]) steps: StepInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignType> {
    const caller = requireCaller(ctx);
    await ctx.services.campaignSteps.save(caller, { campaignId, mimeType: messageMimeType, steps });
    return CampaignType.from(await ctx.services.campaigns.get(caller, campaignId));
  }

  @MinimumRole('member')
  @Mutation(() => StepStatusChangeType, {
    description: 'Pauses (pause) or enables (active) one message; answers it and the confirmation',
  })
  async setStepStatus(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('stepId', () => ID) stepId: string,
    @Arg('status', () => String) status: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StepStatusChangeType> {
    const answer = await ctx.services.campaignSteps.setStatus(
      requireCaller(ctx),
      campaignId,
      stepId,
      status,
    );
    return StepStatusChangeType.of(answer);
  }

  @MinimumRole('member')
  @Mutation(() => CampaignType, { description: 'Deletes one message; answers the campaign' })
  async deleteStep(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('stepId', () => ID) stepId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignType> {
    const caller = requireCaller(ctx);
    await ctx.services.campaignSteps.remove(caller, campaignId, stepId);
    return CampaignType.from(await ctx.services.campaigns.get(caller, campaignId));
  }
}
