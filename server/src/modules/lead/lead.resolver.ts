import type { LeadStatus } from '@outbound/common';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import {
  LeadPageType,
  LeadSearchInput,
  LeadSettingsInput,
  LeadSettingsType,
  LeadStatusEnum,
  LeadType,
} from './lead.types';
import { MinimumRole } from '../../http/roles';

/** A campaign's lead rules and the Leads page. */
@Resolver()
export class LeadResolver {
  @MinimumRole('viewer')
  @Query(() => LeadSettingsType)
  async campaignLeadSettings(
    @Arg('campaignId', () => ID) campaignId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LeadSettingsType> {
    const settings = await ctx.services.leadSettings.get(requireCaller(ctx), campaignId);
    return LeadSettingsType.from(settings);
  }

  @MinimumRole('member')
  @Mutation(() => LeadSettingsType, { description: 'Replaces the lead rules of a campaign' })
  async updateCampaignLeadSettings(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('input', () => LeadSettingsInput) input: LeadSettingsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LeadSettingsType> {
    const settings = await ctx.services.leadSettings.update(requireCaller(ctx), campaignId, input);
    return LeadSettingsType.from(settings);
  }

  @MinimumRole('viewer')
  @Query(() => LeadPageType, { description: 'One page of leads of a status (open by default)' })
  async leads(
    @Arg('input', () => LeadSearchInput) input: LeadSearchInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LeadPageType> {
    const page = await ctx.services.leads.search(requireCaller(ctx), {
      searchText: input.searchText ?? undefined,
      campaignId: input.campaignId ?? undefined,
      assignedTo: input.assignedTo ?? undefined,
      status: input.status ?? undefined,
      offset: input.offset,
      limit: input.limit,
    });
    return Object.assign(new LeadPageType(), {
      leads: page.leads.map(LeadType.from),
      totalCount: page.total,
    });
  }

  @MinimumRole('member')
  @Mutation(() => [LeadType], {
    description:
      "Moves leads to a status (open ones to won, lost or ignore; others back to open) or assigns open ones ('' for nobody); answers them",
  })
  async updateLeads(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('status', () => LeadStatusEnum, { nullable: true }) status: LeadStatus | null,
    @Arg('assignedToEmail', () => String, { nullable: true }) assignedToEmail: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LeadType[]> {
    const leads = await ctx.services.leads.update(requireCaller(ctx), {
      leadIds: ids,
      status: status ?? undefined,
      assignedToEmail: assignedToEmail ?? undefined,
    });
    return leads.map(LeadType.from);
  }
}
