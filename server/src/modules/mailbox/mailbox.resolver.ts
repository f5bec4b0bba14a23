import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import { MailAccountType, SendingPreferenceType, SmtpAccountInput } from './mailbox.types';
import { MinimumRole } from '../../http/roles';

@Resolver()
export class MailboxResolver {
  @MinimumRole('viewer')
  @Query(() => [MailAccountType])
  async mailAccounts(@Ctx() ctx: GraphQLContext): Promise<MailAccountType[]> {
    const accounts = await ctx.services.mailbox.listAccounts(requireCaller(ctx));
    return accounts.map(MailAccountType.from);
  }

  @MinimumRole('viewer')
  @Query(() => MailAccountType)
  async mailAccount(
    @Arg('email', () => String) email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MailAccountType> {
    return MailAccountType.from(await ctx.services.mailbox.getAccount(requireCaller(ctx), email));
  }

  @MinimumRole('viewer')
  @Query(() => [String], { description: 'Names of the campaigns that send from this account.' })
  async mailAccountCampaigns(
    @Arg('email', () => String) email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string[]> {
    return ctx.services.mailbox.campaignsUsing(requireCaller(ctx), email);
  }

  @MinimumRole('admin')
  @Mutation(() => MailAccountType)
  async createSmtpAccount(
    @Arg('input', () => SmtpAccountInput) input: SmtpAccountInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MailAccountType> {
    const account = await ctx.services.mailbox.createSmtpAccount(requireCaller(ctx), {
      ...input,
      timeZone: input.timeZone ?? undefined,
    });
    return MailAccountType.from(account);
  }

  @MinimumRole('admin')
  @Mutation(() => MailAccountType, {
    description:
      'Edit connection or reconnect; a blank password keeps the stored one for the same server, port and username.',
  })
  async reconnectSmtpAccount(
    @Arg('input', () => SmtpAccountInput) input: SmtpAccountInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MailAccountType> {
    // The zone only shapes a new account's sending window: an edit neither reads nor checks it.
    const { name, email, smtp, imap, trustedAuthHost } = input;
    return MailAccountType.from(
      await ctx.services.mailbox.reconnectSmtpAccount(requireCaller(ctx), {
        name,
        email,
        smtp,
        imap,
        trustedAuthHost,
      }),
    );
  }

  @MinimumRole('admin')
  @Mutation(() => MailAccountType)
  async setMailAccountEnabled(
    @Arg('email', () => String) email: string,
    @Arg('enabled', () => Boolean) enabled: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MailAccountType> {
    return MailAccountType.from(
      await ctx.services.mailbox.setEnabled(requireCaller(ctx), email, enabled),
    );
  }

  @MinimumRole('admin')
  @Mutation(() => MailAccountType)
  async updateMailAccountProfile(
    @Arg('email', () => String) email: string,
    @Arg('name', () => String) name: string,
    @Arg('signature', () => String, { defaultValue: '' }) signature: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MailAccountType> {
    const account = await ctx.services.mailbox.updateProfile(requireCaller(ctx), {
      email,
      name,
      signature,
    });
    return MailAccountType.from(account);
  }

  @MinimumRole('admin')
  @Mutation(() => MailAccountType)
  async updateSendingPreference(
    @Arg('email', () => String) email: string,
    @Arg('preference', () => SendingPreferenceType) preference: SendingPreferenceType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MailAccountType> {
    const account = await ctx.services.mailbox.updateSendingPreference(requireCaller(ctx), {
      email,
      preference: SendingPreferenceType.toSpec(preference),
    });
    return MailAccountType.from(account);
  }

  @MinimumRole('admin')
  @Mutation(() => Boolean)
  async deleteMailAccount(
    @Arg('email', () => String) email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.mailbox.deleteAccount(requireCaller(ctx), email);
    return true;
  }
}
