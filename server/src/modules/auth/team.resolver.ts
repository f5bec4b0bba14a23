import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import { UserPage, UserType } from './auth.types';
import { MinimumRole } from '../../http/roles';

@Resolver()
export class TeamResolver {
  @MinimumRole('viewer')
  @Query(() => [UserType])
  async users(@Ctx() ctx: GraphQLContext): Promise<UserType[]> {
    const users = await ctx.services.team.listUsers(requireCaller(ctx));
    return users.map(UserType.from);
  }

  @MinimumRole('viewer')
  @Query(() => UserPage)
  async searchUsers(
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserPage> {
    const page = await ctx.services.team.searchUsers(requireCaller(ctx), { offset, limit });
    return { users: page.users.map(UserType.from), total: page.total };
  }

  @MinimumRole('admin')
  @Mutation(() => UserType)
  async inviteUser(
    @Arg('email', () => String) email: string,
    @Arg('name', () => String) name: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserType> {
    return UserType.from(await ctx.services.team.inviteUser(requireCaller(ctx), { email, name }));
  }
}
