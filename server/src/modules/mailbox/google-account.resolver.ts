import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import { MailAccountType, MailServerInput, MailServerSettingsType } from './mailbox.types';
import { MinimumRole } from '../../http/roles';

@Resolver()
export class GoogleAccountResolver {
  @MinimumRole('viewer')
  @Query(() => Boolean, { description: 'Whether Google sign-in is set up on this server.' })
  googleSignInConfigured(@Ctx() ctx: GraphQLContext): boolean {
    requireCaller(ctx);
    return ctx.services.google.configured;
  }

  @MinimumRole('admin')
  @Query(() => String, {
    description: "Google's consent page; it returns to redirectUrl with a code.",
  })
  googleAuthUrl(
    @Arg('redirectUrl', () => String) redirectUrl: string,
    @Arg('loginHint', () => String, { nullable: true }) loginHint: string | null,
    @Ctx() ctx: GraphQLContext,
  ): string {
    requireCaller(ctx);
    return ctx.services.google.authorizeUrl(redirectUrl, loginHint ?? undefined);
  }

  @MinimumRole('admin')
  @Mutation(() => MailAccountType)
  async connectGoogleAccount(
    @Arg('authCode', () => String) authCode: string,
    @Arg('redirectUrl', () => String) redirectUrl: string,
    @Arg('timeZone', () => String, {
      nullable: true,
      description: "IANA zone of the new account's default sending window (UTC when absent).",
    })
    timeZone: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MailAccountType> {
    const command = { authCode, redirectUrl, timeZone };
    const account = await ctx.services.google.connect(requireCaller(ctx), command);
    return MailAccountType.from(account);
  }

  @MinimumRole('admin')
  @Mutation(() => MailAccountType)
  async reconnectGoogleAccount(
    @Arg('email', () => String) email: string,
    @Arg('authCode', () => String) authCode: string,
    @Arg('redirectUrl', () => String) redirectUrl: string,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MailAccountType> {
    const command = { email, authCode, redirectUrl, name };
    return MailAccountType.from(await ctx.services.google.reconnect(requireCaller(ctx), command));
  }

  @MinimumRole('admin')
  @Query(() => MailServerSettingsType, { nullable: true })
  async googleSmtp(@Arg('id', () => String) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.google.getSmtp(requireCaller(ctx), id);
  }

  @MinimumRole('admin')
  @Mutation(() => MailAccountType, { description: 'Adds or edits plain SMTP on a Google account.' })
  async updateGoogleSmtp(
    @Arg('id', () => String) id: string,
    @Arg('smtp', () => MailServerInput) smtp: MailServerInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MailAccountType> {
    return MailAccountType.from(
      await ctx.services.google.updateSmtp(requireCaller(ctx), { id, smtp }),
    );
  }
}
