import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
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
    @Arg('role', () => String, { nullable: true, description: 'admin, member (default) or viewer' })
    role: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserType> {
    const command = { email, name, role };
    return UserType.from(await ctx.services.team.inviteUser(requireCaller(ctx), command));
  }

  @MinimumRole('admin')
  @Mutation(() => UserType, { description: "Changes a teammate's role (admin, member or viewer)" })
  async setUserRole(
    @Arg('userId', () => ID) userId: string,
    @Arg('role', () => String) role: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserType> {
    return UserType.from(await ctx.services.team.changeRole(requireCaller(ctx), { userId, role }));
  }

  @MinimumRole('admin')
  @Mutation(() => Boolean, {
    description: 'Takes a teammate off the team: signed out at once; what they created stays',
  })
  async removeUser(
    @Arg('userId', () => ID) userId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.team.removeUser(requireCaller(ctx), userId);
    return true;
  }
}
