import DataLoader from 'dataloader';
import { Ctx, Field, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import { CampaignType } from '../campaign/campaign.types';

@ObjectType('PausedMailAccount', {
  description: 'A mailbox of the pool the deliverability guard paused, and why',
})
export class PausedMailAccountType {
  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true })
  reason: string | null;

  @Field(() => Date)
  since: Date;
}

type Paused = { email: string; reason: string | null; since: Date };

/** The loaders of one GraphQL request. */
const loaders = new WeakMap<GraphQLContext, DataLoader<string, Paused[]>>();

/** `Campaign.pausedMailAccounts` for every campaign of a result in one batch per tick. */
function pausedLoader(ctx: GraphQLContext): DataLoader<string, Paused[]> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(
      async (ids) => {
        const paused = await ctx.services.guardrails.pausedPoolMailboxes(requireCaller(ctx), ids);
        return ids.map((id) => paused.get(id) ?? []);
      },
      { cache: false },
    );
    loaders.set(ctx, loader);
  }
  return loader;
}

@Resolver(() => CampaignType)
export class CampaignPausesResolver {
  @FieldResolver(() => [PausedMailAccountType], {
    description: 'The mailboxes of its pool the deliverability guard paused (they send nothing)',
  })
  async pausedMailAccounts(
    @Root() campaign: CampaignType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PausedMailAccountType[]> {
    const paused = await pausedLoader(ctx).load(campaign.id);
    return paused.map((item) => Object.assign(new PausedMailAccountType(), item));
  }
}
