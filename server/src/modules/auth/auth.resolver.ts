import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import { LoginPayload, UserType } from './auth.types';
import { MinimumRole } from '../../http/roles';

@Resolver()
export class AuthResolver {
  @MinimumRole('public')
  @Mutation(() => LoginPayload)
  async login(
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LoginPayload> {
    const command = { email, password };
    const { token, user, deviceCookie } = await ctx.services.auth.login(
      command,
      ctx.ip,
      ctx.cookie,
    );
    ctx.setCookie(deviceCookie);
    return { token, user: UserType.from(user) };
  }

  @MinimumRole('viewer')
  @Mutation(() => Boolean)
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.auth.logout(requireCaller(ctx));
    return true;
  }

  @MinimumRole('viewer')
  @Query(() => UserType)
  async me(@Ctx() ctx: GraphQLContext): Promise<UserType> {
    return UserType.from(await ctx.services.auth.me(requireCaller(ctx)));
  }

  @MinimumRole('public')
  @Mutation(() => Boolean)
  async forgotPassword(
    @Arg('email', () => String) email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.auth.forgotPassword({ email });
    return true;
  }

  @MinimumRole('public')
  @Mutation(() => Boolean, {
    description:
      "With a reset or invite link's token, sets that account's password; without one, changes " +
      "the signed-in caller's password, which then needs currentPassword.",
  })
  async resetPassword(
    @Arg('password', () => String) password: string,
    @Arg('token', () => String, { nullable: true }) token: string | null,
    @Arg('currentPassword', () => String, { nullable: true }) currentPassword: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    if (token) await ctx.services.auth.resetPassword({ token, password });
    else {
      const command = { currentPassword, password };
      await ctx.services.auth.changePassword(requireCaller(ctx), command, ctx.ip);
    }
    return true;
  }
}
