import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../../http/context';
import { MailAccountWarmupType } from './warmup.types';
import { MinimumRole } from '../../../http/roles';

@Resolver()
export class WarmupResolver {
  @MinimumRole('viewer')
  @Query(() => MailAccountWarmupType, { description: 'Warmup state and the past week.' })
  async mailAccountWarmup(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MailAccountWarmupType> {
    return MailAccountWarmupType.from(await ctx.services.warmup.getWarmup(requireCaller(ctx), id));
  }

  @MinimumRole('admin')
  @Mutation(() => MailAccountWarmupType)
  async setMailAccountWarmup(
    @Arg('id', () => ID) id: string,
    @Arg('enable', () => Boolean) enable: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MailAccountWarmupType> {
    const summary = await ctx.services.warmup.setWarmup(requireCaller(ctx), {
      accountId: id,
      enable,
    });
    return MailAccountWarmupType.from(summary);
  }
}
