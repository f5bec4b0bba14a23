import DataLoader from 'dataloader';
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../../http/context';
import { MinimumRole } from '../../../http/roles';
import { CampaignType } from '../campaign.types';
import type { CampaignPoolMailbox } from './campaign-pool.service';
import { CampaignPoolMailboxType, PoolMailboxType } from './campaign-pool.types';

/** The loaders of one GraphQL request. */
const loaders = new WeakMap<GraphQLContext, DataLoader<string, CampaignPoolMailbox[]>>();

/**
 * `Campaign.mailAccounts` for every campaign of a result in one batch per tick. Not cached: a
 * later mutation field of the same operation must see the pool as it is then.
 */
function poolLoader(ctx: GraphQLContext): DataLoader<string, CampaignPoolMailbox[]> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(
      async (ids) => {
        const pools = await ctx.services.campaignPool.poolsOf(requireCaller(ctx), ids);
        return ids.map((id) => pools.get(id) ?? []);
      },
      { cache: false },
    );
    loaders.set(ctx, loader);
  }
  return loader;
}

@Resolver(() => CampaignType)
export class CampaignPoolResolver {
  @FieldResolver(() => [CampaignPoolMailboxType], {
    description: 'Its sending pool in order; the first is mailAccount',
  })
  async mailAccounts(
    @Root() campaign: CampaignType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignPoolMailboxType[]> {
    return (await poolLoader(ctx).load(campaign.id)).map(CampaignPoolMailboxType.from);
  }

  @MinimumRole('viewer')
  @Query(() => [PoolMailboxType], {
    description: "The workspace's mailboxes a sending pool may hold, with cap and today's sends",
  })
  async poolMailboxes(@Ctx() ctx: GraphQLContext): Promise<PoolMailboxType[]> {
    const choices = await ctx.services.campaignPool.choices(requireCaller(ctx));
    return choices.map(PoolMailboxType.from);
  }

  @MinimumRole('member')
  @Mutation(() => CampaignType, {
    description:
      'Sets the sending pool (1 to 100 mailboxes, the first one first); answers the campaign',
  })
  async setCampaignMailAccounts(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('mailAccountIds', () => [ID]) mailAccountIds: string[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignType> {
    const { campaign } = await ctx.services.campaignPool.update(requireCaller(ctx), {
      campaignId,
      mailAccountIds,
    });
    return CampaignType.from(campaign);
  }
}
