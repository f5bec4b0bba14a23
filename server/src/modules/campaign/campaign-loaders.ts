import DataLoader from 'dataloader';
import { requireCaller, type GraphQLContext } from '../../http/context';
import type { Step } from './steps/campaign-steps.service';

/** The loaders of one GraphQL request, made on first use. */
const perRequest = new WeakMap<GraphQLContext, Map<string, unknown>>();

function loaderOf<T>(ctx: GraphQLContext, name: string, make: () => T): T {
  let loaders = perRequest.get(ctx);
  if (!loaders) perRequest.set(ctx, (loaders = new Map()));
  if (!loaders.has(name)) loaders.set(name, make());
  return loaders.get(name) as T;
}

/**
 * `Campaign.steps` for every campaign of a result (a page of 100, aliases, mutation answers) in
 * one query per tick instead of one per campaign. Not cached: a later mutation field of the same
 * operation must see the steps as they are then.
 */
export function campaignStepsLoader(ctx: GraphQLContext): DataLoader<string, Step[]> {
  return loaderOf(
    ctx,
    'campaignSteps',
    () =>
      new DataLoader<string, Step[]>(
        async (ids) => {
          const byCampaign = await ctx.services.campaignSteps.listByCampaigns(
            requireCaller(ctx),
            ids,
          );
          return ids.map((id) => byCampaign.get(id) ?? []);
        },
        { cache: false },
      ),
  );
}
