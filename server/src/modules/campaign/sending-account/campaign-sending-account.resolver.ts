import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../../http/context';
import { CampaignSendingAccountType } from './campaign-sending-account.types';
import { MinimumRole } from '../../../http/roles';

@Resolver()
export class CampaignSendingAccountResolver {
  @MinimumRole('viewer')
  @Query(() => CampaignSendingAccountType)
  async campaignSendingAccount(
    @Arg('campaignId', () => ID) campaignId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignSendingAccountType> {
    const account = await ctx.services.campaignSendingAccount.get(requireCaller(ctx), campaignId);
    return CampaignSendingAccountType.from(account);
  }

  @MinimumRole('member')
  @Mutation(() => CampaignSendingAccountType, {
    description: 'Saves the Sending account box; a new mailbox takes over the future sends',
  })
  async updateCampaignMailAccount(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('assignedTo', () => String, { description: 'The mailbox id or address' })
    assignedTo: string,
    @Arg('fromName', () => String) fromName: string,
    @Arg('useSmtp', () => Boolean, { nullable: true }) useSmtp: boolean | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignSendingAccountType> {
    const account = await ctx.services.campaignSendingAccount.update(requireCaller(ctx), {
      campaignId,
      assignedTo,
      fromName,
      useSmtp,
    });
    return CampaignSendingAccountType.from(account);
  }
}
