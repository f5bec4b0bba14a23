import DataLoader from 'dataloader';
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import { CampaignType } from '../campaign/campaign.types';

/** The uncertain-count loader of one GraphQL request. */
const loaders = new WeakMap<GraphQLContext, DataLoader<string, number>>();

/**
 * `Campaign.uncertainCount` for every campaign of a result (a page, aliases) in one query per
 * tick. Not cached: a later field of the same operation sees the count as it is then.
 */
function uncertainCountLoader(ctx: GraphQLContext): DataLoader<string, number> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<string, number>(
      async (ids) => {
        const counts = await ctx.services.dispatch.uncertainCounts(requireCaller(ctx), ids);
        return ids.map((id) => counts.get(id) ?? 0);
      },
      { cache: false },
    );
    loaders.set(ctx, loader);
  }
  return loader;
}

@Resolver(() => CampaignType)
export class UncertainSendsResolver {
  @FieldResolver(() => Int, {
    description:
      'Sends whose status is unknown after an interruption (the server may have the message); never sent again',
  })
  uncertainCount(@Root() campaign: CampaignType, @Ctx() ctx: GraphQLContext): Promise<number> {
    return uncertainCountLoader(ctx).load(campaign.id);
  }
}
